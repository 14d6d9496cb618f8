import { XMLParser } from 'fast-xml-parser';
import { unzipSync, strFromU8 } from 'fflate';
import type { EfacturaSettings } from '../../config/app-config.js';

/** How long one call to ANAF may take. */
const TIMEOUT_MS = 30_000;
/** A token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

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

/** A call ANAF answered with an HTTP error or not at all: worth retrying. */
export class SpvUnavailableError extends Error {}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, isArray: (name) => name === 'Errors' || name === 'Error' });

/**
 * ANAF's SPV e-Factura API (https://mfinante.gov.ro/ro/web/efactura/informatii-tehnice): OAuth2
 * bearer tokens from the refresh token, `upload`, `stareMesaj` and `descarcare`. Answers are XML
 * (`header` elements with attributes) and, for downloads, a zip holding the answer XML.
 */
export class AnafSpvClient {
  private token: { value: string; expiresAt: number } | null = null;
  private refreshToken: string;

  constructor(private readonly settings: EfacturaSettings) {
    this.refreshToken = settings.refreshToken;
  }

  /** Uploads one UBL invoice for `cif` (the seller's CUI, digits only). */
  /** `standard`: UBL for an Invoice, CN for a CreditNote (ANAF's upload parameter). */
  async upload(xml: string, cif: string, standard: 'UBL' | 'CN' = 'UBL'): Promise<UploadAnswer> {
    const url = `${this.settings.apiUrl}/upload?standard=${standard}&cif=${encodeURIComponent(cif)}`;
    const header = await this.header(await this.call(url, { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' }, body: xml }));
    const errors = errorMessages(header.Errors);
    if (header.ExecutionStatus === '0' && header.index_incarcare) return { ok: true, uploadId: String(header.index_incarcare) };
    return { ok: false, errors: errors.length ? errors : ['ANAF nu a acceptat fișierul (fără mesaj).'] };
  }

  async state(uploadId: string): Promise<StateAnswer> {
    const header = await this.header(await this.call(`${this.settings.apiUrl}/stareMesaj?id_incarcare=${encodeURIComponent(uploadId)}`, { method: 'GET' }));
    return { state: header.stare ? String(header.stare) : null, downloadId: header.id_descarcare ? String(header.id_descarcare) : null, errors: errorMessages(header.Errors) };
  }

  /** The messages of a rejection: the errors XML inside the downloaded zip (`Error errorMessage="…"`). */
  async rejectionMessages(downloadId: string): Promise<string[]> {
    const response = await this.call(`${this.settings.apiUrl}/descarcare?id=${encodeURIComponent(downloadId)}`, { method: 'GET' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes);
    } catch {
      // Not a zip: ANAF answers a request error as JSON or XML.
      return [strFromU8(bytes).slice(0, 1000)];
    }
    const messages: string[] = [];
    for (const [name, content] of Object.entries(files)) {
      if (!name.toLowerCase().endsWith('.xml') || name.toLowerCase().startsWith('semnatura')) continue;
      const document = parser.parse(strFromU8(content)) as Record<string, { Error?: unknown }>;
      messages.push(...errorMessages(document.header?.Error));
    }
    return messages;
  }

  private async header(response: Response): Promise<Record<string, unknown> & { Errors?: unknown }> {
    const text = await response.text();
    const document = parser.parse(text) as { header?: Record<string, unknown> };
    if (!document.header) throw new SpvUnavailableError(`ANAF answered without a header: ${text.slice(0, 200)}`);
    return document.header;
  }

  private async call(url: string, init: RequestInit, retried = false): Promise<Response> {
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SpvUnavailableError(`ANAF could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 401 && !retried) {
      this.token = null;
      return this.call(url, init, true);
    }
    if (!response.ok) throw new SpvUnavailableError(`ANAF answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response;
  }

  /** An access token from the refresh token (ANAF's OAuth2 token endpoint), kept until shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + TOKEN_MARGIN_MS) return this.token.value;
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: this.refreshToken,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      token_content_type: 'jwt',
    });
    let response: Response;
    try {
      response = await fetch(this.settings.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SpvUnavailableError(`ANAF's token endpoint could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SpvUnavailableError(`ANAF's token endpoint answered HTTP ${response.status}`);
    const answer = (await response.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
    if (!answer.access_token) throw new SpvUnavailableError('ANAF\'s token endpoint answered without an access token');
    // ANAF hands out a new refresh token with each access token; the newest is used next time.
    if (answer.refresh_token) this.refreshToken = answer.refresh_token;
    this.token = { value: answer.access_token, expiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000 };
    return this.token.value;
  }
}

function errorMessages(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error) => String((error as { errorMessage?: unknown }).errorMessage ?? '').trim()).filter(Boolean);
}
