/**
 * `<details name>` keeps one FAQ item open natively. Where a browser lacks it, opening an
 * item closes its siblings of the same name.
 */
export function enhanceAccordions(): void {
  if ('name' in HTMLDetailsElement.prototype) return;
  document.querySelectorAll<HTMLDetailsElement>('details[name]').forEach((item) => {
    item.addEventListener('toggle', () => {
      if (!item.open) return;
      const name = item.getAttribute('name');
      document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(name ?? '')}"]`).forEach((other) => {
        if (other !== item) other.open = false;
      });
    });
  });
}
