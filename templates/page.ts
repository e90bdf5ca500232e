import type { ReactNode } from 'react';
import type { RenderContext } from './context.ts';

export interface Crumb {
  name: string;
  url: string;
}

/** What a page template hands to the Document: its metadata and its main content. */
export interface PageView {
  /** Page title without the site name; the Document appends " | {site name}". */
  title: string;
  description: string;
  /** Structured data blocks (docs/output-contract.md#every-page). */
  jsonLd?: readonly object[];
  main: ReactNode;
}

export type PageTemplate = (context: RenderContext) => PageView;
