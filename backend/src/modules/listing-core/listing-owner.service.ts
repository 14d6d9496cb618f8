import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '../../contracts/error-codes.js';
import type { ListingType } from '../../contracts/lists.js';
import { ListingStatus } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { AuditService } from '../audit/audit.service.js';
import { MasterdataService } from '../masterdata/masterdata.service.js';
import type { ListingInputDto } from './dto/listing-input.dto.js';
import { actorFor, assertMayCreate, isModerator } from './listing-actors.js';
import { listingAuditSnapshot } from './listing-audit.js';
import { ListingChangesService } from './listing-changes.service.js';
import { ListingEventsService } from './listing-events.service.js';
import { commonFrom, completeCommon, detailsFrom, NON_MATERIAL, sameValue, throwIfErrors, withPrivacy, type Common, type Details } from './listing-input.js';
import { LISTING_MEDIA, type ListingMedia } from './listing-media.js';
import { ListingRegistry } from './listing-registry.js';
import { assertTransition, editActionFor, type ListingActor } from './listing-status.js';
import { slugFor } from './listing-text.js';
import { ListingViewsService, type View } from './listing-views.service.js';
import { ListingEntity, type ListingCommonColumns, type ListingRevision } from './listing.entity.js';
import { ListingRepository } from './listing.repository.js';

/** The pictures a listing keeps: those it shows and, while an edit waits, those the edit proposes. */
function imageKeys(listing: ListingEntity, revision: ListingRevision | null, proposed: { key: string }[]): string[] {
  return [...new Set([...listing.gallery.map((image) => image.key), ...(revision ? proposed.map((image) => image.key) : [])])];
}

/**
 * What an owner does with a listing (staff may do the same): create, edit, renew and withdraw it.
 * An owner's material edit of a published listing waits for moderation as a revision.
 */
@Injectable()
export class ListingOwnerService {
  constructor(
    private readonly registry: ListingRegistry,
    private readonly repository: ListingRepository,
    private readonly masterdata: MasterdataService,
    private readonly views: ListingViewsService,
    private readonly changes: ListingChangesService,
    private readonly events: ListingEventsService,
    @Inject(LISTING_MEDIA) private readonly media: ListingMedia,
    private readonly audit: AuditService,
  ) {}

  /**
   * A new listing: published at once by staff (audited as `listing.create`), sent for moderation
   * otherwise (the moderators are alerted). `bulk`: content loaded in bulk, such as the demo data,
   * alerts nobody and writes no audit entry.
   */
  async create(type: ListingType, user: AuthUser, input: ListingInputDto, options: { bulk?: boolean } = {}): Promise<View> {
    const family = this.registry.get(type);
    const actor: ListingActor = isModerator(user) ? 'staff' : 'owner';
    assertMayCreate(family, user, actor);
    const status = assertTransition(actor === 'staff' ? 'publish' : 'submit', null, actor);
    const common = commonFrom(family, input, null, this.normalizeCity);
    const details = detailsFrom(family, input as unknown as Details, null);
    throwIfErrors([...common.errors, ...details.errors]);
    completeCommon(family, common.values, details.values);
    const id = await this.repository.transaction(async (manager) => {
      const listing = manager.create(ListingEntity, {
        ...common.values,
        family: type,
        ownerId: user.id,
        status,
        slug: slugFor(common.values.title ?? ''),
        gallery: [],
        documents: [],
        ...(status === ListingStatus.Approved ? this.changes.publication(family) : {}),
      });
      await manager.insert(ListingEntity, listing as never);
      await manager.insert(family.details, { ...details.values, listingId: listing.id } as never);
      const media = await this.media.attach(user.id, listing.id, input.gallery ?? [], input.documents ?? [], manager);
      await manager.update(ListingEntity, { id: listing.id }, { ...media, gallery: withPrivacy(media.gallery, common.privateKeys) });
      if (status === ListingStatus.Pending && !options.bulk) await this.events.alertModerators(manager, listing.id, 'new');
      if (status === ListingStatus.Approved && !options.bulk) await this.events.published(manager, listing.id);
      if (actor === 'staff' && !options.bulk) {
        const created = (await this.repository.findById(listing.id, manager))!;
        await this.audit.record(manager, {
          actor: user,
          action: 'listing.create',
          entityType: 'listing',
          entityId: listing.id,
          before: null,
          after: listingAuditSnapshot(created),
        });
      }
      return listing.id;
    });
    this.changes.invalidate();
    return this.views.ownerView(await this.views.mustFind(id));
  }

  update(type: ListingType, user: AuthUser, id: string, input: Partial<ListingInputDto>): Promise<View> {
    const family = this.registry.get(type);
    return this.changes.change(
      id,
      type,
      async (listing, manager) => {
        const actor = actorFor(listing, user);
        if (listing.status === ListingStatus.Archived) assertTransition('edit', listing.status, actor);
        // A staff edit is applied as it is: it would silently drop the owner's edit still waiting.
        if (actor === 'staff' && listing.pendingRevision) {
          throw new AppException(
            ErrorCode.LISTING_INVALID_TRANSITION,
            'Proprietarul are o modificare care așteaptă moderarea: aprob-o sau respinge-o înainte de a edita anunțul.',
          );
        }
        const currentDetails = await this.repository.detailsOfOne(family.details, id, manager);
        // An owner edits on top of the edit still waiting for moderation, if any.
        const revision = actor === 'owner' ? listing.pendingRevision : null;
        const baseCommon: Common = { ...listing, ...(revision?.common ?? {}) };
        const baseDetails: Details = { ...(currentDetails ?? {}), ...(revision?.details ?? {}) };
        const common = commonFrom(family, input, baseCommon, this.normalizeCity);
        const details = detailsFrom(family, input as Details, baseDetails);
        throwIfErrors([...common.errors, ...details.errors]);
        completeCommon(family, common.values, details.values);
        const media = await this.media.attach(
          listing.ownerId,
          id,
          input.gallery ?? (baseCommon.gallery ?? []).map((image) => image.key),
          input.documents ?? (baseCommon.documents ?? []).map((doc) => doc.key),
          manager,
        );
        const nextCommon: Common = { ...common.values, gallery: withPrivacy(media.gallery, common.privateKeys), documents: media.documents };
        const changedCommon = Object.fromEntries(
          Object.entries(nextCommon).filter(([key, value]) => !sameValue(value, (listing as unknown as Details)[key])),
        ) as Common;
        const changedDetails = Object.fromEntries(
          Object.entries(details.values).filter(([key, value]) => !sameValue(value, (currentDetails as unknown as Details | null)?.[key])),
        );
        const material =
          Object.keys(changedCommon).some((key) => !NON_MATERIAL.includes(key as keyof ListingCommonColumns) && key !== 'searchText') ||
          Object.keys(changedDetails).length > 0;
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
            Object.keys(proposed).length || Object.keys(changedDetails).length
              ? { common: proposed, details: changedDetails, submittedAt: new Date().toISOString() }
              : null;
          await manager.update(ListingEntity, { id }, { ...immediate, pendingRevision } as never);
          await this.media.detachMissing(
            id,
            imageKeys(listing, pendingRevision, media.gallery),
            media.documents.map((doc) => doc.key),
            manager,
          );
          // An edit on top of one still waiting is the same submission: one alert.
          if (pendingRevision && !listing.pendingRevision) await this.events.alertModerators(manager, id, 'revision');
          return;
        }
        await manager.update(ListingEntity, { id }, { ...changedCommon, status, pendingRevision: null } as never);
        if (Object.keys(changedDetails).length) await manager.update(family.details, { listingId: id } as never, changedDetails as never);
        await this.media.detachMissing(
          id,
          media.gallery.map((image) => image.key),
          media.documents.map((doc) => doc.key),
          manager,
        );
        if (action === 'resubmit') await this.events.alertModerators(manager, id, 'resubmitted');
        if (status === ListingStatus.Approved) await this.events.published(manager, id);
      },
      isModerator(user) ? { action: 'listing.edit', staff: user } : undefined,
    );
  }

  /** Another publication period; `type` null when staff act from the console. */
  renew(type: ListingType | null, user: AuthUser, id: string): Promise<View> {
    return this.changes.change(
      id,
      type,
      async (listing, manager) => {
        const family = this.registry.get(listing.family);
        const actor = actorFor(listing, user);
        if (family.expires === false) throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, 'Acest tip de anunț nu se reînnoiește.');
        const status = assertTransition('renew', listing.status, actor);
        await manager.update(ListingEntity, { id }, { status, ...this.changes.publication(family, listing.publishedAt) });
        await this.events.published(manager, id);
      },
      isModerator(user) ? { action: 'listing.renew', staff: user } : undefined,
    );
  }

  async archive(type: ListingType, user: AuthUser, id: string): Promise<void> {
    await this.changes.change(id, type, async (listing, manager) => {
      const status = assertTransition('archive', listing.status, actorFor(listing, user));
      await manager.update(ListingEntity, { id }, { status, pendingRevision: null });
    });
  }

  /**
   * Account erasure: every listing of the owner leaves the site (archived) without its pictures and
   * documents, whose files go with the account's uploads; runs in the erasure's transaction.
   */
  async withdrawAllOf(ownerId: string, manager: EntityManager): Promise<void> {
    await manager.update(ListingEntity, { ownerId }, { status: ListingStatus.Archived, pendingRevision: null, gallery: [], documents: [], photo: null });
    await this.changes.invalidateAfterCommit(manager);
  }

  private readonly normalizeCity = (countyId: number, city: string): string | null => this.masterdata.normalizeCity(countyId, city);
}
