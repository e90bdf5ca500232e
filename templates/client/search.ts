/** What the search page's script uses of Pagefind's engine (/pagefind/pagefind.js). */
interface Engine {
  search(query: string): Promise<{ results: { data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[] }>;
}

/** The first results shown: Pagefind loads each result's fragment only when asked for it. */
const SHOWN = 10;
/** Where the build writes the engine (src/search/searchIndex.ts); kept in a variable so that esbuild leaves the import to the browser. */
const engineUrl = '/pagefind/pagefind.js';

/**
 * The search page (templates/pages/Search.tsx): the form searches here instead of going to the
 * outside engine. Pagefind's engine and the index's chunks are fetched on the first search, not
 * before; the status line (a live region) says what was found, or that nothing was, in the words
 * the form carries from content/ui.yaml. A `?q=` in the address (the header's box, a shared link)
 * is searched as the page opens.
 */
export function enhanceSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search]');
  const input = form?.querySelector<HTMLInputElement>('input[type=search]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const list = document.querySelector<HTMLElement>('[data-search-results]');
  if (!form || !input || !status || !list) return;
  const words = form.dataset;
  let engine: Promise<Engine> | undefined;
  let latest = 0;
  const say = (text = '', query = '', count = 0) => (status.textContent = text.replace('{query}', query).replace('{count}', `${count}`));

  const search = async (query: string) => {
    const asked = ++latest;
    say(words.searching);
    try {
      engine ??= import(engineUrl) as Promise<Engine>;
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

/** One result: its title as a link, and the excerpt as text (Pagefind marks the words found in HTML, read here without running any). */
function resultItem(data: { url: string; excerpt: string; meta: { title?: string } }): HTMLLIElement {
  const item = document.createElement('li');
  const link = item.appendChild(document.createElement('a'));
  link.href = data.url;
  link.textContent = data.meta.title ?? data.url;
  const excerpt = document.createElement('template');
  excerpt.innerHTML = data.excerpt;
  item.appendChild(document.createElement('p')).textContent = excerpt.content.textContent;
  return item;
}
