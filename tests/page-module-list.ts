import { PAGE_MODULES_ELEMENT_ID, type PageModules } from '../src/page-modules';

/** The modules a page's head lists for its start script (ADR 015), if it lists any. */
export function listedPageModules(html: string): PageModules | undefined {
  const listed = new RegExp(`<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return listed === undefined ? undefined : (JSON.parse(listed) as PageModules);
}
