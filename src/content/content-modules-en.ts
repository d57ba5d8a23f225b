import type { ContentModule, ContentModules } from './registry';

/** The English excuse pages' content modules (the server's, and the English pages' route table). */
export const CONTENT_MODULES_EN: ContentModules = import.meta.glob<ContentModule>('./pages/*/*.ts');
