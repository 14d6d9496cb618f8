/** The list page of every listing family (`/vanzare-cumparare-afaceri`, `/finantari`, `/active/{category}`, …). */
import { data } from 'react-router';
import type { Route } from './+types/family-list';
import { JsonLd } from '~/components/JsonLd';
import { FAMILIES, familyListPath, familyOfPath, type FamilyConfig } from '~/features/listings/families';
import { loadFamilyList } from '~/features/listings/family-list.server';
import { FamilyListPage } from '~/features/listings/FamilyListPage';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { breadcrumbLd, seoMeta } from '~/lib/seo';

export async function loader(args: Route.LoaderArgs) {
  const family = familyOfPath(args.url.pathname);
  if (!family) throw data(null, { status: 404 });
  return loadFamilyList(args, family, { pathCategory: args.params.category });
}

type FamilyListData = Route.ComponentProps['loaderData'];

/** The asset category named by the path (`/active/{category}`), not the catch-all `all`. */
function categoryLabel(family: FamilyConfig, loaderData: FamilyListData): string | undefined {
  const category = family.key === 'active' ? loaderData.filters.category : undefined;
  return category && category !== 'all' ? loaderData.choices.categories.find((item) => item.id === category)?.name : undefined;
}

/** Home → family (→ asset category): the page's place in the site, for search engines. */
function crumbsOf(family: FamilyConfig, loaderData: FamilyListData): { name: string; path: string }[] {
  const crumbs = [
    { name: 'Acasă', path: '/' },
    { name: family.title, path: familyListPath(family) },
  ];
  const category = categoryLabel(family, loaderData);
  if (category) crumbs.push({ name: category, path: familyListPath(family, loaderData.filters.category) });
  return crumbs;
}

export const meta = (args: Route.MetaArgs) => {
  const { loaderData } = args;
  if (!loaderData) return pageMeta('Anunțuri', 'Anunțuri RoAfaceri.');
  const family = FAMILIES[loaderData.familyKey];
  const category = categoryLabel(family, loaderData);
  return seoMeta(args, { title: category ? `${family.title}: ${category}` : family.title, description: loaderData.texts.description });
};

export default function FamilyList({ loaderData }: Route.ComponentProps) {
  const { publicUrl } = useRootData();
  const family = FAMILIES[loaderData.familyKey];
  return (
    <>
      <FamilyListPage data={loaderData} />
      <JsonLd data={breadcrumbLd(publicUrl, crumbsOf(family, loaderData))} />
    </>
  );
}
