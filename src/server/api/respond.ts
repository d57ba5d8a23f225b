import type { Request, Response } from 'express';
import type { ParameterError } from '../../lib/generator-query';

/** Every API answers JSON by default and plain text lines to `Accept: text/plain`. */
export function wantsText(req: Request): boolean {
  return req.accepts(['application/json', 'text/plain']) === 'text/plain';
}

/** `{ errors: [{ parameter, message }] }`, never cached. */
export function sendErrors(req: Request, res: Response, status: number, errors: ParameterError[]): void {
  res.status(status).set('Cache-Control', 'no-store');
  if (wantsText(req)) {
    res.type('text/plain; charset=utf-8').send(`${errors.map((error) => `${error.parameter}: ${error.message}`).join('\n')}\n`);
    return;
  }
  res.json({ errors });
}
