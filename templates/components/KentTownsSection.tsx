import type { KentTown, Section as SectionCopy } from '../../src/content/model.ts';
import { useSite } from '../context.ts';
import { KentTownList } from './KentTownList.tsx';
import { Link } from './Link.tsx';
import { Section } from './Section.tsx';

/** A section of every Kent town page, optionally with a link on to web hosting in Canterbury. */
export function KentTownsSection({
  copy,
  towns,
  tone,
  canterbury = false,
}: {
  copy: SectionCopy;
  towns: readonly KentTown[];
  tone?: 'plain' | 'muted';
  canterbury?: boolean;
}) {
  const { buttons } = useSite().model.ui;
  return (
    <Section copy={copy} tone={tone}>
      <KentTownList towns={towns} />
      {canterbury && (
        <p className="section-more">
          <Link href="/kent/canterbury" className="btn btn-link">
            {buttons.webHostingInCanterbury}
          </Link>
        </p>
      )}
    </Section>
  );
}
