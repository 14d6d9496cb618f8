import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ErrorCode, type FieldError } from '../../contracts/error-codes.js';
import { ListingType, UserType, labelOf, type DomainItem, type ListItem } from '../../contracts/lists.js';
import {
  DEFAULT_CURRENCY,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  ListingStatus,
  type ListResponse,
  type ListingView,
} from '../../contracts/listings.js';
import type { AdminListingDetail, AdminListingView, BulkModerationAction, BulkModerationResponse, BulkModerationResult } from '../../contracts/admin.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { AfterCommit } from '../../core/database/after-commit.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { JobName, type ListingEventName, type ListingSubmission } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { listingFiltersOf } from './listing-filters.js';
import { AuditService } from '../audit/audit.service.js';
import { MasterdataService } from '../masterdata/masterdata.service.js';
import { listingAuditSnapshot, type StaffAudit } from './listing-audit.js';
import type { ListingListQueryDto } from './dto/listing-list-query.dto.js';
import type { ListingInputDto } from './dto/listing-input.dto.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';
import { detailKeysOf, searchTextOf, type ListingFamilyDefinition } from './listing-family.js';
import { LISTING_MEDIA, type ListingMedia } from './listing-media.js';
import { ListingRegistry } from './listing-registry.js';
import { assertTransition, canTransition, editActionFor, isPubliclyVisible, type ListingActor } from './listing-status.js';
import { commaBelow, excerptOf, foldDiacritics, plainText, sanitizeRichText, slugFor } from './listing-text.js';
import type { GalleryImage } from '../../contracts/listings.js';
import { toListingOwner, toListingView } from './listing.mapper.js';
import { ListingRepository, type ListingFilters, type ListingLink, type StaffListingFilters } from './listing.repository.js';
import { ListingEntity, type ListingCommonColumns, type ListingRevision } from './listing.entity.js';

type View = ListingView<Record<string, unknown>>;

/** A public listing as other features refer to it (a message to its owner): never sent to visitors as is. */
export interface PublicListingRef {
  id: string;
  type: ListingType;
  slug: string;
  category: string | null;
  title: string;
  ownerId: string;
  /** A confidential listing (deal room): its seller is reached through an access request. */
  confidential: boolean;
}
type Common = Partial<ListingCommonColumns>;
type Details = Record<string, unknown>;

/** Common fields an owner may change on an approved listing without a new moderation. */
const NON_MATERIAL: readonly (keyof ListingCommonColumns)[] = ['contactName', 'contactPhone', 'contactEmail', 'documents'];
const MODERATOR_ROLES = new Set(['admin', 'moderator']);
const DAY_MS = 24 * 60 * 60 * 1000;

export const LEGAL_ENTITY_ONLY_MESSAGE =
  'Doar conturile de persoană juridică pot promova servicii. Completează profilul cu datele firmei pentru a adăuga un serviciu.';

export function isModerator(user: AuthUser | undefined): boolean {
  return Boolean(user && MODERATOR_ROLES.has(user.role));
}

function pageOf(query: { page?: number; pageSize?: number }, defaultSize = LIST_PAGE_SIZE_DEFAULT) {
  const page = query.page ?? 1;
  const perPage = Math.min(query.pageSize ?? defaultSize, LIST_PAGE_SIZE_MAX);
  return { page, perPage, offset: (page - 1) * perPage, limit: perPage };
}

/**
 * The list answer. `estimate` (family lists): whether `total` is an estimate and whether a page
 * follows, which then decides `nextPage` (an estimated total cannot).
 */
export function paginate<T>(docs: T[], page: number, perPage: number, total: number, featuredCount = 0, estimate?: { totalIsEstimate: boolean; hasMore: boolean }): ListResponse<T> {
  const totalPages = estimate?.hasMore ? Math.max(Math.ceil(total / perPage), page + 1) : Math.ceil(total / perPage);
  return {
    docs,
    count: docs.length,
    pagination: {
      page,
      perPage,
      prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      nextPage: (estimate ? estimate.hasMore : page < totalPages) ? page + 1 : null,
      total,
      totalPages,
      featuredCount,
      ...(estimate ? { totalIsEstimate: estimate.totalIsEstimate } : {}),
    },
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The gallery with the pictures kept for approved buyers marked `private` (deal room). */
function withPrivacy(gallery: GalleryImage[], privateKeys: readonly string[]): GalleryImage[] {
  return gallery.map(({ private: _private, ...image }) => (privateKeys.includes(image.key) ? { ...image, private: true } : image));
}

const LEGAL_FORMS = new Set(['srl', 'sa', 'srld', 'pfa', 'snc', 'scs', 'sca', 'societatea', 'comerciala', 'impex', 'com']);

/** The words of a text as names are compared: folded, without short words and legal forms (SRL, SA, ...). */
function nameWords(text: string): string[] {
  return foldDiacritics(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !LEGAL_FORMS.has(word));
}

/**
 * Whether `text` names the company: its whole name, or any two of the name's words in a row
 * ("Spicul Auriu" of "Spicul Auriu Brutăria SRL"); a one-word name as a whole word.
 */
function containsName(text: string, companyName: string): boolean {
  const name = nameWords(companyName);
  if (!name.length) return false;
  const words = ` ${nameWords(text).join(' ')} `;
  const phrases = name.length === 1 ? name : name.slice(1).map((word, index) => `${name[index]} ${word}`);
  return phrases.some((phrase) => words.includes(` ${phrase} `));
}

/**
 * The listing engine: create, edit, moderate, renew, expire and search for all seven families.
 * Family differences come from their `ListingFamilyDefinition` (ListingRegistry).
 */
@Injectable()
export class ListingCoreService {
  constructor(
    private readonly registry: ListingRegistry,
    private readonly repository: ListingRepository,
    private readonly masterdata: MasterdataService,
    private readonly cache: ResponseCache,
    @Inject(LISTING_MEDIA) private readonly media: ListingMedia,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly outbox: Outbox,
    private readonly afterCommit: AfterCommit,
  ) {}

  // ---------------------------------------------------------------- reading

  /** `query` is the family's own list DTO: the common filters plus those its definition reads. */
  async list(type: ListingType, query: ListingListQueryDto, variant: 'web' | 'newest' = 'web'): Promise<ListResponse<View>> {
    const family = this.registry.get(type);
    const { page, perPage, offset, limit } = pageOf(query);
    const filters = listingFiltersOf(family, query, variant);
    const { rows, total, totalIsEstimate, featured, hasMore } = await this.repository.listPublic(family, filters, { offset, limit });
    return paginate(await this.views(family, rows), page, perPage, total, featured, { totalIsEstimate, hasMore });
  }

  /** A page of the family's public listings among `ids` (investor profiles matching an owner's listing), newest first. */
  async listAmong(type: ListingType, ids: string[], query: { page?: number; pageSize?: number }): Promise<ListResponse<View>> {
    const family = this.registry.get(type);
    const { page, perPage, offset, limit } = pageOf(query);
    const rows = await this.repository.publicByIds(type, ids, { offset, limit });
    return paginate(await this.views(family, rows), page, perPage, ids.length);
  }

  /**
   * Which of `ids` the family's public list with these filters holds (the saved-search matcher's
   * check). `manager`: the caller's transaction, when it asks from inside one.
   */
  publicAmong(type: ListingType, filters: ListingFilters, ids: string[], manager?: EntityManager): Promise<Set<string>> {
    return this.repository.publicAmong(this.registry.get(type), filters, ids, manager);
  }

  /** A published listing by slug (the public page). */
  async getPublicBySlug(type: ListingType, slug: string): Promise<View> {
    const listing = await this.repository.findBySlug(type, slug);
    if (!listing || !isPubliclyVisible(listing)) throw this.notFound();
    return this.view(this.registry.get(type), listing);
  }

  /** By id: published listings for everyone, any state for the owner and staff. */
  async getById(type: ListingType, id: string, viewer?: AuthUser): Promise<View> {
    const listing = await this.repository.findById(id);
    if (!listing || listing.family !== type) throw this.notFound();
    if (this.canManage(listing, viewer)) return this.ownerView(listing);
    if (!isPubliclyVisible(listing)) throw this.notFound();
    return this.view(this.registry.get(type), listing);
  }

  /** A not-yet-public listing, for its owner and staff only (spec: /unapproved/{slug}). */
  async getUnapprovedBySlug(type: ListingType, slug: string, viewer: AuthUser): Promise<View> {
    const listing = await this.repository.findBySlug(type, slug);
    if (!listing || !this.canManage(listing, viewer)) throw this.notFound();
    return this.ownerView(listing);
  }

  /**
   * The deal room's full listing (`GET /api/listings/{id}/private`): the owner's view for the owner
   * and staff (any state), everything the public does not see for an approved buyer (the caller
   * decided they may). Null when the listing is gone.
   */
  async fullView(id: string, as: 'owner' | 'buyer'): Promise<View | null> {
    const listing = await this.repository.findById(id);
    if (!listing) return null;
    if (as === 'owner') return this.ownerView(listing);
    const family = this.registry.get(listing.family);
    return this.located(toListingView(family, listing, await this.repository.detailsOfOne(family.details, listing.id), { withDescription: true, reveal: true }));
  }

  /** A listing visitors see, by id, with what identifies its page and its owner; null otherwise. */
  async findPublic(id: string): Promise<PublicListingRef | null> {
    const listing = await this.repository.findById(id);
    if (!listing || !isPubliclyVisible(listing)) return null;
    return { id: listing.id, type: listing.family, slug: listing.slug, category: listing.category, title: listing.title, ownerId: listing.ownerId, confidential: listing.confidential };
  }

  /** A listing in any state, as notifications name it (null when it is gone). */
  async findRef(id: string): Promise<(PublicListingRef & { status: ListingStatus; expiresAt: Date | null; public: boolean; revisionWaiting: boolean }) | null> {
    const listing = await this.repository.findById(id);
    if (!listing) return null;
    return {
      id: listing.id,
      type: listing.family,
      slug: listing.slug,
      category: listing.category,
      title: listing.title,
      ownerId: listing.ownerId,
      confidential: listing.confidential,
      status: listing.status,
      expiresAt: listing.expiresAt,
      public: isPubliclyVisible(listing),
      revisionWaiting: listing.pendingRevision !== null,
    };
  }

  /** Active staff who moderate listings (moderators and admins), for the submission alerts. */
  moderators(): Promise<{ id: string; email: string; fullName: string }[]> {
    return this.repository.activeModerators();
  }

  /** How many listings visitors see, every family. */
  countPublic(): Promise<number> {
    return this.repository.countVisible();
  }

  /** Page links of the listings visitors see, every family, in a stable order (keyset paging by id; see the repository). */
  publicLinks(afterId: string | null, limit: number, skip = 0): Promise<ListingLink[]> {
    return this.repository.visibleLinks(afterId, limit, skip);
  }

  async related(type: ListingType, id: string, limit = 4): Promise<View[]> {
    const family = this.registry.get(type);
    const listing = await this.repository.findById(id);
    if (!listing || listing.family !== type || !isPubliclyVisible(listing)) throw this.notFound();
    return this.views(family, await this.repository.related(type, listing, limit));
  }

  async featured(type: ListingType, id: string, limit = 4): Promise<View[]> {
    const family = this.registry.get(type);
    const listing = await this.repository.findById(id);
    if (!listing || listing.family !== type) throw this.notFound();
    return this.views(family, await this.repository.featured(type, id, limit));
  }

  /** The signed-in user's own listings (every family, every state but archived). */
  async mine(
    user: AuthUser,
    query: { page?: number; pageSize?: number; type?: ListingType; status?: string; confidential?: boolean },
  ): Promise<ListResponse<View> & { statusCounts: Record<string, number> }> {
    const { page, perPage, offset, limit } = pageOf(query, 20);
    const [{ rows, total }, statusCounts] = await Promise.all([
      this.repository.ofOwner(user.id, { offset, limit }, query.type, { status: query.status, confidential: query.confidential }),
      // The tabs of cont/anunturile-mele count every state of the chosen family in the same answer.
      this.repository.ownerStatusCounts(user.id, query.type),
    ]);
    return { ...paginate(await this.ownerViews(rows), page, perPage, total), statusCounts };
  }

  /** Which of `ids` are the user's own listings of `families`, each with whether visitors see it; the others (anyone else's, unknown) are left out. */
  ownedAmong(user: AuthUser, ids: readonly string[], families: readonly ListingType[]): Promise<{ id: string; visible: boolean }[]> {
    return this.repository.ownedAmong(user.id, ids, families);
  }

  /** One of the signed-in user's own listings (not archived): the same answer as `mine` gives for it. */
  async mineOne(user: AuthUser, id: string): Promise<View> {
    const listing = await this.repository.findById(id);
    if (!listing || listing.ownerId !== user.id || listing.status === ListingStatus.Archived) throw this.notFound();
    return this.ownerView(listing);
  }

  /** Staff: listings waiting for a decision, oldest first, with each listing's owner. */
  async moderationQueue(query: { page?: number; pageSize?: number; type?: ListingType }): Promise<ListResponse<AdminListingView>> {
    const { page, perPage, offset, limit } = pageOf(query, 25);
    const { rows, total } = await this.repository.moderationQueue({ offset, limit }, query.type);
    return paginate(await this.staffViews(rows), page, perPage, total);
  }

  /** Staff: one listing with its state and owner and, side by side, the edit waiting for moderation. */
  async getForStaff(id: string): Promise<AdminListingDetail> {
    const listing = await this.repository.findWithOwner(id);
    if (!listing) throw this.notFound();
    const family = this.registry.get(listing.family);
    const details = await this.repository.detailsOfOne(family.details, listing.id);
    const current = { ...toListingView(family, listing, details, { ownerView: true, withDescription: true }), owner: toListingOwner(listing.owner) };
    if (!listing.pendingRevision) return { listing: current, revision: null };
    return { listing: current, revision: this.withRevision(family, listing, details) };
  }

  /** Staff: every family and state, filtered, with each listing's owner. */
  async staffIndex(query: StaffListingFilters & { page?: number; pageSize?: number }): Promise<ListResponse<AdminListingView>> {
    const { page, perPage, offset, limit } = pageOf(query, 25);
    const { rows, total } = await this.repository.staffIndex(query, { offset, limit });
    return paginate(await this.staffViews(rows), page, perPage, total);
  }

  /** Staff dashboard: the moderation queue's size per family. */
  moderationCounts(): Promise<{ family: ListingType; pending: number; revisions: number }[]> {
    return this.repository.moderationCounts();
  }

  // ---------------------------------------------------------------- writing

  /**
   * A new listing: published at once by staff (audited as `listing.create`), sent for moderation
   * otherwise (the moderators are alerted). `bulk`: content loaded in bulk, such as the demo data,
   * alerts nobody and writes no audit entry.
   */
  async create(type: ListingType, user: AuthUser, input: ListingInputDto, options: { bulk?: boolean } = {}): Promise<View> {
    const family = this.registry.get(type);
    const actor: ListingActor = isModerator(user) ? 'staff' : 'owner';
    this.assertMayCreate(family, user, actor);
    const status = assertTransition(actor === 'staff' ? 'publish' : 'submit', null, actor);
    const common = this.commonFrom(family, input, null);
    const details = this.detailsFrom(family, input as unknown as Details, null);
    this.throwIfErrors([...common.errors, ...details.errors]);
    this.completeCommon(family, common.values, details.values);
    const id = await this.repository.transaction(async (manager) => {
      const listing = manager.create(ListingEntity, {
        ...common.values,
        family: type,
        ownerId: user.id,
        status,
        slug: slugFor(common.values.title ?? ''),
        gallery: [],
        documents: [],
        ...(status === ListingStatus.Approved ? this.publication(family) : {}),
      });
      await manager.insert(ListingEntity, listing as never);
      await manager.insert(family.details, { ...details.values, listingId: listing.id } as never);
      const media = await this.media.attach(user.id, listing.id, input.gallery ?? [], input.documents ?? [], manager);
      await manager.update(ListingEntity, { id: listing.id }, { ...media, gallery: withPrivacy(media.gallery, common.privateKeys) });
      if (status === ListingStatus.Pending && !options.bulk) await this.alertModerators(manager, listing.id, 'new');
      if (status === ListingStatus.Approved && !options.bulk) await this.published(manager, listing.id);
      if (actor === 'staff' && !options.bulk) {
        const created = (await this.repository.findById(listing.id, manager))!;
        await this.audit.record(manager, { actor: user, action: 'listing.create', entityType: 'listing', entityId: listing.id, before: null, after: listingAuditSnapshot(created) });
      }
      return listing.id;
    });
    this.cache.invalidate();
    return this.ownerView(await this.mustFind(id));
  }

  update(type: ListingType, user: AuthUser, id: string, input: Partial<ListingInputDto>): Promise<View> {
    const family = this.registry.get(type);
    return this.change(id, type, async (listing, manager) => {
      const actor = this.actorFor(listing, user);
      if (listing.status === ListingStatus.Archived) assertTransition('edit', listing.status, actor);
      // A staff edit is applied as it is: it would silently drop the owner's edit still waiting.
      if (actor === 'staff' && listing.pendingRevision) {
        throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, 'Proprietarul are o modificare care așteaptă moderarea: aprob-o sau respinge-o înainte de a edita anunțul.');
      }
      const currentDetails = await this.repository.detailsOfOne(family.details, id, manager);
      // An owner edits on top of the edit still waiting for moderation, if any.
      const revision = actor === 'owner' ? listing.pendingRevision : null;
      const baseCommon: Common = { ...listing, ...(revision?.common ?? {}) };
      const baseDetails: Details = { ...(currentDetails ?? {}), ...(revision?.details ?? {}) };
      const common = this.commonFrom(family, input, baseCommon);
      const details = this.detailsFrom(family, input as Details, baseDetails);
      this.throwIfErrors([...common.errors, ...details.errors]);
      this.completeCommon(family, common.values, details.values);
      const media = await this.media.attach(listing.ownerId, id, input.gallery ?? (baseCommon.gallery ?? []).map((image) => image.key), input.documents ?? (baseCommon.documents ?? []).map((doc) => doc.key), manager);
      const nextCommon: Common = { ...common.values, gallery: withPrivacy(media.gallery, common.privateKeys), documents: media.documents };
      const changedCommon = Object.fromEntries(Object.entries(nextCommon).filter(([key, value]) => !sameValue(value, (listing as unknown as Details)[key]))) as Common;
      const changedDetails = Object.fromEntries(Object.entries(details.values).filter(([key, value]) => !sameValue(value, (currentDetails as unknown as Details | null)?.[key])));
      const material = Object.keys(changedCommon).some((key) => !NON_MATERIAL.includes(key as keyof ListingCommonColumns) && key !== 'searchText') || Object.keys(changedDetails).length > 0;
      if (!material && !revision) {
        await manager.update(ListingEntity, { id }, changedCommon);
        return;
      }
      const action = editActionFor(listing.status, actor);
      const status = assertTransition(action, listing.status, actor);
      if (action === 'revise') {
        const immediate = Object.fromEntries(Object.entries(changedCommon).filter(([key]) => NON_MATERIAL.includes(key as keyof ListingCommonColumns)));
        const proposed = Object.fromEntries(Object.entries(changedCommon).filter(([key]) => !NON_MATERIAL.includes(key as keyof ListingCommonColumns)));
        const pendingRevision: ListingRevision | null =
          Object.keys(proposed).length || Object.keys(changedDetails).length ? { common: proposed, details: changedDetails, submittedAt: new Date().toISOString() } : null;
        await manager.update(ListingEntity, { id }, { ...immediate, pendingRevision } as never);
        await this.media.detachMissing(id, this.imageKeys(listing, pendingRevision, media.gallery), media.documents.map((doc) => doc.key), manager);
        // An edit on top of one still waiting is the same submission: one alert.
        if (pendingRevision && !listing.pendingRevision) await this.alertModerators(manager, id, 'revision');
        return;
      }
      await manager.update(ListingEntity, { id }, { ...changedCommon, status, pendingRevision: null } as never);
      if (Object.keys(changedDetails).length) await manager.update(family.details, { listingId: id } as never, changedDetails as never);
      await this.media.detachMissing(id, media.gallery.map((image) => image.key), media.documents.map((doc) => doc.key), manager);
      if (action === 'resubmit') await this.alertModerators(manager, id, 'resubmitted');
      if (status === ListingStatus.Approved) await this.published(manager, id);
    }, isModerator(user) ? { action: 'listing.edit', staff: user } : undefined);
  }

  /** Another publication period; `type` null when staff act from the console. */
  renew(type: ListingType | null, user: AuthUser, id: string): Promise<View> {
    return this.change(id, type, async (listing, manager) => {
      const family = this.registry.get(listing.family);
      const actor = this.actorFor(listing, user);
      if (family.expires === false) throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, 'Acest tip de anunț nu se reînnoiește.');
      const status = assertTransition('renew', listing.status, actor);
      await manager.update(ListingEntity, { id }, { status, ...this.publication(family, listing.publishedAt) });
      await this.published(manager, id);
    }, isModerator(user) ? { action: 'listing.renew', staff: user } : undefined);
  }

  async archive(type: ListingType, user: AuthUser, id: string): Promise<void> {
    await this.change(id, type, async (listing, manager) => {
      const status = assertTransition('archive', listing.status, this.actorFor(listing, user));
      await manager.update(ListingEntity, { id }, { status, pendingRevision: null });
    });
  }

  /**
   * Account erasure: every listing of the owner leaves the site (archived) without its pictures and
   * documents, whose files go with the account's uploads; runs in the erasure's transaction.
   */
  async withdrawAllOf(ownerId: string, manager: EntityManager): Promise<void> {
    await manager.update(ListingEntity, { ownerId }, { status: ListingStatus.Archived, pendingRevision: null, gallery: [], documents: [], photo: null });
    await this.afterCommit.run(manager, async () => this.cache.invalidate());
  }

  // ---------------------------------------------------------------- moderation (staff)

  /**
   * Approves a pending listing, or the edit waiting on an approved one; the owner is told unless
   * `notifyOwner` is false (content loaded in bulk, such as the demo data).
   */
  async approve(id: string, staff: AuthUser, options: { notifyOwner?: boolean } = {}): Promise<View> {
    const view = await this.change(id, null, async (listing, manager) => {
      const family = this.registry.get(listing.family);
      const moderated = { moderatedAt: new Date(), moderatedBy: staff.id, moderationNote: null };
      if (listing.pendingRevision) {
        assertTransition('approveRevision', listing.status, 'staff');
        const { common, details } = listing.pendingRevision;
        await manager.update(ListingEntity, { id }, { ...common, ...moderated, pendingRevision: null } as never);
        if (Object.keys(details).length) await manager.update(family.details, { listingId: id } as never, details as never);
        const gallery = (common.gallery ?? listing.gallery).map((image) => image.key);
        await this.media.detachMissing(id, gallery, (common.documents ?? listing.documents).map((doc) => doc.key), manager);
      } else {
        const status = assertTransition('approve', listing.status, 'staff');
        await manager.update(ListingEntity, { id }, { status, ...moderated, ...this.publication(family, listing.publishedAt) });
      }
      // Content loaded in bulk (the demo data) tells nobody: neither its owner nor saved searches.
      if (options.notifyOwner !== false) {
        await this.announce(manager, id, 'approved');
        await this.published(manager, id);
      }
    }, { action: 'listing.approve', staff });
    return view;
  }

  /** Rejects a pending listing (or the waiting edit of an approved one) with a reason for the owner (told unless `notifyOwner` is false). */
  async reject(id: string, staff: AuthUser, reason: string, options: { notifyOwner?: boolean } = {}): Promise<View> {
    const view = await this.change(id, null, async (listing, manager) => {
      const moderated = { moderatedAt: new Date(), moderatedBy: staff.id, moderationNote: reason };
      if (listing.pendingRevision) {
        assertTransition('rejectRevision', listing.status, 'staff');
        await manager.update(ListingEntity, { id }, { ...moderated, pendingRevision: null });
        await this.media.detachMissing(id, listing.gallery.map((image) => image.key), listing.documents.map((doc) => doc.key), manager);
      } else {
        const status = assertTransition('reject', listing.status, 'staff');
        await manager.update(ListingEntity, { id }, { status, ...moderated });
      }
      if (options.notifyOwner !== false) await this.announce(manager, id, 'rejected', { reason });
    }, { action: 'listing.reject', staff });
    return view;
  }

  /** Sends a pending listing back to its owner with a message; the owner's next edit resubmits it. */
  async requestChanges(id: string, staff: AuthUser, message: string): Promise<View> {
    const view = await this.change(id, null, async (listing, manager) => {
      const status = assertTransition('requestChanges', listing.status, 'staff');
      await manager.update(ListingEntity, { id }, { status, moderatedAt: new Date(), moderatedBy: staff.id, moderationNote: message });
      await this.announce(manager, id, 'changes-requested', { reason: message });
    }, { action: 'listing.request_changes', staff });
    return view;
  }

  /** The one-click renew link of a reminder email: the owner's renewal, without a session. */
  renewFromLink(id: string): Promise<View> {
    return this.change(id, null, async (listing, manager) => {
      const family = this.registry.get(listing.family);
      if (family.expires === false) throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, 'Acest tip de anunț nu se reînnoiește.');
      const status = assertTransition('renew', listing.status, 'owner');
      await manager.update(ListingEntity, { id }, { status, ...this.publication(family, listing.publishedAt) });
    });
  }

  /** Promotes an approved listing until `until` (null ends the promotion): by a staff member, or by the system. */
  promote(id: string, until: Date | null, by: AuthUser | 'system'): Promise<View> {
    return this.change(id, null, async (listing, manager) => {
      if (until) assertTransition('promote', listing.status, by === 'system' ? 'system' : 'staff');
      await manager.update(ListingEntity, { id }, { promotedUntil: until });
    }, by === 'system' ? undefined : { action: 'listing.promote', staff: by });
  }

  /**
   * A paid promotion (orders), inside the caller's transaction: the listing is promoted until
   * max(now, its current promotion end) + `days`. Only a listing visitors see (approved, not past its
   * end) is promoted; for any other (or a missing one) nothing changes and the answer is null. Public
   * answers are refreshed once the caller's transaction commits.
   */
  async extendPromotion(manager: EntityManager, id: string, days: number, now: Date): Promise<Date | null> {
    const listing = await this.repository.findById(id, manager, true);
    if (!listing || !canTransition('promote', listing.status, 'system') || !isPubliclyVisible(listing, now)) return null;
    const from = listing.promotedUntil && listing.promotedUntil.getTime() > now.getTime() ? listing.promotedUntil : now;
    const until = new Date(from.getTime() + days * DAY_MS);
    await manager.update(ListingEntity, { id }, { promotedUntil: until });
    await this.afterCommit.run(manager, async () => this.cache.invalidate());
    return until;
  }

  /**
   * A paid promotion cancelled (orders), inside the caller's transaction: the `days` it added are
   * taken back from the listing's promotion end; when that leaves nothing after `now`, the promotion
   * ends. Answers the new end (null: not promoted any more).
   */
  async withdrawPromotion(manager: EntityManager, id: string, days: number, now: Date): Promise<Date | null> {
    const listing = await this.repository.findById(id, manager, true);
    if (!listing?.promotedUntil) return null;
    const shortened = new Date(listing.promotedUntil.getTime() - days * DAY_MS);
    const until = shortened.getTime() > now.getTime() ? shortened : null;
    await manager.update(ListingEntity, { id }, { promotedUntil: until });
    await this.afterCommit.run(manager, async () => this.cache.invalidate());
    return until;
  }

  expire(id: string, by: AuthUser | 'system'): Promise<View> {
    return this.change(id, null, async (listing, manager) => {
      const status = assertTransition('expire', listing.status, by === 'system' ? 'system' : 'staff');
      await manager.update(ListingEntity, { id }, { status, expiresAt: new Date() });
      await this.announce(manager, id, 'expired');
    }, by === 'system' ? undefined : { action: 'listing.expire', staff: by });
  }

  /**
   * One decision for many listings. Each listing is its own transaction (and audit entry): one
   * that cannot take the decision (missing, wrong state) is reported and does not undo the others.
   */
  async bulkModerate(action: BulkModerationAction, ids: string[], staff: AuthUser, reason?: string): Promise<BulkModerationResponse> {
    const results: BulkModerationResult[] = [];
    for (const id of ids) {
      try {
        const view = action === 'approve' ? await this.approve(id, staff) : await this.reject(id, staff, reason ?? '');
        results.push({ id, ok: true, status: view.status! });
      } catch (error) {
        if (!(error instanceof AppException)) throw error;
        results.push({ id, ok: false, error: { code: error.code, message: error.message } });
      }
    }
    const succeeded = results.filter((result) => result.ok).length;
    return { action, succeeded, failed: results.length - succeeded, results };
  }

  /** Schedules: every approved listing past its end date becomes expired, and its owner hears of it. */
  async expireDue(now = new Date()): Promise<string[]> {
    const expired = await this.repository.transaction(async (manager) => {
      const rows = await this.repository.expireDue(now, manager);
      for (const { id, expiresAt } of rows) await this.announce(manager, id, 'expired', {}, `listing-expired-${id}-${expiresAt.getTime()}`);
      return rows;
    });
    if (expired.length) this.cache.invalidate();
    return expired.map((row) => row.id);
  }

  /**
   * Schedules: reminds owners of listings ending within `days` days (and not within `days - 1`), once
   * per listing, reminder and publication period.
   */
  async remindExpiring(now: Date, days: number): Promise<string[]> {
    const due = await this.repository.expiringBetween(new Date(now.getTime() + (days - 1) * DAY_MS), new Date(now.getTime() + days * DAY_MS));
    if (!due.length) return [];
    await this.repository.transaction(async (manager) => {
      for (const { id, expiresAt } of due) await this.announce(manager, id, 'expiring', { daysLeft: days }, `listing-expiring${days}-${id}-${expiresAt.getTime()}`);
    });
    return due.map((row) => row.id);
  }

  /**
   * Tells the owner (email, push) through the listing-lifecycle queue. Written to the outbox in the
   * change's transaction (`manager`): a rolled-back decision never notifies, a committed one always
   * does, even if the process dies right after the commit. `key` (default: the event and the moment)
   * makes it happen once.
   */
  private async announce(manager: EntityManager, listingId: string, event: ListingEventName, extra: { reason?: string; daysLeft?: number } = {}, key = `listing-${event}-${listingId}-${Date.now()}`): Promise<void> {
    await this.outbox.add(manager, JobName.NotifyListingEvent, { listingId, event, key, ...extra }, key);
  }

  /**
   * A listing became public, or what visitors see of it changed: the worker looks for the saved
   * searches (and investor profiles) it matches, through the outbox in the change's transaction.
   */
  private async published(manager: EntityManager, listingId: string): Promise<void> {
    const key = `saved-search-match-${listingId}-${Date.now()}`;
    await this.outbox.add(manager, JobName.MatchSavedSearches, { listingId, key }, key);
  }

  /**
   * Alerts the moderators (email) that a listing waits for them, through the outbox in the
   * submission's transaction: once per submission (new, resubmitted, or an edit of a published
   * listing); edits of a listing already waiting add none. Off with STAFF_LISTING_ALERTS=false.
   */
  private async alertModerators(manager: EntityManager, listingId: string, submission: ListingSubmission): Promise<void> {
    if (!this.config.alerts.staffListings) return;
    const key = `listing-submitted-${listingId}-${Date.now()}`;
    await this.outbox.add(manager, JobName.AlertModerators, { listingId, submission, key }, key);
  }

  // ---------------------------------------------------------------- rules

  private assertMayCreate(family: ListingFamilyDefinition, user: AuthUser, actor: ListingActor): void {
    if (actor === 'staff') return;
    if (family.createdBy === 'staff') throw AppException.forbidden('Doar echipa poate publica acest tip de anunț.');
    if (!user.emailVerified) {
      throw new AppException(ErrorCode.LISTING_EMAIL_NOT_VERIFIED, 'Confirmă adresa de email înainte de a publica un anunț.');
    }
    if (family.createdBy === 'legal-entity' && user.userType !== UserType.PersoanaJuridica) {
      throw new AppException(ErrorCode.LISTING_LEGAL_ENTITY_ONLY, LEGAL_ENTITY_ONLY_MESSAGE);
    }
  }

  private actorFor(listing: ListingEntity, user: AuthUser): ListingActor {
    if (isModerator(user)) return 'staff';
    if (listing.ownerId === user.id) return 'owner';
    throw AppException.forbidden('Doar proprietarul anunțului poate face această acțiune.');
  }

  private canManage(listing: ListingEntity, viewer?: AuthUser): boolean {
    return Boolean(viewer && (viewer.id === listing.ownerId || isModerator(viewer)));
  }

  private publication(family: ListingFamilyDefinition, publishedAt: Date | null = null): Pick<ListingEntity, 'publishedAt' | 'expiresAt'> {
    const now = new Date();
    return { publishedAt: publishedAt ?? now, expiresAt: family.expires !== false ? new Date(now.getTime() + this.config.listingPublicationDays * DAY_MS) : null };
  }

  /** Validated common columns: `base` null for a new listing, else the current values. */
  private commonFrom(family: ListingFamilyDefinition, input: Partial<ListingInputDto>, base: Common | null): { values: Common; errors: FieldError[]; privateKeys: string[] } {
    const errors: FieldError[] = [];
    const pick = <K extends keyof ListingInputDto>(key: K, fallback: unknown) => (input[key] !== undefined ? input[key] : fallback);
    const typedTitle = pick('title', base?.title) as string | undefined;
    const title = typedTitle && commaBelow(typedTitle);
    if (!title) errors.push({ field: 'title', message: 'Câmpul este obligatoriu.' });
    const description = input.description !== undefined ? sanitizeRichText(commaBelow(input.description)) : (base?.description ?? '');
    const countyId = (pick('county', base?.countyId ?? null) as number | null) || null;
    let city = (pick('city', base?.city ?? null) as string | null) || null;
    if (city && !countyId) errors.push({ field: 'county', message: 'Alege județul localității.' });
    if (city && countyId) {
      const canonical = this.masterdata.normalizeCity(countyId, city);
      if (canonical) city = canonical;
      else errors.push({ field: 'city', message: 'Localitatea nu aparține județului ales.' });
    }
    const domainIds = (pick('domain', base?.domainIds ?? []) as number[] | null) ?? [];
    const subdomainId = (pick('subdomain', base?.subdomainId ?? null) as number | null) ?? null;
    const category = (pick('category', base?.category ?? null) as string | null) ?? null;
    const features = (pick('features', base?.features ?? []) as string[] | null) ?? [];
    errors.push(...this.checkLists(family, domainIds, subdomainId, category, features));
    const values: Common = {
      title,
      description,
      price: (pick('price', base?.price ?? null) as number | null) ?? null,
      currency: (pick('currency', base?.currency ?? DEFAULT_CURRENCY) as Common['currency']) ?? DEFAULT_CURRENCY,
      countyId,
      city,
      domainIds,
      subdomainId,
      category: family.categoryFrom ? (base?.category ?? null) : category,
      features,
      contactName: (pick('contactName', base?.contactName ?? null) as string | null) ?? null,
      contactPhone: (pick('contactPhone', base?.contactPhone ?? null) as string | null) ?? null,
      contactEmail: (pick('contactEmail', base?.contactEmail ?? null) as string | null) ?? null,
    };
    const confidential = this.confidentialFrom(family, input, base, title ?? '');
    errors.push(...confidential.errors);
    return { values: { ...values, ...confidential.values }, errors, privateKeys: confidential.privateKeys };
  }

  /**
   * The deal room's fields (company and investment families): a confidential listing needs its
   * teaser and the company name, which the title and the teaser must not contain (a search or the
   * page would give it away); public figures are the family's; private pictures are in the gallery.
   * A listing that is not confidential keeps no private picture.
   */
  private confidentialFrom(family: ListingFamilyDefinition, input: Partial<ListingInputDto>, base: Common | null, title: string): { values: Common; errors: FieldError[]; privateKeys: string[] } {
    const errors: FieldError[] = [];
    const confidential = input.confidential ?? base?.confidential ?? false;
    const typedTeaser = input.teaser !== undefined ? input.teaser : undefined;
    const teaser = typedTeaser !== undefined ? (typedTeaser ? sanitizeRichText(commaBelow(typedTeaser)) : null) : (base?.teaser ?? null);
    const typedName = input.companyName !== undefined ? input.companyName : (base?.companyName ?? null);
    const companyName = typedName ? commaBelow(typedName) : null;
    const publicFigures = input.publicFigures ?? base?.publicFigures ?? [];
    const galleryKeys = input.gallery ?? (base?.gallery ?? []).map((image) => image.key);
    const privateKeys = confidential ? (input.privateGallery ?? (base?.gallery ?? []).filter((image) => image.private).map((image) => image.key)) : [];
    if (confidential && !family.confidential) {
      errors.push({ field: 'confidential', message: 'Doar anunțurile de vânzare a afacerii și de investiții pot fi confidențiale.' });
      return { values: {}, errors, privateKeys: [] };
    }
    if (confidential) {
      const teaserText = plainText(teaser ?? '');
      if (teaserText.length < 30) errors.push({ field: 'teaser', message: 'Scrie descrierea publică a anunțului confidențial (cel puțin 30 de caractere).' });
      if (!companyName) errors.push({ field: 'companyName', message: 'Completează denumirea firmei: o văd doar cumpărătorii aprobați.' });
      const name = companyName ?? '';
      if (name && containsName(title, name)) errors.push({ field: 'title', message: 'Titlul nu poate conține denumirea firmei: anunțul este confidențial.' });
      if (name && containsName(teaserText, name)) errors.push({ field: 'teaser', message: 'Descrierea publică nu poate conține denumirea firmei.' });
      const figures = family.confidential?.figures ?? [];
      if (publicFigures.some((key) => !figures.includes(key))) errors.push({ field: 'publicFigures', message: 'Cifra aleasă nu poate fi afișată public pentru acest tip de anunț.' });
      if (privateKeys.some((key) => !galleryKeys.includes(key))) errors.push({ field: 'privateGallery', message: 'Imaginea privată trebuie să facă parte din galeria anunțului.' });
    }
    if (!family.confidential) return { values: {}, errors, privateKeys: [] };
    return {
      values: { confidential, teaser, companyName, publicFigures: confidential ? [...new Set(publicFigures)] : [] },
      errors,
      privateKeys: [...new Set(privateKeys)],
    };
  }

  /** Derived columns: the excerpt, the category of families that take it from a detail, the search text. */
  private completeCommon(family: ListingFamilyDefinition, common: Common, details: Details): void {
    // A confidential listing is shown and found by its teaser only (deal room).
    const text = plainText((common.confidential ? common.teaser : common.description) ?? '');
    common.excerpt = excerptOf(text);
    if (family.categoryFrom) {
      const value = details[family.categoryFrom];
      common.category = value === null || value === undefined ? null : String(value);
    }
    common.searchText = searchTextOf(family, { ...common, text }, details);
  }

  private checkLists(family: ListingFamilyDefinition, domainIds: number[], subdomainId: number | null, category: string | null, features: string[]): FieldError[] {
    const errors: FieldError[] = [];
    const domains = family.domains;
    if (!domains && (domainIds.length || subdomainId)) errors.push({ field: 'domain', message: 'Acest tip de anunț nu are domeniu.' });
    if (domains) {
      if (domains.required && !domainIds.length) errors.push({ field: 'domain', message: 'Alege domeniul.' });
      if (!domains.multiple && domainIds.length > 1) errors.push({ field: 'domain', message: 'Alege un singur domeniu.' });
      if (domainIds.some((id) => !labelOf(domains.list as readonly ListItem[], id))) errors.push({ field: 'domain', message: 'Domeniul ales nu există.' });
      if (new Set(domainIds).size !== domainIds.length) errors.push({ field: 'domain', message: 'Domeniile se repetă.' });
      if (subdomainId !== null) {
        const parents = (domains.list as readonly (ListItem | DomainItem)[]).filter((item) => 'subdomains' in item && item.subdomains.some((sub) => sub.id === subdomainId));
        if (!parents.length || !parents.some((parent) => domainIds.includes(parent.id))) errors.push({ field: 'subdomain', message: 'Subdomeniul nu aparține domeniului ales.' });
      }
    }
    if (category === null && family.categoryRequired) errors.push({ field: 'category', message: 'Alege categoria.' });
    if (category !== null && !family.categoryFrom) {
      const allowed = (family.categories ?? []).filter((item) => item.id !== 'all');
      if (!allowed.some((item) => item.id === category)) errors.push({ field: 'category', message: 'Categoria aleasă nu există.' });
    }
    if (family.features !== 'tags') {
      const allowed = family.features ?? [];
      if (features.some((feature) => !allowed.some((item) => item.id === feature))) errors.push({ field: 'features', message: 'Facilitatea aleasă nu există.' });
    }
    return errors;
  }

  /** Validated details values (only the family's keys); `base` null for a new listing. */
  private detailsFrom(family: ListingFamilyDefinition, input: Details, base: Details | null): { values: Details; errors: FieldError[] } {
    const values: Details = {};
    for (const key of detailKeysOf(family)) {
      if (input[key] !== undefined) values[key] = input[key];
      else if (base) values[key] = base[key] ?? null;
    }
    // Required details are the family's create DTO's business (and NOT NULL in the table).
    return { values, errors: family.check?.(values as Partial<ListingDetailsEntity>) ?? [] };
  }

  private throwIfErrors(errors: FieldError[]): void {
    if (errors.length) throw AppException.validation(errors);
  }

  private imageKeys(listing: ListingEntity, revision: ListingRevision | null, proposed: { key: string }[]): string[] {
    return [...new Set([...listing.gallery.map((image) => image.key), ...(revision ? proposed.map((image) => image.key) : [])])];
  }

  // ---------------------------------------------------------------- mapping

  private notFound(): AppException {
    return AppException.notFound('Anunțul nu există sau nu mai este publicat.');
  }

  /**
   * Every change of an existing listing: in one transaction with the row locked (of `type` unless
   * null), then the public answers are invalidated and the owner's view returned. A staff action
   * (`audit`) writes its audit entry, the listing before and after, in the same transaction.
   */
  private async change(id: string, type: ListingType | null, work: (listing: ListingEntity, manager: EntityManager) => Promise<void>, audit?: StaffAudit): Promise<View> {
    await this.repository.transaction(async (manager) => {
      const listing = await this.repository.findById(id, manager, true);
      if (!listing || (type !== null && listing.family !== type)) throw this.notFound();
      await work(listing, manager);
      if (audit) {
        const after = await this.repository.findById(id, manager);
        await this.audit.record(manager, { actor: audit.staff, action: audit.action, entityType: 'listing', entityId: id, before: listingAuditSnapshot(listing), after: after && listingAuditSnapshot(after) });
      }
    });
    this.cache.invalidate();
    return this.ownerView(await this.mustFind(id));
  }

  private async mustFind(id: string): Promise<ListingEntity> {
    const listing = await this.repository.findById(id);
    if (!listing) throw this.notFound();
    return listing;
  }

  /** A single-listing answer for visitors: with the description and the map coordinates. */
  private async view(family: ListingFamilyDefinition, listing: ListingEntity): Promise<View> {
    return this.located(toListingView(family, listing, await this.repository.detailsOfOne(family.details, listing.id), { withDescription: true }));
  }

  /** Adds the coordinates of the listing's locality (single-listing answers; lists leave them out). */
  private located(view: View): View {
    return { ...view, ...this.masterdata.coordinatesOf(view.county, view.city) };
  }

  private async views(family: ListingFamilyDefinition, rows: ListingEntity[]): Promise<View[]> {
    const details = await this.repository.detailsOf(family.details, rows.map((row) => row.id));
    return rows.map((row) => toListingView(family, row, details.get(row.id) ?? null));
  }

  /** The owner's view: the listing with its waiting edit applied, plus status fields. */
  private async ownerView(listing: ListingEntity): Promise<View> {
    const family = this.registry.get(listing.family);
    return this.located(this.withRevision(family, listing, await this.repository.detailsOfOne(family.details, listing.id)));
  }

  /** Owner views plus the owner (rows read with `owner` joined). */
  private async staffViews(rows: ListingEntity[]): Promise<AdminListingView[]> {
    const views = await this.ownerViews(rows);
    return views.map((view, index) => ({ ...view, owner: toListingOwner(rows[index].owner) }));
  }

  /** Owner views of listings of any families: one details query per family present. */
  private async ownerViews(rows: ListingEntity[]): Promise<View[]> {
    const details = new Map<string, ListingDetailsEntity>();
    for (const type of new Set(rows.map((row) => row.family))) {
      const family = this.registry.get(type);
      const ofFamily = rows.filter((row) => row.family === type).map((row) => row.id);
      for (const [id, row] of await this.repository.detailsOf(family.details, ofFamily)) details.set(id, row);
    }
    return rows.map((row) => this.withRevision(this.registry.get(row.family), row, details.get(row.id) ?? null));
  }

  private withRevision(family: ListingFamilyDefinition, listing: ListingEntity, details: ListingDetailsEntity | null): View {
    const revision = listing.pendingRevision;
    const merged = revision ? ({ ...listing, ...revision.common, pendingRevision: revision } as ListingEntity) : listing;
    const mergedDetails = revision && details ? ({ ...details, ...revision.details } as ListingDetailsEntity) : details;
    return toListingView(family, merged, mergedDetails, { ownerView: true, withDescription: true });
  }
}
