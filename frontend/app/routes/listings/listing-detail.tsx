/** The detail page of every listing family (`/{segment}/{slug}`, assets `/active/{category}/{slug}`). */
import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/listing-detail';
import { ListingDetailPage } from '~/features/listings/detail/ListingDetailPage';
import { listingDetailAction, loadListingDetail } from '~/features/listings/detail/detail.server';
import { pageMeta } from '~/lib/meta';
import type { RootData } from '~/lib/root-data';

export function loader(args: Route.LoaderArgs) {
  return loadListingDetail(args);
}

export function action(args: Route.ActionArgs) {
  return listingDetailAction(args);
}

/** A message to the owner changes nothing on the page: only the root loader runs again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'contact' ? false : defaultShouldRevalidate;
}

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return pageMeta('Anunț', 'Anunț RoAfaceri.');
  const { view, preview } = loaderData;
  const publicUrl = (matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined)?.publicUrl ?? '';
  return [
    ...pageMeta(view.title, shorten(view.excerpt || view.title)),
    { property: 'og:type', content: view.familyKey === 'news' ? 'article' : 'website' },
    { property: 'og:image', content: view.photo.startsWith('/') ? publicUrl + view.photo : view.photo },
    ...(preview ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  // A new listing starts afresh: first picture, empty contact form, no earlier answer.
  return <ListingDetailPage key={loaderData.view.id} data={loaderData} />;
}
