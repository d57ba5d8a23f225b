import http from 'node:http';
import type { Express, Request, Response } from 'express';

/**
 * The request and response classes for `http.createServer` that make every request and response
 * born with the app's Express prototypes, which Express then finds in place instead of swapping in.
 *
 * Express sets the prototype of each request and response it takes (`app.handle`). Objects of both
 * shapes then pass through Node's HTTP code, whose property lookups turn megamorphic, and every
 * request pays for it, the stored pages the fast path answers included: after a few hundred requests
 * through Express, a cached page cost 8-11% more CPU (ADR 017). Born with the one prototype, all
 * requests keep one shape.
 *
 * Call once, before the app takes a request: it replaces `app.request` and `app.response` with the
 * classes' prototypes, which carry the same properties and inherit from the same objects.
 */
export function appServerClasses(app: Express): Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse<R extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<R> {}
  adopt(AppRequest.prototype, app.request);
  adopt(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Request;
  app.response = AppResponse.prototype as unknown as Response;
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse };
}

/** Makes `target` stand in for `source`: its own properties, and the same prototype. */
function adopt(target: object, source: object): void {
  Object.setPrototypeOf(target, Object.getPrototypeOf(source));
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
}
