import type { locationPage } from '../../src/routes/selections/pages/locationPage.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';
import { locationUrl } from '../../src/routes/urls.ts';
import { useSite } from '../context.ts';
import { LinkGrid } from './LinkGrid.tsx';
import { Section } from './Section.tsx';

/** A location page's lists of links: more services and related services there, nearby places, the Kent extra list. */
export function PlaceLinks({ page }: { page: ReturnType<typeof locationPage> }) {
  const { ui } = useSite().model;
  const { service, location } = page;
  const { sections } = page.copy;
  const serviceIn = (name: string) => fill(ui.places.serviceIn, { service: name, place: location.name });
  const atLocation = (slug: string) => locationUrl(slug, location);
  return (
    <>
      <LinkListSection copy={sections.moreServices} links={page.moreServices.map((s) => ({ label: serviceIn(s.name), href: atLocation(s.slug) }))} />
      <LinkListSection copy={sections.related} links={page.related.map((s) => ({ label: serviceIn(s.name), href: atLocation(s.slug) }))} />
      <LinkListSection copy={sections.nearby} pills links={page.nearby.map((l) => ({ label: l.name, href: locationUrl(service.slug, l) }))} />
      <LinkListSection copy={sections.kentExtra} pills links={page.kentExtra.map((l) => ({ label: l.name, href: locationUrl(service.slug, l) }))} />
    </>
  );
}

/** A titled list of links, left out when it would be empty. */
function LinkListSection({
  copy,
  links,
  pills = false,
}: {
  copy: Parameters<typeof Section>[0]['copy'];
  links: { label: string; href: string }[];
  pills?: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <Section copy={copy}>
      <LinkGrid links={links} className={pills ? 'pill-list' : 'link-grid'} />
    </Section>
  );
}
