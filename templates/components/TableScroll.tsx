import type { ReactNode } from 'react';

/**
 * Wide tables scroll sideways on phones rather than overflowing the page. The scrolling box
 * is focusable and named, so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="table-scroll" aria-label={`${label} (scrollable table)`} tabIndex={0}>
      {children}
    </section>
  );
}
