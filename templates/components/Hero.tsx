import type { ReactNode } from 'react';

interface HeroProps {
  heading: string;
  lead: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The page's opening band with its H1. */
export function Hero({ heading, lead, eyebrow, children }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container hero-inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{heading}</h1>
        <p className="hero-lead">{lead}</p>
        {children && <div className="hero-actions">{children}</div>}
      </div>
    </section>
  );
}
