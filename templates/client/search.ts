/** What the script shows of a page found (src/search/queryIndex.ts). */
interface Found {
  url: string;
  title: string;
  excerpt: string;
}

/** What the search page's script uses of the engine (templates/client/searchEngine.ts), which it loads by its address. */
interface Engine {
  search(query: string): Promise<{ data(): Promise<Found> }[]>;
}

/** The first results shown: the engine loads what it shows of a result only when asked for it. */
const SHOWN = 10;

/**
 * The search page (templates/pages/Search.tsx): the form searches here instead of going to the
 * outside engine. The engine (its address in the form's `data-engine`) and the index's files a
 * query needs are fetched on the first search, not before; the status line (a live region) says what was found, or that nothing was, in the words
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
      // By a variable, so that esbuild leaves the import to the browser.
      engine ??= import(words.engine!) as Promise<Engine>;
      const results = await (await engine).search(query);
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
 * One result: its title as a link, and the excerpt with the words found marked. The engine makes
 * the excerpt from the page's text with every `&`, `<`, `>` and `"` escaped, and adds only
 * `<mark>` around the words found, so no element of the page's text can come through; the search
 * page's policy runs no script that might.
 */
function resultItem(data: Found): HTMLLIElement {
  const item = document.createElement('li');
  const link = item.appendChild(document.createElement('a'));
  link.href = data.url;
  link.textContent = data.title;
  item.appendChild(document.createElement('p')).innerHTML = data.excerpt;
  return item;
}
