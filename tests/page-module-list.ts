import { START_MODULES_ELEMENT_ID, type StartModules } from '../src/start-modules';

/** The modules a page's head lists for its start script (ADR 015), if it lists any. */
export function listedStartModules(html: string): StartModules | undefined {
  const listed = new RegExp(`<script type="application/json" id="${START_MODULES_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return listed === undefined ? undefined : (JSON.parse(listed) as StartModules);
}
