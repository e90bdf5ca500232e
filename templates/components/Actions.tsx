import { ExternalLink, Link } from './Link.tsx';

/** A button of a hero or a call to action: an internal page, an anchor on this page (`#…`) or, `external`, another site. */
export interface Action {
  href: string;
  label: string;
  external?: boolean;
}

/** The buttons of a hero or a call to action: the first stands out, the others are outlined. */
export function Actions({ actions, large = false }: { actions: readonly Action[]; large?: boolean }) {
  return (
    <>
      {actions.map((action, i) => {
        const className = `btn ${i === 0 ? 'btn-hero' : 'btn-outline-light'}${large ? ' btn-lg' : ''}`;
        const key = `${action.href} ${action.label}`;
        if (action.external) {
          return (
            <ExternalLink key={key} href={action.href} className={className}>
              {action.label}
            </ExternalLink>
          );
        }
        if (action.href.startsWith('#')) {
          return (
            <a key={key} href={action.href} className={className}>
              {action.label}
            </a>
          );
        }
        return (
          <Link key={key} href={action.href} className={className}>
            {action.label}
          </Link>
        );
      })}
    </>
  );
}
