import type { ReactNode } from 'react';
import { useSite } from '../context.ts';

interface LinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  /** While the target page is not built: leave the link out (default) or show its text. */
  whenMissing?: 'omit' | 'text';
}

/**
 * An internal link. While its target page is not built, the link is left out (or shown as
 * text), and the build lists it as waiting: the output never carries a broken link.
 */
export function Link({ href, children, className, whenMissing = 'omit', ...rest }: LinkProps) {
  const resolved = useSite().links.resolve(href);
  if (resolved === undefined) return whenMissing === 'text' ? <span className={className}>{children}</span> : null;
  return (
    <a href={resolved} className={className} {...rest}>
      {children}
    </a>
  );
}

/** A link that leaves the site (store, login, vendor): always a new tab, never with an opener. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { model } = useSite();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {model.ui.layout.newTab}</span>
    </a>
  );
}
