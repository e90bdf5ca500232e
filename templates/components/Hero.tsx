import type { ReactNode } from 'react';
import { Actions, type Action } from './Actions.tsx';

interface HeroProps {
  heading: string;
  lead: string;
  eyebrow?: string;
  /** The hero's buttons, after anything in `children`. */
  actions?: readonly Action[];
  children?: ReactNode;
}

/** The page's opening band with its H1. */
export function Hero({ heading, lead, eyebrow, actions, children }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container hero-inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{heading}</h1>
        <p className="hero-lead">{lead}</p>
        {(children || actions) && (
          <div className="hero-actions">
            {children}
            {actions && <Actions actions={actions} large />}
          </div>
        )}
      </div>
    </section>
  );
}
