import { useSite } from '../context.ts';

/**
 * The consent banner, in every page that tags a provider setting cookies: hidden in the
 * markup, shown by the consent script (templates/client/consent.ts) until the visitor
 * chooses, so without JavaScript it never shows and nothing loads. A labelled region with
 * two buttons alike, accept and reject, that a keyboard reaches right after the skip link.
 */
export function ConsentBanner() {
  const { consent } = useSite().model.ui;
  // Only a provider asking for consent shows the banner, and the build requires its words then (checkConsentWords.ts).
  if (!consent) return null;
  return (
    <section className="consent" aria-labelledby="consent-heading" data-consent="" hidden>
      <div className="container consent-inner">
        <div>
          {/* Not a heading: the banner comes before the page's <h1>, and is named as a region by it. */}
          <p id="consent-heading" className="consent-heading">
            {consent.heading}
          </p>
          <p className="consent-text">{consent.text}</p>
        </div>
        <div className="consent-actions">
          <button type="button" className="btn btn-default" data-consent-choice="granted">
            {consent.accept}
          </button>
          <button type="button" className="btn btn-default" data-consent-choice="denied">
            {consent.reject}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The footer's button that opens the banner again: shown by the consent script, so never a dead button without it. */
export function ConsentSettings() {
  const { consent } = useSite().model.ui;
  if (!consent) return null;
  return (
    <button type="button" className="consent-settings" data-consent-settings="" hidden>
      {consent.settings}
    </button>
  );
}
