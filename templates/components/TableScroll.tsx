import type { ReactNode } from 'react';
import { useSite } from '../context.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/**
 * Wide tables scroll sideways on phones rather than overflowing the page. The scrolling box
 * is focusable and named, so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { model } = useSite();
  return (
    <section className="table-scroll" aria-label={fill(model.ui.layout.scrollableTable, { table: label })} tabIndex={0}>
      {children}
    </section>
  );
}
