import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  ACCESS_REQUEST_STATUSES,
  CONFIDENTIAL_FAMILIES,
  type AccessRequest,
  type AccessRequestStatus,
  type AccessSettings,
  type DocumentOpening,
  type NdaText,
  type OwnedDealRoom,
  type PrivateListing,
} from '../../contracts/deal-room.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { STAFF_ROLES } from '../../contracts/lists.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import type { StoredObject } from '../../core/storage/storage-driver.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import { isPubliclyVisible } from '../listing-core/listing-status.js';
import { ListingStatsService } from '../listing-stats/listing-stats.service.js';
import { MailService } from '../mail/mail.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { DealRoomRepository, type AccessRequestRow, type DealListing } from './deal-room.repository.js';
import type { AccessRequestDto } from './dto/access-request.dto.js';
import { CURRENT_NDA } from './nda/nda-v1.js';
import { formatMoment, renderNdaPdf } from './nda/nda-pdf.js';

/** The owner's decisions on a request: the state each needs and the state it leaves. */
const DECISIONS = {
  approve: { from: 'pending', to: 'approved', refused: 'Doar o cerere în așteptare poate fi aprobată.' },
  reject: { from: 'pending', to: 'rejected', refused: 'Doar o cerere în așteptare poate fi respinsă.' },
  revoke: { from: 'approved', to: 'revoked', refused: 'Doar accesul aprobat poate fi retras.' },
} as const satisfies Record<string, { from: AccessRequestStatus; to: AccessRequestStatus; refused: string }>;
export type AccessDecision = keyof typeof DECISIONS;

const isStaff = (user: AuthUser) => (STAFF_ROLES as readonly string[]).includes(user.role);
const statusName = (status: AccessRequestStatus) => ACCESS_REQUEST_STATUSES.find((item) => item.id === status)?.name ?? status;
const NOT_FOUND = 'Anunțul nu există sau nu mai este publicat.';
/** Access requests a buyer may send in an hour (each emails two people with a PDF). */
export const ACCESS_REQUESTS_PER_HOUR = 20;
export const ACCESS_REQUEST_RATE_MESSAGE = 'Ai trimis prea multe cereri de acces în ultima oră. Încearcă din nou mai târziu.';

/**
 * The deal room: buyers ask for the full file of a confidential listing, accepting the site's NDA
 * (its version, time, account and address recorded; a PDF copy emailed to both sides once); the
 * owner approves, rejects or revokes; the owner, staff and approved buyers read the full listing and
 * its documents, each opening of a document logged for the owner.
 */
@Injectable()
export class DealRoomService {
  private readonly logger = new Logger(DealRoomService.name);

  constructor(
    private readonly repository: DealRoomRepository,
    private readonly listings: ListingReadsService,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stats: ListingStatsService,
    private readonly counters: RateCounters,
  ) {}

  nda(): NdaText {
    return CURRENT_NDA;
  }

  /**
   * A buyer's request: only for a published confidential listing (404 when not published, 400 when it
   * is not confidential or is the buyer's own), one open request per buyer and listing (409), at most
   * ACCESS_REQUESTS_PER_HOUR an hour per buyer (429). The
   * PDF copy of the NDA is made and stored first; the request, the two emails with the copy (keyed by
   * the request: sent once) and the analytics count are one transaction.
   */
  async request(user: AuthUser, listingId: string, input: AccessRequestDto, ip: string | null): Promise<AccessRequest> {
    const listing = await this.repository.listing(listingId);
    if (!listing || !isPubliclyVisible(listing)) throw AppException.notFound(NOT_FOUND);
    if (!listing.confidential || !CONFIDENTIAL_FAMILIES.includes(listing.family)) {
      throw AppException.validation([{ field: 'listingId', message: 'Anunțul nu este confidențial: datele lui sunt deja publice.' }]);
    }
    if (listing.ownerId === user.id) throw AppException.validation([{ field: 'listingId', message: 'Nu poți cere acces la propriul anunț.' }]);
    if (await this.repository.openRequest(listing.id, user.id)) throw this.alreadyOpen();
    await this.counters.take([
      { key: `access-request-user:${user.id}`, max: ACCESS_REQUESTS_PER_HOUR, windowSeconds: 60 * 60, message: ACCESS_REQUEST_RATE_MESSAGE },
    ]);
    const [buyer, seller] = await Promise.all([this.repository.user(user.id), this.repository.user(listing.ownerId)]);
    if (!buyer || !seller) throw AppException.notFound(NOT_FOUND);

    const id = randomUUID();
    const acceptedAt = new Date();
    const nda = CURRENT_NDA;
    const autoApproved = listing.autoApproveVerified && buyer.verified;
    const listingUrl = `${this.config.http.publicUrl}${listingPublicPath({ type: listing.family, slug: listing.slug })}`;
    const pdfKey = `deal-room/nda/${acceptedAt.getUTCFullYear()}/${id}.pdf`;
    const pdf = await renderNdaPdf(nda, {
      requestId: id,
      listingTitle: listing.title,
      listingUrl,
      buyerName: buyer.fullName,
      buyerAccountId: buyer.id,
      sellerName: seller.fullName,
      sellerAccountId: seller.id,
      acceptedAt,
      ip,
    });
    await this.storage.put(pdfKey, pdf, 'application/pdf');

    try {
      await this.repository.transaction(async (manager) => {
        await this.repository.insertRequest(manager, {
          id,
          listingId: listing.id,
          buyerId: buyer.id,
          status: autoApproved ? 'approved' : 'pending',
          message: input.message,
          ndaVersion: nda.version,
          ndaAcceptedAt: acceptedAt,
          ndaIp: ip,
          autoApproved,
          decidedAt: autoApproved ? acceptedAt : null,
        });
        const attachments = [{ key: pdfKey, filename: `acord-confidentialitate-${nda.version}-${id.slice(0, 8)}.pdf` }];
        const common = {
          listingTitle: listing.title,
          ndaVersion: nda.version,
          acceptedAt: formatMoment(acceptedAt),
          autoApproved: autoApproved ? 'yes' : 'no',
        };
        await this.mail.send(
          'access-request-new',
          seller.email,
          {
            ...common,
            fullName: seller.fullName,
            buyerName: buyer.fullName,
            buyerVerified: buyer.verified ? 'yes' : 'no',
            message: input.message,
            url: `${this.config.http.publicUrl}/cont/cereri-acces`,
          },
          { jobId: `access-request-${id}-owner`, transaction: manager, attachments },
        );
        await this.mail.send(
          'access-request-sent',
          buyer.email,
          { ...common, fullName: buyer.fullName, url: autoApproved ? listingUrl : `${this.config.http.publicUrl}/cont/cereri-acces` },
          { jobId: `access-request-${id}-buyer`, transaction: manager, attachments },
        );
        // The seller's analytics count the request with it (same transaction).
        await this.stats.record(listing.id, 'accessRequests', manager);
      });
    } catch (error) {
      await this.storage.delete(pdfKey).catch((cause: unknown) => this.logger.warn(`NDA copy ${pdfKey} left behind: ${String(cause)}`));
      // Two requests at once: the unique index of open requests lets one in.
      if ((error as { code?: string }).code === '23505') throw this.alreadyOpen();
      throw error;
    }
    return this.toView((await this.repository.findRequest(id))!, 'buyer');
  }

  /** The listing's requests, newest first: its owner and staff; 404 for anyone else. */
  async requestsOf(user: AuthUser, listingId: string): Promise<AccessRequest[]> {
    const listing = await this.repository.listing(listingId);
    if (!listing || (listing.ownerId !== user.id && !isStaff(user))) throw AppException.notFound(NOT_FOUND);
    return (await this.repository.requestsOfListing(listing.id)).map((row) => this.toView(row, 'owner'));
  }

  /**
   * Every confidential listing of the owner with its requests and openings: `cont/cereri-acces` in
   * one request and three queries (it used to read every listing of the owner, then two requests per
   * confidential one). Only the signed-in user's own listings are read.
   */
  async ownedRooms(user: AuthUser): Promise<OwnedDealRoom[]> {
    const listings = await this.repository.confidentialOfOwner(user.id);
    const ids = listings.map((listing) => listing.id);
    const [requests, openings] = await Promise.all([this.repository.requestsOfListings(ids), this.repository.openingsOfListings(ids)]);
    return listings.map((listing) => ({
      listingId: listing.id,
      listingType: listing.family,
      listingSlug: listing.slug,
      listingCategory: listing.category,
      listingTitle: listing.title,
      autoApproveVerified: listing.autoApproveVerified,
      requests: requests.filter((row) => row.listingId === listing.id).map((row) => this.toView(row, 'owner')),
      openings: openings
        .filter((row) => row.listingId === listing.id)
        .map((row) => ({
          documentKey: row.documentKey,
          documentName: row.documentName,
          user: { id: row.userId, fullName: row.userName },
          openedAt: new Date(row.openedAt).toISOString(),
        })),
    }));
  }

  async mine(user: AuthUser): Promise<AccessRequest[]> {
    return (await this.repository.requestsOfBuyer(user.id)).map((row) => this.toView(row, 'buyer'));
  }

  /** The owner approves or rejects a pending request, or revokes an approved one; the buyer is told (once). */
  async decide(user: AuthUser, requestId: string, decision: AccessDecision): Promise<AccessRequest> {
    const rule = DECISIONS[decision];
    await this.repository.transaction(async (manager) => {
      const request = await this.repository.findRequest(requestId, manager, true);
      if (!request || request.listingOwnerId !== user.id) throw AppException.notFound('Cererea de acces nu există.');
      if (request.status !== rule.from) throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, rule.refused);
      await this.repository.decide(manager, request.id, rule.to, new Date());
      const url =
        rule.to === 'approved'
          ? `${this.config.http.publicUrl}${listingPublicPath({ type: request.listingType, slug: request.listingSlug })}`
          : `${this.config.http.publicUrl}/cont/cereri-acces`;
      await this.mail.send(
        'access-request-decided',
        request.buyerEmail,
        { fullName: request.buyerName, listingTitle: request.listingTitle, decision: rule.to, url },
        { jobId: `access-request-${request.id}-${rule.to}`, transaction: manager },
      );
    });
    return this.toView((await this.repository.findRequest(requestId))!, 'owner');
  }

  async settings(user: AuthUser, listingId: string, input: AccessSettings): Promise<AccessSettings> {
    const listing = await this.repository.listing(listingId);
    if (!listing || listing.ownerId !== user.id) throw AppException.notFound(NOT_FOUND);
    // Only the owner's answers carry the setting: no public answer or page changes.
    await this.repository.setAutoApprove(listing.id, input.autoApproveVerified);
    return { autoApproveVerified: input.autoApproveVerified };
  }

  /** The full listing: the owner and staff (any state), approved buyers (while it is published); 403 for anyone else signed in. */
  async privateListing(user: AuthUser, listingId: string): Promise<PrivateListing> {
    const { listing, as } = await this.access(user, listingId);
    const view = await this.listings.fullView(listing.id, as);
    if (!view) throw AppException.notFound(NOT_FOUND);
    return {
      ...view,
      confidential: listing.confidential,
      teaser: (view.teaser as string | null | undefined) ?? null,
      companyName: (view.companyName as string | null | undefined) ?? null,
      publicFigures: view.publicFigures ?? [],
      documents: listing.documents,
    } as PrivateListing;
  }

  /** A document of the listing for the owner, staff and approved buyers; every opening but the owner's is logged. */
  async openDocument(user: AuthUser, listingId: string, key: string): Promise<StoredObject & { contentType: string; fileName: string }> {
    const { listing } = await this.access(user, listingId);
    const document = listing.documents.find((item) => item.key === key);
    if (!document) throw AppException.notFound('Documentul nu există.');
    const object = await this.uploads.openSiteDocument(document.key);
    if (!object) throw AppException.notFound('Documentul nu există.');
    if (user.id !== listing.ownerId) await this.repository.logOpening(listing.id, user.id, document);
    return { ...object, contentType: document.contentType, fileName: document.originalName };
  }

  /** Who opened the listing's documents, newest first: its owner and staff; 404 for anyone else. */
  async openings(user: AuthUser, listingId: string): Promise<DocumentOpening[]> {
    const listing = await this.repository.listing(listingId);
    if (!listing || (listing.ownerId !== user.id && !isStaff(user))) throw AppException.notFound(NOT_FOUND);
    return (await this.repository.openings(listing.id)).map((row) => ({
      documentKey: row.documentKey,
      documentName: row.documentName,
      user: { id: row.userId, fullName: row.userName },
      openedAt: new Date(row.openedAt).toISOString(),
    }));
  }

  /**
   * Whether the user's access request of the listing is approved (not revoked): what other modules
   * ask, e.g. messaging before a buyer writes to the owner of a confidential listing.
   */
  async hasApprovedAccess(listingId: string, userId: string): Promise<boolean> {
    return (await this.repository.openRequest(listingId, userId))?.status === 'approved';
  }

  /** Who may read the full listing: the owner and staff as owners, a buyer whose request is approved (published listing only). */
  private async access(user: AuthUser, listingId: string): Promise<{ listing: DealListing; as: 'owner' | 'buyer' }> {
    const listing = await this.repository.listing(listingId);
    if (!listing) throw AppException.notFound(NOT_FOUND);
    if (listing.ownerId === user.id || isStaff(user)) return { listing, as: 'owner' };
    const approved = listing.confidential && isPubliclyVisible(listing) && (await this.hasApprovedAccess(listing.id, user.id));
    if (!approved) throw AppException.forbidden('Ai nevoie de acordul vânzătorului pentru a vedea datele confidențiale ale acestui anunț.');
    return { listing, as: 'buyer' };
  }

  private alreadyOpen(): AppException {
    return new AppException(ErrorCode.LISTING_INVALID_TRANSITION, 'Ai deja o cerere de acces în așteptare sau aprobată pentru acest anunț.');
  }

  /** The API's request; the buyer's email for the owner only once approved (the buyer always sees their own). */
  private toView(row: AccessRequestRow, as: 'owner' | 'buyer'): AccessRequest {
    return {
      id: row.id,
      listingId: row.listingId,
      listingType: row.listingType,
      listingSlug: row.listingSlug,
      listingTitle: row.listingTitle,
      status: row.status,
      statusName: statusName(row.status),
      message: row.message,
      buyer: {
        id: row.buyerId,
        fullName: row.buyerName,
        email: as === 'buyer' || row.status === 'approved' ? row.buyerEmail : null,
        verified: Boolean(row.buyerVerified),
      },
      ndaVersion: row.ndaVersion,
      ndaAcceptedAt: row.ndaAcceptedAt.toISOString(),
      autoApproved: row.autoApproved,
      decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
