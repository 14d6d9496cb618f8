/** The list page of every listing family (`/vanzare-cumparare-afaceri`, `/finantari`, `/active/{category}`, …). */
import { data } from 'react-router';
import type { Route } from './+types/family-list';
import { FAMILIES, familyOfPath } from '~/features/listings/families';
import { loadFamilyList } from '~/features/listings/family-list.server';
import { FamilyListPage } from '~/features/listings/FamilyListPage';
import { labelOf, ACTIVE_CATEGORIES } from '@contracts/lists';
import { pageMeta } from '~/lib/meta';

export async function loader(args: Route.LoaderArgs) {
  const family = familyOfPath(args.url.pathname);
  if (!family) throw data(null, { status: 404 });
  return loadFamilyList(args, family, { pathCategory: args.params.category });
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return pageMeta('Anunțuri', 'Anunțuri RoAfaceri.');
  const family = FAMILIES[loaderData.familyKey];
  const category = family.key === 'active' && loaderData.filters.category ? labelOf(ACTIVE_CATEGORIES, loaderData.filters.category) : undefined;
  return pageMeta(category ? `${family.title}: ${category}` : family.title, family.description);
};

export default function FamilyList({ loaderData }: Route.ComponentProps) {
  return <FamilyListPage data={loaderData} />;
}
