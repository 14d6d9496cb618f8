import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import { STAFF_ROLES } from '../../contracts/lists.js';
import { LISTING_MAX_DOCUMENTS, LISTING_MAX_IMAGES, type GalleryImage, type ListingDocument } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { STORAGE_DRIVER, type StorageDriver, type StoredObject } from '../../core/storage/storage-driver.js';
import type { ListingMedia } from '../listing-core/listing-media.js';
import { AfterCommit } from '../../core/database/after-commit.js';
import { validateDocument, type DocumentRule } from './document-sniffer.js';
import { processImage, type ProcessedImage } from './image-processor.js';
import { UploadRepository, type NewUpload, type Uploader } from './upload.repository.js';
import type { UploadEntity, UploadKind } from './upload.entity.js';
import {
  DOCUMENT_KEY_PATTERN,
  documentStorageKey,
  IMAGE_CONTENT_TYPE,
  IMAGE_KEY_PATTERN,
  imageFileToStorageKey,
  imageStorageKey,
  newDocumentKey,
  newImageKey,
  sanitizeFileName,
  toGalleryImage,
  toListingDocument,
} from './upload-keys.js';

/** A file as received (multipart part or any other source). */
export interface IncomingFile {
  filename: string;
  buffer: Buffer;
}

export interface StoreOptions {
  /** Store straight into this listing (the caller checked the user may); counts toward its limit. */
  listingId?: string;
}

/** A document of the site's own content (no uploads row: the caller's record holds it). */
export interface SiteDocument {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
}

export interface DocumentDownload extends StoredObject {
  contentType: string;
  fileName: string;
}

/** Uploads waiting for their listing, per user: enough for a few listings in progress. */
export const MAX_UNATTACHED_IMAGES = 60;
export const MAX_UNATTACHED_DOCUMENTS = 30;

/** Uploads not attached to anything this many hours after they arrived are deleted (hourly schedule). */
export const UNATTACHED_UPLOAD_HOURS = 24;
/** Rows the cleanup deletes per batch. */
const CLEANUP_BATCH = 500;

export const UPLOAD_RATE_MESSAGE = 'Ai încărcat prea multe fișiere în ultima oră. Încearcă din nou mai târziu.';
export const DOCUMENTS_NEED_VERIFIED_EMAIL_MESSAGE =
  'Confirmă adresa de email înainte de a încărca documente. Linkul de confirmare ți l-am trimis pe email la înregistrare.';
export const quotaMessage = (quotaBytes: number) =>
  `Fișierele nu mai încap în spațiul de stocare al contului (cel mult ${Math.floor(quotaBytes / 1024 / 1024)} MB). Șterge fișiere de care nu mai ai nevoie.`;

interface KindRules {
  kind: UploadKind;
  field: string;
  perListing: number;
  unattached: number;
  none: string;
  tooManyForListing: string;
  tooManyUnattached: string;
}

const IMAGE_RULES: KindRules = {
  kind: 'image',
  field: 'images',
  perListing: LISTING_MAX_IMAGES,
  unattached: MAX_UNATTACHED_IMAGES,
  none: 'Alege cel puțin o imagine.',
  tooManyForListing: `O listare poate avea cel mult ${LISTING_MAX_IMAGES} de imagini.`,
  tooManyUnattached: 'Ai prea multe imagini neatașate; finalizează anunțul sau șterge din ele.',
};

const DOCUMENT_RULES: KindRules = {
  kind: 'document',
  field: 'documents',
  perListing: LISTING_MAX_DOCUMENTS,
  unattached: MAX_UNATTACHED_DOCUMENTS,
  none: 'Alege cel puțin un document.',
  tooManyForListing: `O listare poate avea cel mult ${LISTING_MAX_DOCUMENTS} documente.`,
  tooManyUnattached: 'Ai prea multe documente neatașate; finalizează anunțul sau șterge din ele.',
};

const isStaff = (user: AuthUser) => (STAFF_ROLES as readonly string[]).includes(user.role);
const unique = (keys: string[]) => [...new Set(keys)];
/** User-sent keys are echoed in messages; never at length. */
const shown = (key: unknown) => String(key).slice(0, 60);

/**
 * Listing pictures (public, two WebP variants) and private documents. Files are checked completely
 * before anything is written, quotas are counted under a lock, and on any failure the files
 * already written are removed: a refused upload leaves nothing behind.
 */
@Injectable()
export class UploadsService implements ListingMedia {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly repository: UploadRepository,
    private readonly afterCommit: AfterCommit,
    private readonly counters: RateCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async storeImages(ownerId: string, files: IncomingFile[], options: StoreOptions = {}): Promise<GalleryImage[]> {
    const listingId = options.listingId ?? null;
    const uploader = await this.repository.uploader(ownerId);
    await this.assertRoom(IMAGE_RULES, uploader, listingId, files.length);
    // Every file is decoded and rendered before the first one is stored.
    const rendered: { file: IncomingFile; image: ProcessedImage }[] = [];
    for (const file of files) rendered.push({ file, image: await processImage(file.buffer, IMAGE_RULES.field) });
    await this.countUploads(ownerId, files.length);

    const rows: NewUpload[] = [];
    await this.storeAll(IMAGE_RULES, uploader, listingId, rows, async (written) => {
      for (const { file, image } of rendered) {
        const key = newImageKey();
        for (const [variant, body] of [
          ['large', image.large],
          ['thumb', image.thumb],
        ] as const) {
          const storageKey = imageStorageKey(key, variant);
          written.push(storageKey);
          await this.storage.put(storageKey, body, IMAGE_CONTENT_TYPE);
        }
        rows.push({
          ownerId,
          listingId,
          kind: 'image',
          key,
          originalName: sanitizeFileName(file.filename, 'imagine'),
          contentType: IMAGE_CONTENT_TYPE,
          size: image.large.length + image.thumb.length,
        });
      }
    });
    return rows.map(toGalleryImage);
  }

  /**
   * A new unattached image of `ownerId` with the same (already processed) variants as `sourceKey`.
   * For trusted callers only (demo and bulk seeding); no HTTP route reaches it.
   */
  async copyImage(ownerId: string, sourceKey: string): Promise<GalleryImage> {
    const source = await this.repository.findByKey(sourceKey);
    if (!source || source.kind !== 'image') throw AppException.notFound('Imaginea nu există.');
    const key = newImageKey();
    const written: string[] = [];
    try {
      for (const variant of ['large', 'thumb'] as const) {
        const object = await this.storage.get(imageStorageKey(source.key, variant));
        if (!object) throw AppException.notFound('Imaginea nu există.');
        const chunks: Buffer[] = [];
        for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Buffer));
        written.push(imageStorageKey(key, variant));
        await this.storage.put(imageStorageKey(key, variant), Buffer.concat(chunks), IMAGE_CONTENT_TYPE);
      }
      // Trusted callers seed listings right away: no quota of unattached images applies.
      const row: NewUpload = {
        ownerId,
        listingId: null,
        kind: 'image',
        key,
        originalName: source.originalName,
        contentType: IMAGE_CONTENT_TYPE,
        size: source.size,
      };
      await this.repository.insert([row]);
      return toGalleryImage(row);
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
  }

  /** Documents: only accounts with a confirmed email address (403 UPLOAD_EMAIL_NOT_VERIFIED), before anything is read. */
  async storeDocuments(ownerId: string, files: IncomingFile[], options: StoreOptions = {}): Promise<ListingDocument[]> {
    const listingId = options.listingId ?? null;
    const uploader = await this.repository.uploader(ownerId);
    if (!uploader.verified) throw new AppException(ErrorCode.UPLOAD_EMAIL_NOT_VERIFIED, DOCUMENTS_NEED_VERIFIED_EMAIL_MESSAGE);
    await this.assertRoom(DOCUMENT_RULES, uploader, listingId, files.length);
    const checked = files.map((file) => ({ file, type: validateDocument(file.buffer, DOCUMENT_RULES.field) }));
    await this.countUploads(ownerId, checked.length);

    const rows: NewUpload[] = [];
    await this.storeAll(DOCUMENT_RULES, uploader, listingId, rows, async (written) => {
      for (const { file, type } of checked) {
        const key = newDocumentKey(type.extension);
        const storageKey = documentStorageKey(key);
        written.push(storageKey);
        await this.storage.put(storageKey, file.buffer, type.contentType);
        rows.push({
          ownerId,
          listingId,
          kind: 'document',
          key,
          originalName: sanitizeFileName(file.filename, 'document', type.extension),
          contentType: type.contentType,
          size: file.buffer.length,
        });
      }
    });
    return rows.map(toListingDocument);
  }

  /**
   * A document of the site's own content, such as a funding programme's application form (staff
   * callers only): checked by its bytes against `rule` on `field` like every document, counted
   * against the uploader's hourly upload limit, stored under a fresh key. No uploads row and no
   * storage quota (the site's content, not an account's): the caller's record holds the key, reads
   * the file with `openSiteDocument` and removes it with `removeSiteDocuments`.
   */
  async storeSiteDocument(uploaderId: string, file: IncomingFile, field: string, rule: DocumentRule): Promise<SiteDocument> {
    const type = validateDocument(file.buffer, field, rule);
    await this.countUploads(uploaderId, 1);
    const key = newDocumentKey(type.extension);
    await this.storage.put(documentStorageKey(key), file.buffer, type.contentType);
    return { key, originalName: sanitizeFileName(file.filename, 'document', type.extension), contentType: type.contentType, size: file.buffer.length };
  }

  /** A site document's file (the caller decided it may be read), or null when there is none. */
  async openSiteDocument(key: string): Promise<StoredObject | null> {
    if (!DOCUMENT_KEY_PATTERN.test(key)) return null;
    const object = await this.storage.get(documentStorageKey(key));
    if (!object) this.logger.warn(`Site document ${key} has a record but no file`);
    return object;
  }

  /** Removes site documents' files: once `manager`'s transaction commits when given (never on rollback), at once otherwise. */
  async removeSiteDocuments(keys: string[], manager?: EntityManager): Promise<void> {
    const storageKeys = keys.filter((key) => DOCUMENT_KEY_PATTERN.test(key)).map(documentStorageKey);
    if (!storageKeys.length) return;
    await this.afterCommit.run(manager, () => this.removeFiles(storageKeys));
  }

  /**
   * Makes these uploads the listing's gallery and documents, in the given order. Each key must be
   * an unattached upload of `ownerId` or already belong to this listing. Runs in `manager`'s
   * transaction when given (rows are locked until it ends).
   */
  async attach(
    ownerId: string,
    listingId: string,
    imageKeys: string[],
    documentKeys: string[],
    manager?: EntityManager,
  ): Promise<{ gallery: GalleryImage[]; documents: ListingDocument[] }> {
    const images = unique(imageKeys);
    const documents = unique(documentKeys);
    if (images.length > LISTING_MAX_IMAGES) throw AppException.validation([{ field: 'gallery', message: IMAGE_RULES.tooManyForListing }]);
    if (documents.length > LISTING_MAX_DOCUMENTS) throw AppException.validation([{ field: 'documents', message: DOCUMENT_RULES.tooManyForListing }]);

    const work = async (transaction: EntityManager) => {
      const imageRows = await this.usableRows(images, 'image', ownerId, listingId, transaction);
      const documentRows = await this.usableRows(documents, 'document', ownerId, listingId, transaction);
      const errors = [
        ...images.filter((key) => !imageRows.has(key)).map((key) => ({ field: 'gallery', message: `Imaginea „${shown(key)}” nu îți aparține sau nu există.` })),
        ...documents
          .filter((key) => !documentRows.has(key))
          .map((key) => ({ field: 'documents', message: `Documentul „${shown(key)}” nu îți aparține sau nu există.` })),
      ];
      if (errors.length) throw AppException.validation(errors);
      await this.repository.setListing([...images, ...documents], listingId, transaction);
      return {
        gallery: images.map((key) => toGalleryImage(imageRows.get(key)!)),
        documents: documents.map((key) => toListingDocument(documentRows.get(key)!)),
      };
    };
    if (!manager) return this.repository.transaction(work);
    return manager.queryRunner?.isTransactionActive ? work(manager) : manager.transaction(work);
  }

  /**
   * Deletes the listing's uploads that are in neither keep list, then their files. Inside a
   * transaction the files go only once it commits (never on rollback); a failed file delete is logged.
   */
  async detachMissing(listingId: string, keepImageKeys: string[], keepDocumentKeys: string[], manager?: EntityManager): Promise<void> {
    const removed = await this.repository.deleteListingUploadsExcept(listingId, keepImageKeys, keepDocumentKeys, manager);
    if (!removed.length) return;
    const storageKeys = removed.flatMap((row) => this.storageKeysOf(row));
    await this.afterCommit.run(manager, () => this.removeFiles(storageKeys));
  }

  /** Documents are private: their uploader, the owner of the listing they belong to, and staff. */
  async canRead(user: AuthUser, documentKey: string): Promise<boolean> {
    if (!DOCUMENT_KEY_PATTERN.test(documentKey)) return false;
    const document = await this.repository.findDocumentWithListingOwner(documentKey);
    return Boolean(document && this.mayRead(user, document));
  }

  /** Opens a document for `user`; "not found" also when they may not read it (its existence stays hidden). */
  async openDocument(user: AuthUser, documentKey: string): Promise<DocumentDownload> {
    const notFound = () => AppException.notFound('Documentul nu există.');
    if (!DOCUMENT_KEY_PATTERN.test(documentKey)) throw notFound();
    const document = await this.repository.findDocumentWithListingOwner(documentKey);
    if (!document || !this.mayRead(user, document)) throw notFound();
    const object = await this.storage.get(documentStorageKey(document.key));
    if (!object) {
      this.logger.warn(`Document ${document.key} has a row but no file`);
      throw notFound();
    }
    return { ...object, contentType: document.contentType, fileName: document.originalName };
  }

  /** A public image variant by its file name (`<key>-large.webp`, `<key>-thumb.webp`). */
  async openImage(file: string): Promise<StoredObject> {
    const storageKey = imageFileToStorageKey(file);
    const object = storageKey ? await this.storage.get(storageKey) : null;
    if (!object) throw AppException.notFound('Imaginea nu există.');
    return object;
  }

  /** The owner removes an upload not (yet) used by a listing; attached ones leave through listing edits. */
  async deleteUnattached(ownerId: string, key: string): Promise<void> {
    const notFound = () => AppException.notFound('Fișierul nu există.');
    if (!IMAGE_KEY_PATTERN.test(key) && !DOCUMENT_KEY_PATTERN.test(key)) throw notFound();
    const upload = await this.repository.findByKey(key);
    if (!upload || upload.ownerId !== ownerId) throw notFound();
    if (upload.listingId) {
      throw AppException.validation([{ field: 'key', message: 'Fișierul face parte dintr-un anunț; scoate-l din anunț pentru a-l șterge.' }]);
    }
    if (!(await this.repository.deleteUnattached(ownerId, key))) throw notFound();
    await this.removeFiles(this.storageKeysOf(upload));
  }

  /** Uploading straight into a listing: its owner, or staff. */
  async assertMayUploadTo(user: AuthUser, listingId: string): Promise<void> {
    const owner = await this.repository.listingOwner(listingId);
    if (!owner) throw AppException.notFound('Anunțul nu există.');
    if (owner !== user.id && !isStaff(user)) throw AppException.forbidden('Nu poți adăuga fișiere la anunțul altcuiva.');
  }

  private mayRead(user: AuthUser, document: { ownerId: string; listingOwnerId: string | null }): boolean {
    return isStaff(user) || document.ownerId === user.id || document.listingOwnerId === user.id;
  }

  /**
   * Cheap early refusal (before any decoding); `storeAll` counts again under the lock, with the
   * stored sizes (`incomingBytes`) against the storage quota (413 UPLOAD_QUOTA_EXCEEDED). Staff
   * have no quota: what they upload is the site's own content (funding calls, news).
   */
  private async assertRoom(
    rules: KindRules,
    uploader: Uploader,
    listingId: string | null,
    incoming: number,
    manager?: EntityManager,
    incomingBytes = 0,
  ): Promise<void> {
    const ownerId = uploader.id;
    if (incoming === 0) throw AppException.validation([{ field: rules.field, message: rules.none }]);
    if (!uploader.staff) {
      const quota = this.config.limits.uploadQuotaBytes;
      const used = await this.repository.bytesOf(ownerId, manager);
      if (used >= quota || used + incomingBytes > quota) throw new AppException(ErrorCode.UPLOAD_QUOTA_EXCEEDED, quotaMessage(quota));
    }
    // One request never brings more than a listing can hold.
    if (incoming > rules.perListing) throw AppException.validation([{ field: rules.field, message: rules.tooManyForListing }]);
    if (listingId) {
      const existing = await this.repository.countForListing(listingId, rules.kind, manager);
      if (existing + incoming > rules.perListing) throw AppException.validation([{ field: rules.field, message: rules.tooManyForListing }]);
    } else {
      const existing = await this.repository.countUnattached(ownerId, rules.kind, manager);
      if (existing + incoming > rules.unattached) throw AppException.validation([{ field: rules.field, message: rules.tooManyUnattached }]);
    }
  }

  /** Writes the files, then inserts the rows after a locked recount; on any failure removes every file written. */
  private async storeAll(
    rules: KindRules,
    uploader: Uploader,
    listingId: string | null,
    rows: NewUpload[],
    write: (written: string[]) => Promise<void>,
  ): Promise<void> {
    const written: string[] = [];
    try {
      await write(written);
      await this.repository.transaction(async (manager) => {
        // The owner's scope first (their quota), then the listing's: always in this order, so no two uploads deadlock.
        await this.repository.lockScope(manager, `owner:${uploader.id}`);
        if (listingId) await this.repository.lockScope(manager, `listing:${listingId}`);
        const bytes = rows.reduce((sum, row) => sum + row.size, 0);
        await this.assertRoom(rules, uploader, listingId, rows.length, manager, bytes);
        await this.repository.insert(rows, manager);
      });
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
  }

  /** One event per file against the owner's hourly upload limit (UPLOADS_PER_HOUR), all or none: 429 past it. */
  private async countUploads(ownerId: string, files: number): Promise<void> {
    const limit = { key: `upload-user:${ownerId}`, max: this.config.limits.uploadsPerHour, windowSeconds: 60 * 60, message: UPLOAD_RATE_MESSAGE };
    await this.counters.take(Array.from({ length: files }, () => limit));
  }

  /**
   * The schedule's cleanup: uploads created before `before` that no listing and no consulting request
   * holds are deleted, rows first (in batches), then their files. Running it again finds nothing more.
   */
  async deleteUnattachedBefore(before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const removed = await this.repository.deleteUnattachedBefore(before, CLEANUP_BATCH);
      await this.removeFiles(removed.flatMap((row) => this.storageKeysOf(row)));
      total += removed.length;
      if (removed.length < CLEANUP_BATCH) return total;
    }
  }

  /**
   * Account erasure: every upload of the user, and every upload of their listings, with the files
   * (removed once `manager`'s transaction commits, never on rollback).
   */
  async deleteAllOf(ownerId: string, manager?: EntityManager): Promise<number> {
    const removed = await this.repository.deleteAllOf(ownerId, manager);
    if (removed.length) {
      const storageKeys = removed.flatMap((row) => this.storageKeysOf(row));
      await this.afterCommit.run(manager, () => this.removeFiles(storageKeys));
    }
    return removed.length;
  }

  private async usableRows(keys: string[], kind: UploadKind, ownerId: string, listingId: string, manager: EntityManager): Promise<Map<string, UploadEntity>> {
    const rows = await this.repository.findByKeysForUpdate(keys, kind, manager);
    const usable = rows.filter((row) => row.listingId === listingId || (row.ownerId === ownerId && row.listingId === null));
    return new Map(usable.map((row) => [row.key, row]));
  }

  private storageKeysOf(upload: { key: string; kind: UploadKind }): string[] {
    return upload.kind === 'image' ? [imageStorageKey(upload.key, 'large'), imageStorageKey(upload.key, 'thumb')] : [documentStorageKey(upload.key)];
  }

  /** Best effort: a file left behind is harmless, a failed request after a committed change is not. */
  private async removeFiles(storageKeys: string[]): Promise<void> {
    for (const key of storageKeys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.logger.error(`Could not delete stored file ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
