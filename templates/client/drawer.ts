const focusable = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The mobile menu is a <details> drawer that works without script. This adds: focus moves
 * into the drawer and is kept there, Escape and choosing a link close it, and focus returns
 * to the menu button.
 */
export function enhanceDrawer(): void {
  document.querySelectorAll<HTMLDetailsElement>('details[data-drawer]').forEach((menu) => {
    const button = menu.querySelector('summary');
    const drawer = menu.querySelector<HTMLElement>('.drawer');
    if (!button || !drawer) return;
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', drawer.id);
    const close = () => {
      menu.open = false;
      button.focus();
    };

    menu.addEventListener('toggle', () => {
      button.setAttribute('aria-expanded', String(menu.open));
      if (menu.open) drawer.querySelector<HTMLElement>(focusable)?.focus();
    });
    menu.addEventListener('keydown', (event) => {
      if (!menu.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapFocus(event, [button, ...drawer.querySelectorAll<HTMLElement>(focusable)]);
      }
    });
    drawer.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) menu.open = false;
    });
  });
}

function trapFocus(event: KeyboardEvent, items: HTMLElement[]): void {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
