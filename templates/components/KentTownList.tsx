import type { KentTown } from '../../src/content/model.ts';
import { kentTownUrl } from '../../src/routes/urls.ts';
import { LinkGrid } from './LinkGrid.tsx';

/** Every Kent town page, as pills linking to /kent/{slug} (the overview lists them all). */
export function KentTownList({ towns }: { towns: readonly KentTown[] }) {
  return <LinkGrid className="pill-list" links={towns.map((town) => ({ label: town.name, href: kentTownUrl(town.slug) }))} />;
}
