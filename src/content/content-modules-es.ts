import type { ContentModule, ContentModules } from './registry';

/** The Spanish excuse pages' content modules (the server's, and the Spanish pages' route table). */
export const CONTENT_MODULES_ES: ContentModules = import.meta.glob<ContentModule>('./es/pages/*/*.ts');
