import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Hero } from '../components/Hero.tsx';
import { LinkSection } from '../components/LinkGrid.tsx';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';
import { searchPage } from '../../src/routes/selections/pages/searchPage.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';
import { definePage } from '../page.ts';

/**
 * /search (docs/content-model.md#site-search). Without JavaScript the form goes to the outside
 * engine of site.yaml, limited to this site; its own script (templates/client/searchPage.ts, loaded in place of the site's) takes
 * the form over, loads the index only when a visitor searches, and lists the pages found in
 * the list below it, saying how many in the live status line. The words it shows come with the
 * form as data attributes, since the script has no other way to content/ui.yaml.
 */
export const Search = definePage(searchPage, ({ copy, words, engine, trail }, { model, assets }) => {
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [breadcrumbList(model.site, trail)],
    // In place of the site's script: its header's parts and the search, within the 2 KB budget beside the consent script.
    // A site without search has no /search; the search page's script is made for each that has one.
    script: { src: assets.searchJs!, integrity: assets.searchJsIntegrity! },
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} />
        <section className="section section-plain" aria-label={words.results}>
          <div className="container search">
            <form
              role="search"
              className="search-form"
              action={engine.action}
              method="get"
              data-search=""
              data-engine={assets.searchEngineJs}
              data-searching={words.searching}
              data-found={words.found}
              data-found-one={words.foundOne}
              data-nothing={words.nothingFound}
              data-unavailable={words.unavailable}
            >
              <label htmlFor="search-query">{words.label}</label>
              <div className="search-row">
                <input id="search-query" className="search-input" type="search" name={engine.queryParam} required />
                <input type="hidden" name={engine.siteParam} value={engine.site} />
                <button className="btn btn-default" type="submit">
                  {words.button}
                </button>
              </div>
              {/* Shown only without the script, which searches here instead. */}
              <noscript>
                <p className="search-note">{fill(words.withoutScript, { engine: engine.name })}</p>
              </noscript>
            </form>
            <p className="search-status" role="status" aria-live="polite" data-search-status=""></p>
            <ol className="search-results" data-search-results="" hidden></ol>
          </div>
        </section>
        <LinkSection copy={copy.sections.find} tone="muted" />
      </>
    ),
  };
});
