import { notFoundPage } from '../../src/routes/selections/pages/notFoundPage.ts';
import { definePage } from '../page.ts';

/**
 * The not-found page (docs/content-model.md#templates), emitted as 404.html. The site script
 * redirects a non-canonical path to its normal form, or logs the attempted path.
 */
export const NotFound = definePage(notFoundPage, ({ copy }, { model }) => {
  return {
    title: copy.title,
    description: copy.description,
    main: (
      <section className="not-found" aria-labelledby="page-title" data-not-found="">
        <div className="container not-found-inner">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 id="page-title">{copy.heading}</h1>
          <p>{copy.lead}</p>
          <a className="btn btn-default btn-lg" href="/">
            {model.ui.layout.notFoundButton}
          </a>
        </div>
      </section>
    ),
  };
});
