import type { Model } from '../../src/content/model.ts';
import { LinkGrid } from './LinkGrid.tsx';

/** Every Kent town page, as pills linking to /kent/{slug} (the overview lists them all). */
export function KentTownList({ model }: { model: Model }) {
  return <LinkGrid className="pill-list" links={model.kentTowns.map((town) => ({ label: town.name, href: `/kent/${town.slug}` }))} />;
}
