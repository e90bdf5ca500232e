import type { ReactNode } from 'react';
import { Actions, type Action } from './Actions.tsx';
import type { HeroImage } from '../../src/content/model.ts';
import { Picture } from '../../src/content/picture.ts';

/**
 * The slot of the hero's image (templates/styles/sections.css): beside the text in a 30rem
 * column from 64rem, else under it, the container's width less its 1rem padding either side,
 * at most 40rem (reached at 42rem: 40rem + 2rem).
 */
export const HERO_SIZES = '(min-width: 64rem) 480px, (min-width: 42rem) 640px, calc(100vw - 2rem)';

interface HeroProps {
  heading: string;
  lead: string;
  eyebrow?: string;
  /** The hero's buttons, after anything in `children`. */
  actions?: readonly Action[];
  /** The page's one priority image: fetched first, never lazy. */
  image?: HeroImage | undefined;
  children?: ReactNode;
}

/** The page's opening band with its H1. */
export function Hero({ heading, lead, eyebrow, actions, image, children }: HeroProps) {
  const text = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id="page-title">{heading}</h1>
      <p className="hero-lead">{lead}</p>
      {(children || actions) && (
        <div className="hero-actions">
          {children}
          {actions && <Actions actions={actions} large />}
        </div>
      )}
    </>
  );
  return (
    <section className="hero" aria-labelledby="page-title">
      {image ? (
        <div className="container hero-inner hero-with-image">
          <div>{text}</div>
          <div className="hero-image">
            <Picture src={image.src} alt={image.alt} image={image.image} sizes={HERO_SIZES} priority />
          </div>
        </div>
      ) : (
        <div className="container hero-inner">{text}</div>
      )}
    </section>
  );
}
