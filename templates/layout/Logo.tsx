import { useSite } from '../context.ts';

/** Text logo with a small server mark; drawn inline so it costs no request. */
export function Logo() {
  const { model } = useSite();
  return (
    <a className="logo" href="/">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="26" height="9" rx="2" />
        <rect x="3" y="18" width="26" height="9" rx="2" />
        <circle cx="8" cy="9.5" r="1.6" className="logo-led" />
        <circle cx="8" cy="22.5" r="1.6" className="logo-led" />
      </svg>
      <span className="logo-text">{model.site.name}</span>
    </a>
  );
}
