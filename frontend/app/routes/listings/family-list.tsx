/** The list page of every listing family (`/vanzare-cumparare-afaceri`, `/finantari`, `/active/{category}`, …). */
import { data } from 'react-router';
import type { Route } from './+types/family-list';
import { JsonLd } from '~/components/JsonLd';
import { familyListPath, familyOfPath, type FamilyConfig } from '~/features/listings/families';
import { loadFamilyList, type FamilyListData } from '~/features/listings/family-list.server';
import { FamilyListPage } from '~/features/listings/FamilyListPage';
import { breadcrumbLd } from '~/lib/seo';
import { pageSeo } from '~/lib/seo.server';
import { site } from '~/lib/site';

export async function loader(args: Route.LoaderArgs) {
  const family = familyOfPath(args.url.pathname);
  if (!family) throw data(null, { status: 404 });
  const list = await loadFamilyList(args, family, { pathCategory: args.params.category });
  const category = categoryLabel(family, list);
  const seo = pageSeo(args.url, { title: category ? `${family.title}: ${category}` : family.title, description: list.texts.description }, (publicUrl) =>
    breadcrumbLd(publicUrl, crumbsOf(family, list)),
  );
  return { ...list, seo };
}

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

/** Tags and structured data come with the page's data (lib/seo.server.ts). */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.seo.meta ?? [{ title: `Anunțuri | ${site.brand}` }];

export default function FamilyList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FamilyListPage data={loaderData} />
      {loaderData.seo.jsonLd ? <JsonLd text={loaderData.seo.jsonLd} /> : null}
    </>
  );
}
