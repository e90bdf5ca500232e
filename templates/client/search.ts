/** What the script shows of a page found: every page's record carries its title (src/search/searchInput.ts, `searchDocument`). */
interface Found {
  url: string;
  excerpt: string;
  meta: { title: string };
}

/** What the search page's script uses of Pagefind's engine (/pagefind/pagefind.js). */
interface Engine {
  mergeIndex(folder: string): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<Found> }[] }>;
}

/** The first results shown: Pagefind loads each result's fragment only when asked for it. */
const SHOWN = 10;
/** Where the build writes the engine (src/search/searchIndex.ts); kept in a variable so that esbuild leaves the import to the browser. */
const engineUrl = '/pagefind/pagefind.js';
/** The folders of the index's other parts (src/search/indexParts.ts), which the engine merges into the first before it searches. */
const partsUrl = '/pagefind/parts.json';

/**
 * The search page (templates/pages/Search.tsx): the form searches here instead of going to the
 * outside engine. Pagefind's engine and the index's chunks are fetched on the first search, not
 * before; the status line (a live region) says what was found, or that nothing was, in the words
 * the form carries from content/ui.yaml. A `?q=` in the address (the header's box, a shared link)
 * is searched as the page opens.
 */
export function enhanceSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search]');
  if (!form) return;
  // The page's own parts (templates/pages/Search.tsx): the box in the form, and after it the status line and the list.
  const input = form.querySelector('input')!;
  const status = form.nextElementSibling as HTMLElement;
  const list = status.nextElementSibling as HTMLElement;
  const words = form.dataset;
  let engine: Promise<Engine> | undefined;
  let latest = 0;
  const say = (text = '', query = '', count = 0) => (status.textContent = text.replace('{query}', query).replace('{count}', `${count}`));

  const search = async (query: string) => {
    const asked = ++latest;
    say(words.searching);
    try {
      // The engine, with every part of the index merged into the first: a search finds the pages of each.
      engine ??= import(engineUrl).then(async (pagefind: Engine) => {
        for (const part of (await (await fetch(partsUrl)).json()) as string[]) await pagefind.mergeIndex(part);
        return pagefind;
      });
      const { results } = await (await engine).search(query);
      const shown = await Promise.all(results.slice(0, SHOWN).map((result) => result.data()));
      if (asked !== latest) return;
      list.replaceChildren(...shown.map(resultItem));
      list.hidden = !shown.length;
      say(!shown.length ? words.nothing : results.length === 1 ? words.foundOne : words.found, query, results.length);
    } catch {
      engine = undefined;
      say(words.unavailable);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim();
    if (!query) return;
    history.replaceState(null, '', `?q=${encodeURIComponent(query)}`);
    void search(query);
  });
  const asked = new URLSearchParams(location.search).get('q')?.trim();
  if (asked) {
    input.value = asked;
    void search(asked);
  }
}

/**
 * One result: its title as a link, and the excerpt with the words found marked. Pagefind makes
 * the excerpt from the page's text with every `<` and `>` escaped, and adds only `<mark>`
 * around the words found, so no element of the page's text can come through; the search page's
 * policy runs no script that might.
 */
function resultItem(data: Found): HTMLLIElement {
  const item = document.createElement('li');
  const link = item.appendChild(document.createElement('a'));
  link.href = data.url;
  link.textContent = data.meta.title;
  item.appendChild(document.createElement('p')).innerHTML = data.excerpt;
  return item;
}
