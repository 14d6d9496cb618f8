import { XMLParser } from 'fast-xml-parser';
import { unzipSync, strFromU8 } from 'fflate';
import type { EfacturaSettings } from '../../config/app-config.js';

/** How long one call to ANAF may take. */
const TIMEOUT_MS = 30_000;
/**
 * An access token is renewed this long before it expires (ANAF's last 90 days), or after three
 * quarters of its life when it is short: a call never goes out with a token about to lapse, and a
 * renewal that fails leaves time to try again.
 */
export const TOKEN_RENEW_MARGIN_MS = 24 * 60 * 60 * 1000;

/** When an access token obtained at `renewedAt` (null: unknown) and valid until `expiresAt` is renewed, in ms. */
export function renewalDue(expiresAt: Date, renewedAt: Date | null): number {
  const lifetime = expiresAt.getTime() - (renewedAt ?? expiresAt).getTime();
  return expiresAt.getTime() - Math.min(TOKEN_RENEW_MARGIN_MS, Math.max(0, lifetime) / 4 || TOKEN_RENEW_MARGIN_MS);
}
/** How long one process may hold the renewal of the tokens before another may take it over. */
const RENEW_LEASE_MS = 2 * TIMEOUT_MS;
/** Connection errors raised before a request left this machine: the call certainly did nothing. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
/** HTTP answers of an upload that may come after ANAF took the file (a gateway that gave up waiting, a server error on the way back). */
const UNKNOWN_OUTCOME_STATUSES = new Set([500, 502, 504]);

/** Upload answer (`respUploadFisier`): the upload index, or ANAF's errors when the file was refused. */
export type UploadAnswer = { ok: true; uploadId: string } | { ok: false; errors: string[] };

/**
 * State answer (`stareMesajFactura`): `in prelucrare` (still being checked), `ok` (validated),
 * `nok` (rejected: the errors are in the download), `XML cu erori nepreluat de sistem`, or errors of
 * the request itself (e.g. an unknown upload index).
 */
export interface StateAnswer {
  state: string | null;
  downloadId: string | null;
  errors: string[];
}

/**
 * One message of the SPV's list (`listaMesajeFactura`): `id` is its download id, `uploadId` the upload
 * index it answers (`id_solicitare`), `type` e.g. `FACTURA TRIMISA` (an invoice the seller sent,
 * validated), `ERORI FACTURA` (a rejected upload); `createdAt` ANAF's `data_creare`, `YYYYMMDDHHmm`
 * in Romanian time.
 */
export interface SpvMessage {
  id: string;
  uploadId: string | null;
  type: string;
  createdAt: string;
  details: string;
}

/** What identifies an invoice found in a download: its number and every id its seller carries. */
export interface SentInvoice {
  number: string | null;
  sellerIds: string[];
}

/** The SPV's OAuth tokens as kept between calls and restarts (SpvTokens, in the database). */
export interface StoredTokens {
  accessToken: string | null;
  accessExpiresAt: Date | null;
  /** When the access token was obtained. */
  renewedAt: Date | null;
  refreshToken: string;
}

/** Where the client keeps its tokens: read, renewed by one process at a time, saved. */
export interface TokenStore {
  /** The tokens in use, or null before the first renewal (the configured refresh token is then used). */
  read(): Promise<StoredTokens | null>;
  /** Takes the renewal for `ms` (one process at a time); false while another process holds it. */
  lease(ms: number): Promise<boolean>;
  /** Keeps renewed tokens and gives the lease back. */
  save(tokens: StoredTokens & { accessToken: string; accessExpiresAt: Date; renewedAt: Date }): Promise<void>;
  release(): Promise<void>;
}

/** A call ANAF answered with an HTTP error or not at all: worth retrying. */
export class SpvUnavailableError extends Error {}

/**
 * A call that may have reached ANAF although no answer came back (a timeout, a connection dropped
 * after the request went out, a gateway error): for an upload, whether ANAF took the file is unknown.
 */
export class SpvOutcomeUnknownError extends SpvUnavailableError {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  isArray: (name) => name === 'Errors' || name === 'Error',
});
const invoiceParser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false });

/**
 * ANAF's SPV e-Factura API (https://mfinante.gov.ro/ro/web/efactura/informatii-tehnice): OAuth2
 * bearer tokens from the refresh token, `upload`, `stareMesaj`, `listaMesajeFactura` (and its paged
 * form) and `descarcare`. Answers are XML (`header` elements with attributes), JSON for the message
 * lists and, for downloads, a zip holding the answer XML.
 */
export class AnafSpvClient {
  private token: { value: string; renewAt: number } | null = null;
  private renewing: Promise<string> | null = null;
  /** The access token ANAF last refused (401): not taken from the store again. */
  private rejected: string | null = null;

  constructor(
    private readonly settings: EfacturaSettings,
    private readonly tokens: TokenStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Uploads one UBL invoice for `cif` (the seller's CUI, digits only). `standard`: UBL for an
   * Invoice, CN for a CreditNote (ANAF's upload parameter). Throws SpvOutcomeUnknownError when ANAF
   * may have taken the file without the answer arriving, SpvUnavailableError when it certainly did not.
   */
  async upload(xml: string, cif: string, standard: 'UBL' | 'CN' = 'UBL'): Promise<UploadAnswer> {
    const url = `${this.settings.apiUrl}/upload?standard=${standard}&cif=${encodeURIComponent(cif)}`;
    const response = await this.call(url, { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' }, body: xml }, { unknownOutcome: true });
    let header: Awaited<ReturnType<AnafSpvClient['header']>>;
    try {
      header = await this.header(response);
    } catch (error) {
      // A 200 whose body could not be read: the file may well have been taken.
      throw new SpvOutcomeUnknownError((error as Error).message);
    }
    const errors = errorMessages(header.Errors);
    if (header.ExecutionStatus === '0' && header.index_incarcare) return { ok: true, uploadId: String(header.index_incarcare) };
    return { ok: false, errors: errors.length ? errors : ['ANAF nu a acceptat fișierul (fără mesaj).'] };
  }

  async state(uploadId: string): Promise<StateAnswer> {
    const header = await this.header(await this.call(`${this.settings.apiUrl}/stareMesaj?id_incarcare=${encodeURIComponent(uploadId)}`, { method: 'GET' }));
    return {
      state: header.stare ? String(header.stare) : null,
      downloadId: header.id_descarcare ? String(header.id_descarcare) : null,
      errors: errorMessages(header.Errors),
    };
  }

  /**
   * The SPV's messages about invoices `cif` sent (`filtru=T`) created since `since`: the list of the
   * last days covering it, or, when that holds over 500 messages (ANAF then answers with an error
   * pointing to the paged list), the paged list from `since` to now. Throws when ANAF did not answer
   * with a list (an empty list is an answer: "Nu exista mesaje…").
   */
  async sentMessages(cif: string, since: Date): Promise<SpvMessage[]> {
    const days = Math.min(60, Math.max(1, Math.ceil((this.now() - since.getTime()) / 86_400_000) + 1));
    const list = await this.json(`${this.settings.apiUrl}/listaMesajeFactura?zile=${days}&cif=${encodeURIComponent(cif)}&filtru=T`);
    if (Array.isArray(list.mesaje)) return list.mesaje.map(toMessage);
    const problem = String(list.eroare ?? '');
    if (/nu exist[aă] mesaje/i.test(problem)) return [];
    if (!/pagina/i.test(problem)) throw new SpvUnavailableError(`ANAF did not list the messages: ${problem.slice(0, 300) || 'no list in the answer'}`);
    const messages: SpvMessage[] = [];
    const endTime = this.now();
    for (let page = 1; ; page++) {
      const answer = await this.json(
        `${this.settings.apiUrl}/listaMesajePaginatieFactura?startTime=${since.getTime()}&endTime=${endTime}&cif=${encodeURIComponent(cif)}&pagina=${page}&filtru=T`,
      );
      if (!Array.isArray(answer.mesaje)) {
        if (/nu exist[aă] mesaje/i.test(String(answer.eroare ?? ''))) return messages;
        throw new SpvUnavailableError(`ANAF did not list the messages: ${String(answer.eroare ?? 'no list in the answer').slice(0, 300)}`);
      }
      messages.push(...answer.mesaje.map(toMessage));
      if (page >= Number(answer.numar_total_pagini ?? 1) || page >= 100) return messages;
    }
  }

  /** The messages of a rejection: the errors XML inside the downloaded zip (`Error errorMessage="…"`). */
  async rejectionMessages(downloadId: string): Promise<string[]> {
    const files = await this.download(downloadId);
    if (typeof files === 'string') return [files];
    const messages: string[] = [];
    for (const [, content] of xmlFiles(files)) {
      const document = parser.parse(strFromU8(content)) as Record<string, { Error?: unknown }>;
      messages.push(...errorMessages(document.header?.Error));
    }
    return messages;
  }

  /**
   * The invoice inside the download of a `FACTURA TRIMISA` message (the XML as uploaded, beside its
   * signature): its number and its seller's ids. Null when the download holds no invoice.
   */
  async sentInvoice(downloadId: string): Promise<SentInvoice | null> {
    const files = await this.download(downloadId);
    if (typeof files === 'string') throw new SpvUnavailableError(`ANAF did not give message ${downloadId}: ${files.slice(0, 300)}`);
    for (const [, content] of xmlFiles(files)) {
      const parsed = invoiceParser.parse(strFromU8(content)) as Record<string, Record<string, unknown> | undefined>;
      const root = parsed.Invoice ?? parsed.CreditNote;
      if (!root) continue;
      const party = (root.AccountingSupplierParty as { Party?: Record<string, unknown> } | undefined)?.Party ?? {};
      const ids = [...asArray(party.PartyTaxScheme), ...asArray(party.PartyLegalEntity)]
        .map((item) => text((item as Record<string, unknown>).CompanyID))
        .filter((id): id is string => !!id);
      return { number: text(root.ID), sellerIds: ids };
    }
    return null;
  }

  /** A download's files, or ANAF's error text when it answered with no zip (JSON or XML). */
  private async download(downloadId: string): Promise<Record<string, Uint8Array> | string> {
    const response = await this.call(`${this.settings.apiUrl}/descarcare?id=${encodeURIComponent(downloadId)}`, { method: 'GET' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    try {
      return unzipSync(bytes);
    } catch {
      return strFromU8(bytes).slice(0, 1000);
    }
  }

  private async json(url: string): Promise<{ mesaje?: unknown[]; eroare?: unknown; numar_total_pagini?: unknown }> {
    const response = await this.call(url, { method: 'GET' });
    const body = await response.text();
    try {
      return JSON.parse(body) as { mesaje?: unknown[]; eroare?: unknown };
    } catch {
      throw new SpvUnavailableError(`ANAF answered the message list with no JSON: ${body.slice(0, 200)}`);
    }
  }

  private async header(response: Response): Promise<Record<string, unknown> & { Errors?: unknown }> {
    const text = await response.text();
    const document = parser.parse(text) as { header?: Record<string, unknown> };
    if (!document.header) throw new SpvUnavailableError(`ANAF answered without a header: ${text.slice(0, 200)}`);
    return document.header;
  }

  /**
   * One authenticated call. `unknownOutcome` (an upload): a failure after the request may have left
   * is an SpvOutcomeUnknownError, told apart from one that certainly did nothing.
   */
  private async call(url: string, init: RequestInit, options: { unknownOutcome?: boolean } = {}, retried = false): Promise<Response> {
    const token = await this.accessToken();
    const Failure = options.unknownOutcome ? SpvOutcomeUnknownError : SpvUnavailableError;
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      const message = `ANAF could not be reached: ${(error as Error).message}${code ? ` (${code})` : ''}`;
      throw code && NOT_SENT_CODES.has(code) ? new SpvUnavailableError(message) : new Failure(message);
    }
    if (response.status === 401 && !retried) {
      // Refused before anything was done: renew the token (unless another process already did) and call once more.
      this.forget(token);
      return this.call(url, init, options, true);
    }
    if (!response.ok) {
      const message = `ANAF answered HTTP ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`;
      throw UNKNOWN_OUTCOME_STATUSES.has(response.status) ? new Failure(message) : new SpvUnavailableError(message);
    }
    return response;
  }

  private forget(token: string): void {
    this.rejected = token;
    this.token = null;
  }

  /**
   * The access token: the one in use until its renewal is due (renewalDue), then renewed (once at a
   * time in this process, by one process at a time across them).
   */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.renewAt > this.now()) return this.token.value;
    this.renewing ??= this.renew().finally(() => (this.renewing = null));
    return this.renewing;
  }

  private async renew(): Promise<string> {
    // `due`: only tokens whose renewal is not due yet; otherwise any that has not expired.
    const usable = (stored: StoredTokens | null, due: boolean) =>
      stored?.accessToken &&
      stored.accessExpiresAt &&
      stored.accessToken !== this.rejected &&
      (due ? renewalDue(stored.accessExpiresAt, stored.renewedAt) : stored.accessExpiresAt.getTime()) > this.now()
        ? stored
        : null;
    // Another process (or this one, before a restart) may have renewed them already.
    const fresh = usable(await this.tokens.read(), true);
    if (fresh) return this.use(fresh);
    if (!(await this.tokens.lease(RENEW_LEASE_MS))) {
      // Another process renews them now: its tokens are kept when it is done; until then the current one serves while it is valid.
      const current = usable(await this.tokens.read(), false);
      if (current) return current.accessToken!;
      throw new SpvUnavailableError('The SPV tokens are being renewed by another process');
    }
    try {
      const stored = await this.tokens.read();
      const renewed = usable(stored, true);
      if (renewed) {
        await this.tokens.release();
        return this.use(renewed);
      }
      const answer = await this.grant(stored?.refreshToken ?? this.settings.refreshToken);
      const renewedAt = new Date(this.now());
      const tokens = {
        accessToken: answer.access_token,
        accessExpiresAt: new Date(renewedAt.getTime() + (answer.expires_in ?? 3600) * 1000),
        renewedAt,
        // ANAF hands out a new refresh token with each access token; the newest is the one used next time.
        refreshToken: answer.refresh_token ?? stored?.refreshToken ?? this.settings.refreshToken,
      };
      await this.tokens.save(tokens);
      this.rejected = null;
      return this.use(tokens);
    } catch (error) {
      await this.tokens.release().catch(() => undefined);
      throw error;
    }
  }

  private use(tokens: StoredTokens): string {
    this.token = { value: tokens.accessToken!, renewAt: renewalDue(tokens.accessExpiresAt!, tokens.renewedAt) };
    return tokens.accessToken!;
  }

  /** ANAF's OAuth2 token endpoint, refresh-token grant. */
  private async grant(refreshToken: string): Promise<{ access_token: string; refresh_token?: string; expires_in?: number }> {
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      token_content_type: 'jwt',
    });
    let response: Response;
    try {
      response = await fetch(this.settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SpvUnavailableError(`ANAF's token endpoint could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      // invalid_grant: the refresh token expired or was revoked; only a new consent (EFACTURA_REFRESH_TOKEN) helps.
      throw new SpvUnavailableError(
        /invalid_grant/.test(detail)
          ? 'ANAF a refuzat tokenul de reîmprospătare (invalid_grant): este nevoie de o nouă autorizare OAuth în SPV, configurată în EFACTURA_REFRESH_TOKEN.'
          : `ANAF's token endpoint answered HTTP ${response.status}`,
      );
    }
    const answer = (await response.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
    if (!answer.access_token) throw new SpvUnavailableError("ANAF's token endpoint answered without an access token");
    return answer as { access_token: string; refresh_token?: string; expires_in?: number };
  }
}

function toMessage(item: unknown): SpvMessage {
  const message = item as Record<string, unknown>;
  return {
    id: String(message.id ?? ''),
    uploadId: message.id_solicitare === undefined || message.id_solicitare === null ? null : String(message.id_solicitare),
    type: String(message.tip ?? ''),
    createdAt: String(message.data_creare ?? ''),
    details: String(message.detalii ?? ''),
  };
}

/** The XML files of a download except the signature. */
function xmlFiles(files: Record<string, Uint8Array>): [string, Uint8Array][] {
  return Object.entries(files).filter(([name]) => name.toLowerCase().endsWith('.xml') && !name.toLowerCase().startsWith('semnatura'));
}

const asArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return text((value as Record<string, unknown>)['#text']);
  return String(value).trim() || null;
}

function errorMessages(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error) => String((error as { errorMessage?: unknown }).errorMessage ?? '').trim()).filter(Boolean);
}
