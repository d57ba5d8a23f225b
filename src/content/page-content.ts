import { CONTENT_MODULES_EN } from './content-modules-en';
import { CONTENT_MODULES_ES } from './content-modules-es';
import { contentModuleKey, type PublishedPage } from './registry';
import type { ExcusePageContent } from './types';

const CONTENT_MODULES = { en: CONTENT_MODULES_EN, es: CONTENT_MODULES_ES } as const;

/** A published page's content, in any language: for the server (share cards) and the tests, never a page. */
export async function loadPageContent(page: Pick<PublishedPage, 'key' | 'lang' | 'path'>): Promise<ExcusePageContent> {
  const module = CONTENT_MODULES[page.lang][contentModuleKey(page)];
  if (!module) throw new Error(`${page.path} has no content module (${contentModuleKey(page)})`);
  return (await module()).default;
}
