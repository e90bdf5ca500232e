import type { ReactElement } from 'react';
import { useSite } from '../context.ts';

/**
 * Markup that many pages share, rendered once per build and spliced into each page (the header
 * and footer are a third of a page's markup and most of its render time). The child is one
 * component whose props are plain values (strings, numbers, booleans): its markup is made once
 * for each set of props. While it renders it sees the model, the assets and the links, but
 * not the page's route, and reading the route fails the build: whatever depends on the page
 * must come in as a prop, so a shared block can never carry one page's markup onto another.
 */
export function Shared({ children }: { children: ReactElement }) {
  return useSite().share(children);
}
