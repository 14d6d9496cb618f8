import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import { ListingStatus, type ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import type { ListingListQueryDto } from './dto/listing-list-query.dto.js';
import { canManage } from './listing-actors.js';
import { listingFiltersOf } from './listing-filters.js';
import { ListingRegistry } from './listing-registry.js';
import { isPubliclyVisible } from './listing-status.js';
import { listingNotFound, ListingViewsService, type View } from './listing-views.service.js';
import type { ListingEntity } from './listing.entity.js';
import { toListingView } from './listing.mapper.js';
import { ListingOwnerRepository } from './listing-owner.repository.js';
import type { ListingFilters } from './listing-filters.js';
import { ListingRepository, type ListingLink } from './listing.repository.js';

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

/** What identifies a listing's page and its owner. */
function refOf(listing: ListingEntity): PublicListingRef {
  return {
    id: listing.id,
    type: listing.family,
    slug: listing.slug,
    category: listing.category,
    title: listing.title,
    ownerId: listing.ownerId,
    confidential: listing.confidential,
  };
}

/**
 * Reading listings: the families' public lists and pages, the owner's own listings, and the
 * references other features keep (messages, notifications, the sitemap).
 */
@Injectable()
export class ListingReadsService {
  constructor(
    private readonly registry: ListingRegistry,
    private readonly repository: ListingRepository,
    private readonly owners: ListingOwnerRepository,
    private readonly views: ListingViewsService,
  ) {}

  /** `query` is the family's own list DTO: the common filters plus those its definition reads. */
  async list(type: ListingType, query: ListingListQueryDto, variant: 'web' | 'newest' = 'web'): Promise<ListResponse<View>> {
    const family = this.registry.get(type);
    const { page, perPage, offset } = pageOf(query);
    const filters = listingFiltersOf(family, query, variant);
    const { rows, total, totalIsEstimate, featured, hasMore } = await this.repository.listPublic(family, filters, { offset, limit: perPage });
    return listResponse(await this.views.views(family, rows), page, perPage, total, featured, { totalIsEstimate, hasMore });
  }

  /** A page of the family's public listings among `ids` (investor profiles matching an owner's listing), newest first. */
  async listAmong(type: ListingType, ids: string[], query: { page?: number; pageSize?: number }): Promise<ListResponse<View>> {
    const family = this.registry.get(type);
    const { page, perPage, offset } = pageOf(query);
    const rows = await this.repository.publicByIds(type, ids, { offset, limit: perPage });
    return listResponse(await this.views.views(family, rows), page, perPage, ids.length);
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
    if (!listing || !isPubliclyVisible(listing)) throw listingNotFound();
    return this.views.view(this.registry.get(type), listing);
  }

  /** By id: published listings for everyone, any state for the owner and staff. */
  async getById(type: ListingType, id: string, viewer?: AuthUser): Promise<View> {
    const listing = await this.repository.findById(id);
    if (!listing || listing.family !== type) throw listingNotFound();
    if (canManage(listing, viewer)) return this.views.ownerView(listing);
    if (!isPubliclyVisible(listing)) throw listingNotFound();
    return this.views.view(this.registry.get(type), listing);
  }

  /** A not-yet-public listing, for its owner and staff only (spec: /unapproved/{slug}). */
  async getUnapprovedBySlug(type: ListingType, slug: string, viewer: AuthUser): Promise<View> {
    const listing = await this.repository.findBySlug(type, slug);
    if (!listing || !canManage(listing, viewer)) throw listingNotFound();
    return this.views.ownerView(listing);
  }

  /**
   * The deal room's full listing (`GET /api/listings/{id}/private`): the owner's view for the owner
   * and staff (any state), everything the public does not see for an approved buyer (the caller
   * decided they may). Null when the listing is gone.
   */
  async fullView(id: string, as: 'owner' | 'buyer'): Promise<View | null> {
    const listing = await this.repository.findById(id);
    if (!listing) return null;
    if (as === 'owner') return this.views.ownerView(listing);
    const family = this.registry.get(listing.family);
    return this.views.located(
      toListingView(family, listing, await this.repository.detailsOfOne(family.details, listing.id), { withDescription: true, reveal: true }),
    );
  }

  /** A listing visitors see, by id, with what identifies its page and its owner; null otherwise. */
  async findPublic(id: string): Promise<PublicListingRef | null> {
    const listing = await this.repository.findById(id);
    if (!listing || !isPubliclyVisible(listing)) return null;
    return refOf(listing);
  }

  /** A listing in any state, as notifications name it (null when it is gone). */
  async findRef(id: string): Promise<(PublicListingRef & { status: ListingStatus; expiresAt: Date | null; public: boolean; revisionWaiting: boolean }) | null> {
    const listing = await this.repository.findById(id);
    if (!listing) return null;
    return {
      ...refOf(listing),
      status: listing.status,
      expiresAt: listing.expiresAt,
      public: isPubliclyVisible(listing),
      revisionWaiting: listing.pendingRevision !== null,
    };
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
    if (!listing || listing.family !== type || !isPubliclyVisible(listing)) throw listingNotFound();
    return this.views.views(family, await this.repository.related(type, listing, limit));
  }

  async featured(type: ListingType, id: string, limit = 4): Promise<View[]> {
    const family = this.registry.get(type);
    const listing = await this.repository.findById(id);
    if (!listing || listing.family !== type) throw listingNotFound();
    return this.views.views(family, await this.repository.featured(type, id, limit));
  }

  /** The signed-in user's own listings (every family, every state but archived). */
  async mine(
    user: AuthUser,
    query: { page?: number; pageSize?: number; type?: ListingType; status?: string; confidential?: boolean },
  ): Promise<ListResponse<View> & { statusCounts: Record<string, number> }> {
    const { page, perPage, offset } = pageOf(query, 20);
    const [{ rows, total }, statusCounts] = await Promise.all([
      this.owners.ofOwner(user.id, { offset, limit: perPage }, query.type, { status: query.status, confidential: query.confidential }),
      // The tabs of cont/anunturile-mele count every state of the chosen family in the same answer.
      this.owners.ownerStatusCounts(user.id, query.type),
    ]);
    return { ...listResponse(await this.views.ownerViews(rows), page, perPage, total), statusCounts };
  }

  /** Which of `ids` are the user's own listings of `families`, each with whether visitors see it; the others (anyone else's, unknown) are left out. */
  ownedAmong(user: AuthUser, ids: readonly string[], families: readonly ListingType[]): Promise<{ id: string; visible: boolean }[]> {
    return this.owners.ownedAmong(user.id, ids, families);
  }

  /** One of the signed-in user's own listings (not archived): the same answer as `mine` gives for it. */
  async mineOne(user: AuthUser, id: string): Promise<View> {
    const listing = await this.repository.findById(id);
    if (!listing || listing.ownerId !== user.id || listing.status === ListingStatus.Archived) throw listingNotFound();
    return this.views.ownerView(listing);
  }
}
