import type { ReactNode } from 'react';
import { PageMeta, type PageMetaProps } from '../page-meta';

export interface PageLayoutProps {
  title: string;
  description: string;
  /** Optional longer title used for link previews. */
  fullTitle?: string;
  /** Canonical path of the page; without one the page is kept out of search indexes (noindex). */
  path?: string;
  /** The link-preview image, when not the page's own card (see `PageMeta`). */
  image?: PageMetaProps['image'];
  /** Shown above the heading, for example breadcrumbs. */
  eyebrow?: ReactNode;
  /** Visible heading when it differs from the title (for example with a computed count). */
  heading?: string;
  /** The lead paragraph when it differs from the description (which link previews show). */
  lede?: string;
  children: ReactNode;
}

/** The frame every content screen shares: head tags, heading, lead paragraph, body. */
export function PageLayout({ title, description, fullTitle, path, image, eyebrow, heading, lede, children }: PageLayoutProps) {
  return (
    <>
      <PageMeta title={title} description={description} fullTitle={fullTitle} path={path} image={image} />
      <div id="top" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        {eyebrow}
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading ?? title}</h1>
        <p className="mt-3 text-lg text-slate-600">{lede ?? description}</p>
        <div className="mt-8">{children}</div>
      </div>
    </>
  );
}
