import { Injectable } from '@nestjs/common';
import type { AdminListingView } from '../../contracts/admin.js';
import type { ListingView } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { MasterdataService } from '../masterdata/masterdata.service.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';
import type { ListingFamilyDefinition } from './listing-family.js';
import { ListingRegistry } from './listing-registry.js';
import { toListingOwner, toListingView } from './listing.mapper.js';
import { ListingRepository } from './listing.repository.js';
import type { ListingEntity } from './listing.entity.js';

export type View = ListingView<Record<string, unknown>>;

/** The answer for a listing that is missing, or that the caller may not see. */
export function listingNotFound(): AppException {
  return AppException.notFound('Anunțul nu există sau nu mai este publicat.');
}

/**
 * The answers of the listing services: a listing as visitors, its owner or staff see it, each
 * with its family's details read in as few queries as possible.
 */
@Injectable()
export class ListingViewsService {
  constructor(
    private readonly registry: ListingRegistry,
    private readonly repository: ListingRepository,
    private readonly masterdata: MasterdataService,
  ) {}

  async mustFind(id: string): Promise<ListingEntity> {
    const listing = await this.repository.findById(id);
    if (!listing) throw listingNotFound();
    return listing;
  }

  /** A single-listing answer for visitors: with the description and the map coordinates. */
  async view(family: ListingFamilyDefinition, listing: ListingEntity): Promise<View> {
    return this.located(toListingView(family, listing, await this.repository.detailsOfOne(family.details, listing.id), { withDescription: true }));
  }

  /** Adds the coordinates of the listing's locality (single-listing answers; lists leave them out). */
  located(view: View): View {
    return { ...view, ...this.masterdata.coordinatesOf(view.county, view.city) };
  }

  async views(family: ListingFamilyDefinition, rows: ListingEntity[]): Promise<View[]> {
    const details = await this.repository.detailsOf(
      family.details,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toListingView(family, row, details.get(row.id) ?? null));
  }

  /** The owner's view: the listing with its waiting edit applied, plus status fields. */
  async ownerView(listing: ListingEntity): Promise<View> {
    const family = this.registry.get(listing.family);
    return this.located(this.withRevision(family, listing, await this.repository.detailsOfOne(family.details, listing.id)));
  }

  /** Owner views plus the owner (rows read with `owner` joined). */
  async staffViews(rows: ListingEntity[]): Promise<AdminListingView[]> {
    const views = await this.ownerViews(rows);
    return views.map((view, index) => ({ ...view, owner: toListingOwner(rows[index].owner) }));
  }

  /** Owner views of listings of any families: one details query per family present. */
  async ownerViews(rows: ListingEntity[]): Promise<View[]> {
    const details = new Map<string, ListingDetailsEntity>();
    for (const type of new Set(rows.map((row) => row.family))) {
      const family = this.registry.get(type);
      const ofFamily = rows.filter((row) => row.family === type).map((row) => row.id);
      for (const [id, row] of await this.repository.detailsOf(family.details, ofFamily)) details.set(id, row);
    }
    return rows.map((row) => this.withRevision(this.registry.get(row.family), row, details.get(row.id) ?? null));
  }

  withRevision(family: ListingFamilyDefinition, listing: ListingEntity, details: ListingDetailsEntity | null): View {
    const revision = listing.pendingRevision;
    const merged = revision ? ({ ...listing, ...revision.common, pendingRevision: revision } as ListingEntity) : listing;
    const mergedDetails = revision && details ? ({ ...details, ...revision.details } as ListingDetailsEntity) : details;
    return toListingView(family, merged, mergedDetails, { ownerView: true, withDescription: true });
  }
}
