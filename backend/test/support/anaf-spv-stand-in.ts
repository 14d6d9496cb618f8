import { zipSync, strToU8 } from 'fflate';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXml } from '../../src/modules/efactura/xml-writer.js';

/** What the stand-in does with the next uploads: ANAF's check passes, or fails with these messages. */
export type SpvVerdict = { result: 'ok' } | { result: 'nok'; errors: string[] } | { result: 'refused'; error: string } | { result: 'http-error'; status: number };

export interface SpvUpload {
  uploadId: string;
  cif: string;
  standard: string;
  xml: string;
  verdict: SpvVerdict;
  /** State checks answered so far. */
  checks: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const stamp = () => new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);

/**
 * A loopback stand-in of ANAF's SPV e-Factura API and its OAuth2 token endpoint, answering in
 * ANAF's formats: `POST /upload?standard=UBL&cif=` (`respUploadFisier` header with
 * `index_incarcare`), `GET /stareMesaj?id_incarcare=` (`stareMesajFactura` with `stare` and
 * `id_descarcare`; "in prelucrare" for the first `pendingChecks` checks), `GET /descarcare?id=` (a
 * zip: for a rejection the errors XML `mesajEroriFactuta`, for a validation the invoice and its
 * signature), `POST /token` (refresh_token grant). `verdict()` says how the next uploads end
 * (`POST /__stand-in/verdicts` from another process; `GET /__stand-in/record` lists the uploads).
 */
export async function startAnafSpvStandIn(options: { pendingChecks?: number } = {}) {
  const uploads: SpvUpload[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const requests: string[] = [];
  const accessToken = `anaf-test-token-${Math.random().toString(36).slice(2)}`;
  let nextVerdicts: SpvVerdict[] = [];
  let defaultVerdict: SpvVerdict = { result: 'ok' };
  let nextId = 5_001_120_000;
  const pendingChecks = options.pendingChecks ?? 1;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const xml = (text: string) => response.writeHead(200, { 'content-type': 'application/xml;charset=UTF-8' }).end(XML_HEAD + text);

    // Control routes for tests in another process (browser journeys): say how the next uploads end, read what was received.
    if (request.method === 'POST' && url.pathname === '/__stand-in/verdicts') {
      nextVerdicts.push(...(JSON.parse(body.toString('utf8')) as SpvVerdict[]));
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/__stand-in/record') {
      const record = uploads.map(({ uploadId, cif, standard, checks, verdict, xml: uploaded }) => ({ uploadId, cif, standard, checks, verdict: verdict.result, invoiceNumber: /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(uploaded)?.[1] ?? null }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ uploads: record }));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      tokenRequests.push(form);
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== 'anaf-refresh-token' || !form.get('client_id')) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: accessToken, refresh_token: 'anaf-refresh-token', token_type: 'Bearer', expires_in: 7_776_000 }));
      return;
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 401, error: 'Unauthorized' }));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/upload') {
      const verdict = nextVerdicts.shift() ?? defaultVerdict;
      if (verdict.result === 'http-error') {
        response.writeHead(verdict.status, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      const head = `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${stamp()}" ExecutionStatus=`;
      if (verdict.result === 'refused') return xml(`${head}"1">\n  <Errors errorMessage="${escapeXml(verdict.error)}"/>\n</header>`);
      const uploadId = String(nextId++);
      uploads.push({ uploadId, cif: url.searchParams.get('cif') ?? '', standard: url.searchParams.get('standard') ?? '', xml: body.toString('utf8'), verdict, checks: 0 });
      return xml(`${head}"0" index_incarcare="${uploadId}"/>`);
    }
    if (request.method === 'GET' && url.pathname === '/stareMesaj') {
      const head = '<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"';
      const upload = uploads.find((item) => item.uploadId === url.searchParams.get('id_incarcare'));
      if (!upload) return xml(`${head}>\n  <Errors errorMessage="Nu exista factura cu id_incarcare= ${escapeXml(url.searchParams.get('id_incarcare') ?? '')}"/>\n</header>`);
      upload.checks++;
      if (upload.checks <= pendingChecks) return xml(`${head} stare="in prelucrare"/>`);
      return xml(`${head} stare="${upload.verdict.result === 'ok' ? 'ok' : 'nok'}" id_descarcare="${downloadIdOf(upload)}"/>`);
    }
    if (request.method === 'GET' && url.pathname === '/descarcare') {
      const upload = uploads.find((item) => downloadIdOf(item) === url.searchParams.get('id'));
      if (!upload) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ eroare: `Pentru id=${url.searchParams.get('id')} nu exista inregistrata nici o factura`, titlu: 'Descarcare mesaj' }));
        return;
      }
      const files: Record<string, Uint8Array> =
        upload.verdict.result === 'nok'
          ? {
              [`${upload.uploadId}.xml`]: strToU8(
                `${XML_HEAD}<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1" Index_incarcare="${upload.uploadId}" Cif_emitent="${escapeXml(upload.cif)}">\n` +
                  upload.verdict.errors.map((error) => `  <Error errorMessage="${escapeXml(error)}"/>`).join('\n') +
                  '\n</header>\n',
              ),
              [`semnatura_${upload.uploadId}.xml`]: strToU8(`${XML_HEAD}<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"/>\n`),
            }
          : { [`${upload.uploadId}.xml`]: strToU8(upload.xml), [`semnatura_${upload.uploadId}.xml`]: strToU8(`${XML_HEAD}<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"/>\n`) };
      response.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(zipSync(files)));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    uploads,
    tokenRequests,
    requests,
    /** The settings that point the app at this stand-in. */
    env: {
      EFACTURA_API_URL: url,
      EFACTURA_TOKEN_URL: `${url}/token`,
      EFACTURA_CLIENT_ID: 'roafaceri-test',
      EFACTURA_CLIENT_SECRET: 'anaf-client-secret',
      EFACTURA_REFRESH_TOKEN: 'anaf-refresh-token',
      EFACTURA_POLL_INTERVAL_MS: '20',
    },
    /** How the next upload ends (then the next, …); afterwards `always`'s verdict (validated unless told). */
    verdict(...verdicts: SpvVerdict[]) {
      nextVerdicts.push(...verdicts);
    },
    always(verdict: SpvVerdict) {
      defaultVerdict = verdict;
      nextVerdicts = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AnafSpvStandIn = Awaited<ReturnType<typeof startAnafSpvStandIn>>;

const downloadIdOf = (upload: SpvUpload) => String(Number(upload.uploadId) + 3_000_000_000);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
