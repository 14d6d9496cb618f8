/**
 * Loader and action of the five publishing pages (`/adauga-…`). The loader fills the form: empty
 * for a new listing, or, with `?id=<uuid>`, the owner's listing (every step, the gallery included).
 * The action checks everything again, sends the pictures and documents a browser without JavaScript attached,
 * creates (`POST /api/{family}`) or updates (`PUT /api/{family}/update/{id}`) the listing with the
 * user's session, and redirects to "my listings"; refusals come back on their fields.
 */
import { data, redirect } from 'react-router';
import type { Locality } from '@contracts/counties';
import { ErrorCode } from '@contracts/error-codes';
import type { GalleryImage, ListingDocument, ListingStatus } from '@contracts/listings';
import { UserType, type SessionUser } from '@contracts/index';
import { listingApi, type AnyListing } from '~/features/listings/listing-api';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { requireUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import type { FieldErrors } from '~/lib/validation';
import { PUBLISH_FORMS, stepOfField, type PublishFamilyKey, type PublishFormConfig } from './publish-forms';
import {
  arrangeGallery,
  emptyValues,
  mapApiErrors,
  readDocuments,
  readGallery,
  readValues,
  toPayload,
  validateAll,
  valuesOfListing,
  type PublishValues,
} from './publish-rules';

interface PublishArgs extends ApiCallArgs {
  url: URL;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The saved listing being edited, as far as the form needs it. */
export interface EditedListing {
  id: string;
  status: ListingStatus;
  statusName: string;
  pendingRevision: boolean;
  moderationNote: string | null;
}

export interface PublishLoaderData {
  family: PublishFamilyKey;
  values: PublishValues;
  gallery: GalleryImage[];
  /** The listing's private documents (company and investment families). */
  documents: ListingDocument[];
  /** The localities of the chosen county (edit), so the city list works before any script runs. */
  localities: string[];
  edit: EditedListing | null;
  emailVerified: boolean;
}

export interface PublishActionData {
  values: PublishValues;
  gallery: GalleryImage[];
  documents: ListingDocument[];
  errors: FieldErrors;
  /** The step to show: the first one with an error. */
  step: number;
  /** A message not tied to a field (e.g. e-mail not confirmed). */
  message: string | null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The signed-in user; services only for legal entities (spec sections 5, 6). */
async function guard(args: PublishArgs, form: PublishFormConfig): Promise<SessionUser> {
  const user = await requireUser(args);
  if (form.key === 'service' && user.userType !== UserType.PersoanaJuridica) throw redirect(paths.profile('doar-persoane-juridice'));
  return user;
}

function editedId(url: URL): string | null {
  const id = url.searchParams.get('id');
  if (id === null) return null;
  if (!UUID.test(id)) notFound();
  return id;
}

/** The owner's listing; another user's listing, a wrong family or a missing one is the 404 page. */
async function ownListing(client: ApiClient, form: PublishFormConfig, id: string): Promise<AnyListing> {
  const found = await listingApi(client, form.family).byId(id);
  if (!found.ok) {
    if (found.status >= 500 || found.status === 0) throw data(null, { status: 503 });
    notFound();
  }
  // Only the owner (and staff) see the status fields: a public listing of someone else has none.
  if (!found.data.status) notFound();
  return found.data;
}

async function localitiesOf(client: ApiClient, county: string): Promise<string[]> {
  if (!/^\d{1,2}$/.test(county)) return [];
  const result = await client.call<{ localities: Locality[] }>(`/api/masterdata/counties/${county}`);
  return result.ok ? result.data.localities.map((locality) => locality.name) : [];
}

export async function publishLoader(args: PublishArgs, key: PublishFamilyKey): Promise<PublishLoaderData> {
  const form = PUBLISH_FORMS[key];
  const user = await guard(args, form);
  const client = createApiClient(args);
  const id = editedId(args.url);
  if (id) {
    const listing = await ownListing(client, form, id);
    const values = valuesOfListing(form, listing);
    return {
      family: key,
      values,
      gallery: listing.gallery ?? [],
      // The owner's view carries the documents; kept unless the seller removes them.
      documents: form.privateDocuments ? (listing.documents ?? []) : [],
      localities: await localitiesOf(client, String(values.county ?? '')),
      edit: {
        id: listing.id,
        status: listing.status!,
        statusName: listing.statusName ?? '',
        pendingRevision: Boolean(listing.pendingRevision),
        moderationNote: listing.moderationNote ?? null,
      },
      emailVerified: user.emailVerified,
    };
  }
  const profile = await client.getProfile();
  return {
    family: key,
    values: emptyValues(form, { name: user.fullName, phone: profile.ok ? profile.data.phone : null }),
    gallery: [],
    documents: [],
    localities: [],
    edit: null,
    emailVerified: user.emailVerified,
  };
}

/** Documents sent with the form itself (a browser without JavaScript): uploaded before saving. */
async function uploadAttachedDocuments(client: ApiClient, formData: FormData): Promise<{ documents: ListingDocument[]; error?: string }> {
  const files = formData.getAll('documents').filter((file): file is File => typeof file === 'object' && file !== null && 'size' in file && file.size > 0);
  if (!files.length) return { documents: [] };
  const body = new FormData();
  for (const file of files) body.append('documents', file, file.name);
  const result = await client.call<{ documents: ListingDocument[] }>('/api/uploads/documents', {
    method: 'POST',
    form: body,
    idempotencyKey: submissionKey(formData, 'documents'),
  });
  if (result.ok) return { documents: result.data.documents };
  return { documents: [], error: Object.values(result.fieldErrors)[0] ?? result.text };
}

/** Pictures sent with the form itself (a browser without JavaScript): uploaded before saving. */
async function uploadAttachedFiles(client: ApiClient, formData: FormData): Promise<{ images: GalleryImage[]; error?: string }> {
  const files = formData.getAll('images').filter((file): file is File => typeof file === 'object' && file !== null && 'size' in file && file.size > 0);
  if (!files.length) return { images: [] };
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  const result = await client.call<{ images: GalleryImage[] }>('/api/uploads/images', {
    method: 'POST',
    form: body,
    idempotencyKey: submissionKey(formData, 'images'),
  });
  if (result.ok) return { images: result.data.images };
  return { images: [], error: Object.values(result.fieldErrors)[0] ?? result.text };
}

export async function publishAction(args: PublishArgs, key: PublishFamilyKey) {
  const form = PUBLISH_FORMS[key];
  await guard(args, form);
  const client = createApiClient(args);
  const id = editedId(args.url);
  const formData = await args.request.formData();
  const values = readValues(form, formData);
  let gallery = arrangeGallery(readGallery(formData), formData);
  let documents = form.privateDocuments ? readDocuments(formData) : [];
  const photosStep = stepOfField(form, 'gallery');
  const failed = (errors: FieldErrors, step: number, message: string | null = null, status = 400) =>
    data<PublishActionData>({ values, gallery, documents, errors, step, message }, { status });

  const uploaded = await uploadAttachedFiles(client, formData);
  gallery = [...gallery, ...uploaded.images];
  if (uploaded.error) return failed({ gallery: uploaded.error }, photosStep);
  if (form.privateDocuments) {
    const attached = await uploadAttachedDocuments(client, formData);
    documents = [...documents, ...attached.documents];
    if (attached.error) return failed({ documents: attached.error }, photosStep);
  }

  const checked = validateAll(form, values);
  if (checked.step >= 0) return failed(checked.errors, checked.step);

  const base = `/api/${form.family.api}`;
  const body = toPayload(form, values, gallery, documents);
  const result = id
    ? await client.call<AnyListing>(`${base}/update/${id}`, { method: 'PUT', json: body })
    : await client.call<AnyListing>(base, { method: 'POST', json: body, idempotencyKey: submissionKey(formData) });

  if (result.ok) {
    throw redirect(`${paths.myListings()}?${new URLSearchParams([[id ? 'actualizat' : 'trimis', result.data.id]])}`);
  }
  if (result.code === ErrorCode.LISTING_LEGAL_ENTITY_ONLY) throw redirect(paths.profile('doar-persoane-juridice'));
  if (id && (result.status === 404 || result.status === 403)) notFound();
  const mapped = mapApiErrors(form, result.fieldErrors);
  const message = mapped.other.length ? mapped.other.join(' ') : mapped.step < 0 ? result.text : null;
  return failed(mapped.errors, mapped.step < 0 ? form.steps.length - 1 : mapped.step, message, result.status || 502);
}
