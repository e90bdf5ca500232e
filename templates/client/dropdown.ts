/** Opens 200 ms after hover, 300 ms skip window, closes 150 ms after the pointer leaves (docs/architecture.md#progressive-enhancement). */
export const OPEN_DELAY = 200;
export const SKIP_WINDOW = 300;
export const CLOSE_DELAY = 150;

export function enhanceDropdowns(): void {
  let lastClosedAt = -Infinity;
  document.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((dropdown) => {
    const toggle = dropdown.querySelector<HTMLButtonElement>('button');
    if (!toggle) return;
    dropdown.setAttribute('data-enhanced', '');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isOpen = () => dropdown.hasAttribute('data-open');
    const setOpen = (open: boolean) => {
      clearTimeout(timer);
      if (open === isOpen()) return;
      dropdown.toggleAttribute('data-open', open);
      toggle.setAttribute('aria-expanded', String(open));
      if (!open) lastClosedAt = performance.now();
    };

    dropdown.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(timer);
      // Moving back within the skip window reopens at once instead of waiting again.
      if (performance.now() - lastClosedAt < SKIP_WINDOW) setOpen(true);
      else timer = setTimeout(() => setOpen(true), OPEN_DELAY);
    });
    dropdown.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(false), CLOSE_DELAY);
    });
    toggle.addEventListener('click', () => setOpen(!isOpen()));
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen()) {
        setOpen(false);
        toggle.focus();
      }
    });
  });
}
