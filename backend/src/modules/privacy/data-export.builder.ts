import { Inject, Injectable } from '@nestjs/common';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver.js';
import { stripDiacritics } from '../../core/text/diacritics.js';
import { documentStorageKey, imageStorageKey } from '../uploads/upload-keys.js';
import { PersonalDataRepository, type DataSubject, type PersonalFile } from './personal-data.repository.js';

/** Who the archive is for: the account's name and address, read with its data. */
export interface BuiltExport {
  zip: Buffer;
  contact: { email: string; fullName: string };
}

/**
 * A ZIP written in memory as its entries arrive (storage takes whole objects). Stored files are
 * added as they are (pictures, PDFs and Office files are compressed already); JSON is deflated.
 */
class ZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  readonly done: Promise<Buffer>;

  constructor(private readonly mtime: Date) {
    let resolve!: (zip: Buffer) => void;
    let reject!: (error: Error) => void;
    this.done = new Promise<Buffer>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    // Nobody awaits `done` before `finish`: a failure surfaces there, not as an unhandled rejection.
    this.done.catch(() => undefined);
    this.zip = new Zip((error, data, final) => {
      if (error) return reject(error);
      this.chunks.push(data);
      if (final) resolve(Buffer.concat(this.chunks));
    });
  }

  text(name: string, text: string): void {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    entry.push(strToU8(text), true);
  }

  json(name: string, value: unknown): void {
    this.text(name, `${JSON.stringify(value, null, 2)}\n`);
  }

  async stream(name: string, stream: NodeJS.ReadableStream): Promise<void> {
    const entry = new ZipPassThrough(name);
    entry.mtime = this.mtime;
    this.zip.add(entry);
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) entry.push(typeof chunk === 'string' ? strToU8(chunk) : chunk);
    entry.push(new Uint8Array(0), true);
  }

  finish(): Promise<Buffer> {
    this.zip.end();
    return this.done;
  }
}

/** A file name safe in any archive tool: no diacritics, no separators, at most 100 characters. */
function safeName(name: string): string {
  const cleaned = stripDiacritics(name)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return cleaned || 'fisier';
}

const AVATAR_EXTENSION = /\.(jpg|png|webp)$/;

const README = (generatedAt: string, missing: string[]) =>
  [
    'Datele tale din contul RoAfaceri',
    '================================',
    '',
    `Arhivă generată la ${generatedAt} (UTC), la cererea ta, în baza art. 15 și 20 din Regulamentul (UE) 2016/679 (GDPR).`,
    'Fișierele JSON pot fi deschise cu orice editor de text sau importate în alte aplicații.',
    '',
    'account.json              datele contului, sesiunile de autentificare (data, adresa IP, browserul) și abonările la notificări push',
    'consents.json             acordurile date: termenii și condițiile, newsletterul, acordurile de confidențialitate, cookie-urile',
    'listings.json             anunțurile tale, cu toate detaliile lor',
    'favorites.json            anunțurile salvate la favorite',
    'saved-searches.json       căutările salvate și alertele lor',
    'messages.json             conversațiile tale (mesajele tale și ale celeilalte părți), utilizatorii blocați și raportările',
    'orders.json               comenzile, cu datele de facturare',
    'invoices.json             facturile emise (fișierele PDF sunt în fisiere/facturi)',
    'consulting-requests.json  cererile de consultanță, cu documentele trimise',
    'eligibility-checks.json   verificările de eligibilitate păstrate',
    'comments.json             comentariile tale',
    'access-requests.json      cererile de acces la anunțuri confidențiale și documentele deschise',
    'valuations.json           evaluările instant și rapoartele de evaluare',
    'uploads.json              lista fișierelor încărcate de tine',
    'fisiere/                  fișierele: poza de profil, fișierele încărcate, facturile, rapoartele de evaluare, acordurile de confidențialitate',
    ...(missing.length ? ['', 'Fișiere care nu au putut fi găsite la generarea arhivei:', ...missing.map((name) => `- ${name}`)] : []),
    '',
  ].join('\n');

/**
 * Builds the archive of a person's own data: every table's rows of them as JSON, and their stored
 * files (profile picture, uploads, invoices, valuation reports, NDA copies). A file missing from
 * storage is listed in CITESTE-MA.txt instead of failing the archive; a storage error fails the
 * job, which is retried.
 */
@Injectable()
export class DataExportBuilder {
  constructor(
    private readonly data: PersonalDataRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** Null when the account is gone (deleted since the archive was asked for). */
  async build(userId: string, now: Date): Promise<BuiltExport | null> {
    const account = await this.data.account(userId);
    if (!account) return null;
    const subject: DataSubject = { id: userId, email: String(account.email).toLowerCase() };
    const writer = new ZipWriter(now);
    const files: PersonalFile[] = [];
    const avatarKey = typeof account.avatarKey === 'string' ? account.avatarKey : null;
    const avatarExtension = avatarKey ? AVATAR_EXTENSION.exec(avatarKey)?.[1] : undefined;
    if (avatarKey && avatarExtension) files.push({ storageKey: `avatars/${avatarKey}`, name: `fisiere/poza-profil.${avatarExtension}` });
    const { avatarKey: _avatarKey, ...accountData } = account;

    const [
      sessions,
      push,
      listings,
      favorites,
      savedSearches,
      conversations,
      blocked,
      reports,
      orders,
      invoices,
      consulting,
      checks,
      comments,
      access,
      openings,
      estimates,
      valuationReports,
      newsletter,
      uploads,
      reportFiles,
    ] = await Promise.all([
      this.data.sessions(userId),
      this.data.pushSubscriptions(userId),
      this.data.listings(userId),
      this.data.favorites(userId),
      this.data.savedSearches(userId),
      this.data.conversations(userId),
      this.data.blockedUsers(userId),
      this.data.messageReports(userId),
      this.data.orders(userId),
      this.data.invoices(userId),
      this.data.consultingRequests(subject),
      this.data.eligibilityChecks(userId),
      this.data.comments(userId),
      this.data.accessRequests(userId),
      this.data.documentOpenings(userId),
      this.data.valuationEstimates(userId),
      this.data.valuationReports(userId),
      this.data.newsletter(subject.email),
      this.data.uploads(userId),
      this.data.valuationReportFiles(userId),
    ]);

    const invoiceRows = invoices.map(({ pdfKey, ...invoice }) => {
      const name = `fisiere/facturi/${safeName(String(invoice.number))}.pdf`;
      files.push({ storageKey: String(pdfKey), name });
      return { ...invoice, file: name };
    });
    const uploadRows = uploads.map((upload, index) => {
      const name =
        upload.kind === 'image'
          ? `fisiere/incarcate/${String(index + 1).padStart(3, '0')}-${safeName(upload.original_name.replace(/\.[^.]*$/, ''))}.webp`
          : `fisiere/incarcate/${String(index + 1).padStart(3, '0')}-${safeName(upload.original_name)}`;
      files.push({ storageKey: upload.kind === 'image' ? imageStorageKey(upload.key, 'large') : documentStorageKey(upload.key), name });
      return {
        name: upload.original_name,
        kind: upload.kind,
        contentType: upload.content_type,
        size: upload.size,
        listingId: upload.listing_id,
        uploadedAt: upload.created_at,
        file: name,
      };
    });
    for (const file of reportFiles)
      files.push({ storageKey: file.pdf_key, name: `fisiere/rapoarte-evaluare/${safeName(file.order_number)}-v${file.version}.pdf` });
    const accessRows = access.map((request) => {
      const acceptedAt = new Date(request.ndaAcceptedAt as string | Date);
      const name = `fisiere/acorduri-confidentialitate/${String(request.id)}.pdf`;
      files.push({ storageKey: `deal-room/nda/${acceptedAt.getUTCFullYear()}/${String(request.id)}.pdf`, name });
      return { ...request, ndaFile: name };
    });

    writer.json('account.json', { account: accountData, sessions, pushSubscriptions: push });
    writer.json('consents.json', {
      termsAcceptedAt: account.termsAcceptedAt ?? null,
      newsletter,
      ndas: access.map((request) => ({
        listingTitle: request.listingTitle,
        version: request.ndaVersion,
        acceptedAt: request.ndaAcceptedAt,
        ip: request.ndaIp,
      })),
      cookies: 'Alegerea privind cookie-urile este păstrată doar în browserul tău (cookie-ul CookieConsent), nu pe serverele RoAfaceri.',
    });
    writer.json('listings.json', listings);
    writer.json('favorites.json', favorites);
    writer.json('saved-searches.json', savedSearches);
    writer.json('messages.json', { conversations, blockedUsers: blocked, reports });
    writer.json('orders.json', orders);
    writer.json('invoices.json', invoiceRows);
    writer.json('consulting-requests.json', consulting);
    writer.json('eligibility-checks.json', checks);
    writer.json('comments.json', comments);
    writer.json('access-requests.json', { accessRequests: accessRows, documentOpenings: openings });
    writer.json('valuations.json', { estimates, reports: valuationReports });
    writer.json('uploads.json', uploadRows);

    const missing: string[] = [];
    for (const file of files) {
      const stored = await this.storage.get(file.storageKey);
      if (!stored) {
        missing.push(file.name);
        continue;
      }
      await writer.stream(file.name, stored.stream);
    }
    writer.text('CITESTE-MA.txt', README(now.toISOString().slice(0, 16).replace('T', ' '), missing));
    return { zip: await writer.finish(), contact: { email: String(account.email), fullName: String(account.fullName) } };
  }
}
