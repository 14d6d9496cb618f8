/** The detail page of every listing family (`/{segment}/{slug}`, assets `/active/{category}/{slug}`). */
import { useEffect } from 'react';
import { data, type HeadersArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/listing-detail';
import { JsonLd } from '~/components/JsonLd';
import { commentAction } from '~/features/comments/comments.server';
import { ListingDetailPage } from '~/features/listings/detail/ListingDetailPage';
import type { DetailView } from '~/features/listings/detail/detail-view';
import { listingDetailAction, loadListingDetail } from '~/features/listings/detail/detail.server';
import { breadcrumbLd, newsArticleLd, offerLd, type JsonLdObject } from '~/lib/seo';
import { pageSeo } from '~/lib/seo.server';
import { site } from '~/lib/site';
import { lazyComponent } from '~/lib/lazy-component';

/** Only news articles have comments: other detail pages never load their code. */
const CommentsSection = lazyComponent(() => import('~/features/comments/CommentsSection').then((module) => module.CommentsSection));

/** The listing with its related and featured listings and, for news articles, its approved comments. */
export async function loader(args: Route.LoaderArgs) {
  // Tags and structured data say only what anybody may see (a confidential listing's teaser).
  const { publicView: view, ...detail } = await loadListingDetail(args);
  const { preview } = detail;
  const seo = pageSeo(
    args.url,
    {
      title: view.title,
      description: shorten(view.excerpt || view.title),
      image: view.photo,
      type: view.familyKey === 'news' ? 'article' : isPriced(view) ? 'product' : 'website',
      noindex: preview !== null,
    },
    (publicUrl) => (preview === null ? structuredData(view, publicUrl) : null),
  );
  // The full view of a confidential listing is for this visitor only: never kept by any cache.
  // A published listing's page counts its views (seller analytics): entry.server.tsx writes the beacon.
  const viewBeacon = preview === null ? `/api/listings/${view.id}/views` : null;
  return data({ ...detail, seo, viewBeacon }, detail.dealRoom?.access === 'full' ? { headers: PRIVATE_HEADERS } : undefined);
}

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

export const headers = ({ loaderHeaders }: HeadersArgs) => loaderHeaders;

export async function action(args: Route.ActionArgs) {
  // The comment form is the article's own; favourites and contact stay with the listing's action.
  const formData = await args.request.clone().formData();
  if (formData.get('intent') === 'comment') return commentAction(args, formData);
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

/** Tags and structured data come with the page's data (lib/seo.server.ts). */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.seo.meta ?? [{ title: `Anunț | ${site.brand}` }];

/** A priced family with a price set (the price shown next to the title). */
function isPriced(view: DetailView): view is DetailView & { price: number } {
  return view.headline !== null && view.price !== null && view.price > 0;
}

/** Structured data of a listing: the article for news, the product offer for priced listings, the breadcrumb. */
function structuredData(view: DetailView, publicUrl: string): JsonLdObject[] {
  const description = shorten(view.excerpt || view.title);
  const main =
    view.familyKey === 'news'
      ? newsArticleLd({
          publicUrl,
          headline: view.title,
          description,
          path: view.path,
          image: view.photo,
          datePublished: view.publishedAt,
          dateModified: view.updatedAt,
          author: view.authorName,
        })
      : isPriced(view)
        ? offerLd({ publicUrl, name: view.title, description, image: view.photo, path: view.path, price: view.price, currency: view.currency })
        : null;
  return [...(main ? [main] : []), breadcrumbLd(publicUrl, view.crumbs)];
}

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  const beacon = loaderData.viewBeacon;
  // A listing reached by a move within the site (no new document, so no inline beacon script, see
  // lib/view-beacon.server.ts) is counted here; the document's own script already counted its listing.
  useEffect(() => {
    const page = window as { __vb?: string };
    if (beacon && beacon !== page.__vb) navigator.sendBeacon((page.__vb = beacon));
  }, [beacon]);
  // A new listing starts afresh: first picture, empty contact form, no earlier answer.
  return (
    <>
      <ListingDetailPage key={loaderData.view.id} data={loaderData} />
      {loaderData.comments ? <CommentsSection key={`comments-${loaderData.view.id}`} comments={loaderData.comments} /> : null}
      {loaderData.seo.jsonLd ? <JsonLd text={loaderData.seo.jsonLd} /> : null}
    </>
  );
}
