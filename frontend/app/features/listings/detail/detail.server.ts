/**
 * Loader and action of the detail page of every family (`/{segment}/{slug}`, assets
 * `/active/{category}/{slug}`). The family comes from the first URL segment.
 */
import { data, redirect } from 'react-router';
import { ErrorCode } from '@contracts/error-codes';
import type { Favorite } from '@contracts/listings';
import type { ConversationThread } from '@contracts/messages';
import { loadComments, takesComments } from '~/features/comments/comments.server';
import { hasFullAccess, isConfidential, isPrivateImage, loadDealRoom, requestAccess } from '~/features/deal-room/deal-room.server';
import { errorTexts } from '~/i18n/ro';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { getSessionUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors } from '~/lib/validation';
import { familyOfPath, listingPath, type FamilyConfig } from '../families';
import { toCard } from '../ListingCard';
import { listingApi, type AnyListing } from '../listing-api';
import { readContact, validateContact } from './contact-rules';
import type { DetailActionData, ListingDetailData } from './detail-data';
import { detailViewOf, type DetailView } from './detail-view';

interface DetailArgs extends ApiCallArgs {
  url: URL;
  params: { slug?: string; category?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): never {
  throw data(null, { status: 404 });
}

function familyOf(args: DetailArgs): { family: FamilyConfig; slug: string } {
  const family = familyOfPath(args.url.pathname);
  const slug = args.params.slug;
  if (!family || !slug) notFound();
  return { family, slug };
}

/**
 * The public listing of `slug`; for its owner or staff (the API decides) also a listing that is not
 * public, through `?id=` as the "my listings" page links it. Anything else is the 404 page.
 */
async function findListing(api: ReturnType<typeof listingApi>, slug: string, previewId: string | null): Promise<AnyListing> {
  const found = await api.bySlug(slug);
  if (found.ok) return found.data;
  if (previewId && UUID.test(previewId) && (found.status === 404 || found.status === 400)) {
    const own = await api.byId(previewId);
    if (own.ok && own.data.slug === slug) return own.data;
  }
  if (found.status === 404 || found.status === 400) notFound();
  throw data(null, { status: found.status >= 500 || found.status === 0 ? 503 : found.status });
}

async function isFavoriteOf(client: ApiClient, listingId: string): Promise<boolean> {
  const result = await client.call<Favorite[]>('/api/favorite');
  return result.ok && Array.isArray(result.data) && result.data.some((favorite) => favorite.entityId === listingId);
}

/** What anybody may see of a confidential listing: no contact, no private picture (the API leaves them out too). */
function teaserOnly(view: DetailView): DetailView {
  return { ...view, contact: null, gallery: view.gallery.filter((image) => !isPrivateImage(image)) };
}

/**
 * The page's data, and `publicView`: what the page says of the listing in its tags and structured
 * data (the teaser of a confidential listing, whoever looks at it).
 */
export async function loadListingDetail(args: DetailArgs): Promise<ListingDetailData & { publicView: DetailView }> {
  const { family, slug } = familyOf(args);
  const client = createApiClient(args);
  const api = listingApi(client, family);
  const listing = await findListing(api, slug, args.url.searchParams.get('id'));

  // Assets keep their category in the path: an old or hand-typed category moves to the right one.
  if (family.key === 'active' && args.params.category !== (listing.category || 'all')) {
    throw redirect(listingPath(listing) + args.url.search, 301);
  }

  const user = await getSessionUser(args);
  const status = listing.status;
  const preview = status && status !== 'approved' ? { status, statusName: listing.statusName ?? status } : null;
  // Related and featured listings and comments are extras: their failure leaves the sections out.
  const confidential = isConfidential(listing);
  const [related, featured, isFavorite, comments, dealRoom] = await Promise.all([
    api.related(listing.id).then((result) => (result.ok ? result.data : [])),
    api.featured(listing.id).then((result) => (result.ok ? result.data : [])),
    user ? isFavoriteOf(client, listing.id) : false,
    takesComments(family.key) && !preview ? loadComments(client, listing.id) : null,
    confidential ? loadDealRoom(client, listing, user, args.url.pathname + args.url.search) : null,
  ]);
  const relatedIds = new Set([listing.id, ...related.map((item) => item.id)]);

  const publicView = confidential ? teaserOnly(detailViewOf(listing, family)) : detailViewOf(listing, family);
  // The owner, staff and approved buyers see the full listing; its slug and path stay the public ones.
  const view = dealRoom?.full ? { ...detailViewOf({ ...dealRoom.full, slug: listing.slug } as AnyListing, family), crumbs: publicView.crumbs } : publicView;

  return {
    view,
    publicView,
    dealRoom: dealRoom?.room ?? null,
    related: related.filter((item) => item.id !== listing.id).map(toCard),
    featured: featured.filter((item) => !relatedIds.has(item.id)).map(toCard),
    isFavorite,
    preview,
    comments,
  };
}

function answer(result: DetailActionData, status = 200) {
  return data<DetailActionData>(result, { status });
}

/** Heart button: add to or remove from the signed-in visitor's favourites. */
async function toggleFavorite(args: DetailArgs, client: ApiClient, listing: AnyListing, add: boolean) {
  if (!(await getSessionUser(args))) throw redirect(paths.login(args.url.pathname));
  const result = add
    ? await client.call<Favorite>('/api/favorite', { json: { entityId: listing.id, type: listing.type, entitySlug: listing.slug, title: listing.title } })
    : await client.call<null>(`/api/favorite/${encodeURIComponent(listing.id)}?type=${listing.type}`, { method: 'DELETE' });
  if (!result.ok) return answer({ intent: 'favorite', ok: false, favorite: !add, message: result.text }, result.status || 502);
  return answer({
    intent: 'favorite',
    ok: true,
    favorite: add,
    message: add ? `„${listing.title}” a fost adăugat la favorite.` : `„${listing.title}” a fost eliminat din favorite.`,
  });
}

/**
 * Contact form: a signed-in visitor's message starts (or continues) their conversation with the owner
 * (`POST /api/conversations`) and the answer links to the thread; a visitor without a session sends
 * it by email (the page never learns the owner's address).
 */
async function contactOwner(args: DetailArgs, client: ApiClient, listing: AnyListing, formData: FormData) {
  const fieldErrors = validateContact(formData);
  if (hasErrors(fieldErrors)) return answer({ intent: 'contact', ok: false, fieldErrors }, 400);
  if (await getSessionUser(args)) {
    const started = await client.call<ConversationThread>('/api/conversations', {
      json: { listingId: listing.id, message: readContact(formData).message },
      idempotencyKey: submissionKey(formData),
    });
    if (started.ok) {
      return answer({
        intent: 'contact',
        ok: true,
        fieldErrors: {},
        message: 'Mesajul tău a fost trimis proprietarului anunțului.',
        conversationId: started.data?.conversation?.id,
      });
    }
    const message = started.status === 429 ? errorTexts[ErrorCode.RATE_LIMITED] : (started.fieldErrors.listingId ?? started.text);
    return answer(
      { intent: 'contact', ok: false, fieldErrors: started.fieldErrors?.message ? { message: started.fieldErrors.message } : {}, message },
      started.status || 502,
    );
  }
  const result = await client.call<{ ok: boolean; message?: string }>(`/api/listings/${encodeURIComponent(listing.id)}/contact`, {
    json: { ...readContact(formData) },
    idempotencyKey: submissionKey(formData),
  });
  if (result.ok) {
    return answer({
      intent: 'contact',
      ok: true,
      fieldErrors: {},
      message: result.data?.message || 'Mesajul tău a fost trimis. Proprietarul anunțului îți va răspunde pe email.',
    });
  }
  const message = result.status === 429 ? errorTexts[ErrorCode.RATE_LIMITED] : result.text;
  return answer({ intent: 'contact', ok: false, fieldErrors: result.fieldErrors, message }, result.status || 502);
}

export async function listingDetailAction(args: DetailArgs) {
  const { family, slug } = familyOf(args);
  const formData = await args.request.formData();
  const client = createApiClient(args);
  // The listing is looked up again (public listings only): the form says nothing about which one.
  const found = await listingApi(client, family).bySlug(slug);
  if (!found.ok) notFound();
  const intent = formData.get('intent');
  if (intent === 'favorite') return toggleFavorite(args, client, found.data, formData.get('favorite') === 'add');
  // A confidential listing's owner is reached only by those who see its full listing (approved buyers).
  if (intent === 'contact' && family.contactable && (!isConfidential(found.data) || (await hasFullAccess(client, found.data))))
    return contactOwner(args, client, found.data, formData);
  if (intent === 'access') {
    if (!(await getSessionUser(args))) throw redirect(paths.login(args.url.pathname));
    return requestAccess(client, found.data, formData);
  }
  throw data(null, { status: 400 });
}
