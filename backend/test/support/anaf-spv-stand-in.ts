import { zipSync, strToU8 } from 'fflate';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXml } from '../../src/modules/efactura/xml-writer.js';

/**
 * How the stand-in ends the next uploads: ANAF's check passes (`ok`), fails with these messages
 * (`nok`), the file is refused at upload, or the call fails with an HTTP status. For a file taken
 * (`ok`, `nok`): `answer: 'drop'` closes the connection without the answer (ANAF took the file, the
 * caller never hears it), `'hold'` keeps it open until `releaseHeld()` closes it; `listed: false`
 * keeps the upload out of the message list (ANAF still checking it) until `publish()`.
 */
export type SpvVerdict =
  | { result: 'ok'; answer?: 'drop' | 'hold'; listed?: boolean }
  | { result: 'nok'; errors: string[]; answer?: 'drop' | 'hold'; listed?: boolean }
  | { result: 'refused'; error: string }
  | { result: 'http-error'; status: number };

export interface SpvUpload {
  uploadId: string;
  cif: string;
  standard: string;
  xml: string;
  verdict: SpvVerdict;
  /** State checks answered so far. */
  checks: number;
  /** When ANAF took it (its messages' `data_creare`). */
  at: Date;
  /** In the message list (`listaMesajeFactura`): ANAF finished checking it. */
  listed: boolean;
}

/** One refresh-token grant at `/token`: the refresh token presented, and whether the access token issued before it was still valid. */
export interface SpvGrant {
  refreshToken: string;
  accepted: boolean;
  previousAccessValid: boolean | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const DAY_MS = 86_400_000;
const stamp = () => new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);
const BUCHAREST = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const bucharest = (date: Date) => Object.fromEntries(BUCHAREST.formatToParts(date).map((part) => [part.type, part.value]));
/** `data_creare` as ANAF writes it: YYYYMMDDHHmm, Romanian time. */
const anafTime = (date: Date) => {
  const p = bucharest(date);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}`;
};
const intervalTime = (date: Date) => {
  const p = bucharest(date);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}:${p.second}`;
};

/**
 * A loopback stand-in of ANAF's SPV e-Factura API and its OAuth2 token endpoint, answering in
 * ANAF's formats: `POST /upload?standard=UBL&cif=` (`respUploadFisier` header with
 * `index_incarcare`), `GET /stareMesaj?id_incarcare=` (`stareMesajFactura` with `stare` and
 * `id_descarcare`; "in prelucrare" for the first `pendingChecks` checks), `GET
 * /listaMesajeFactura?zile=&cif=&filtru=` and `GET /listaMesajePaginatieFactura?startTime=&endTime=
 * &cif=&pagina=&filtru=` (JSON: `mesaje` with `data_creare`, `cif`, `id_solicitare`, `detalii`,
 * `tip`, `id`; over `listLimit` messages the plain list answers ANAF's error pointing to the paged
 * one, `pageSize` a page), `GET /descarcare?id=` (a zip: for a rejection the errors XML
 * `mesajEroriFactuta`, for a validation the invoice as uploaded and its signature), `POST /token`
 * (refresh_token grant; like ANAF it hands out a new refresh token each time, and only the newest is
 * accepted; access tokens last `accessTokenSeconds`). `verdict()` says how the next uploads end
 * (`POST /__stand-in/verdicts` from another process; `GET /__stand-in/record` lists the uploads).
 */
export async function startAnafSpvStandIn(options: { pendingChecks?: number; listLimit?: number; pageSize?: number; accessTokenSeconds?: number } = {}) {
  const uploads: SpvUpload[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const grants: SpvGrant[] = [];
  const requests: string[] = [];
  const held: ServerResponse[] = [];
  const accessTokens = new Map<string, number>();
  let refreshToken = 'anaf-refresh-token';
  let lastAccess: string | null = null;
  let issued = 0;
  let nextVerdicts: SpvVerdict[] = [];
  let defaultVerdict: SpvVerdict = { result: 'ok' };
  let nextId = 5_001_120_000;
  let listsDown = false;
  const pendingChecks = options.pendingChecks ?? 1;
  let listLimit = options.listLimit ?? 500;
  let pageSize = options.pageSize ?? 500;
  const accessTokenSeconds = options.accessTokenSeconds ?? 7_776_000;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });

  function issueTokens(): { access_token: string; refresh_token: string; token_type: string; expires_in: number } {
    issued += 1;
    const access = `anaf-test-token-${issued}-${Math.random().toString(36).slice(2)}`;
    accessTokens.set(access, Date.now() + accessTokenSeconds * 1000);
    lastAccess = access;
    refreshToken = `anaf-refresh-token-${issued}-${Math.random().toString(36).slice(2)}`;
    return { access_token: access, refresh_token: refreshToken, token_type: 'Bearer', expires_in: accessTokenSeconds };
  }

  /** The SPV's messages of `cif` (all kinds unless `filter`), newest first, as ANAF lists them. */
  function messagesOf(cif: string, filter: string | null, from: number, to: number) {
    const types: Record<string, string> = {
      T: 'FACTURA TRIMISA',
      E: 'ERORI FACTURA',
      P: 'FACTURA PRIMITA',
      R: 'MESAJ CUMPARATOR PRIMIT / MESAJ CUMPARATOR TRANSMIS',
    };
    return uploads
      .filter((upload) => upload.listed && upload.cif === cif && upload.at.getTime() >= from && upload.at.getTime() <= to)
      .map((upload) => {
        const ok = upload.verdict.result === 'ok';
        const buyer =
          /<cac:AccountingCustomerParty>[\s\S]*?<cbc:CompanyID>([^<]+)<\/cbc:CompanyID>/.exec(upload.xml)?.[1]?.replace(/^RO/i, '') ?? '0000000000000';
        return {
          data_creare: anafTime(upload.at),
          cif: upload.cif,
          id_solicitare: upload.uploadId,
          detalii: ok
            ? `Factura cu id_incarcare=${upload.uploadId} emisa de cif_emitent=${upload.cif} pentru cif_beneficiar=${buyer}`
            : `Erori de validare identificate la factura primita cu id_incarcare=${upload.uploadId}`,
          tip: ok ? types.T : types.E,
          id: downloadIdOf(upload),
        };
      })
      .filter((message) => !filter || message.tip === types[filter])
      .reverse();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const xml = (text: string) => response.writeHead(200, { 'content-type': 'application/xml;charset=UTF-8' }).end(XML_HEAD + text);
    const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));

    // Control routes for tests in another process (browser journeys): say how the next uploads end, read what was received.
    if (request.method === 'POST' && url.pathname === '/__stand-in/verdicts') {
      nextVerdicts.push(...(JSON.parse(body.toString('utf8')) as SpvVerdict[]));
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/__stand-in/record') {
      const record = uploads.map(({ uploadId, cif, standard, checks, verdict, xml: uploaded }) => ({
        uploadId,
        cif,
        standard,
        checks,
        verdict: verdict.result,
        invoiceNumber: /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(uploaded)?.[1] ?? null,
      }));
      json({ uploads: record });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      tokenRequests.push(form);
      const accepted = form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === refreshToken && !!form.get('client_id');
      grants.push({
        refreshToken: form.get('refresh_token') ?? '',
        accepted,
        previousAccessValid: lastAccess ? (accessTokens.get(lastAccess) ?? 0) > Date.now() : null,
      });
      if (!accepted) {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid refresh token' }));
        return;
      }
      json(issueTokens());
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || (accessTokens.get(bearer) ?? 0) <= Date.now()) {
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
      uploads.push({
        uploadId,
        cif: url.searchParams.get('cif') ?? '',
        standard: url.searchParams.get('standard') ?? '',
        xml: body.toString('utf8'),
        verdict,
        checks: 0,
        at: new Date(),
        listed: verdict.listed !== false,
      });
      // Taken, but the answer never reaches the caller.
      if (verdict.answer === 'drop') return void request.socket.destroy();
      if (verdict.answer === 'hold') return void held.push(response);
      return xml(`${head}"0" index_incarcare="${uploadId}"/>`);
    }
    if (request.method === 'GET' && url.pathname === '/stareMesaj') {
      const head = '<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"';
      const upload = uploads.find((item) => item.uploadId === url.searchParams.get('id_incarcare'));
      if (!upload)
        return xml(
          `${head}>\n  <Errors errorMessage="Nu exista factura cu id_incarcare= ${escapeXml(url.searchParams.get('id_incarcare') ?? '')}"/>\n</header>`,
        );
      upload.checks++;
      if (upload.checks <= pendingChecks || !upload.listed) return xml(`${head} stare="in prelucrare"/>`);
      return xml(`${head} stare="${upload.verdict.result === 'ok' ? 'ok' : 'nok'}" id_descarcare="${downloadIdOf(upload)}"/>`);
    }
    if (listsDown && url.pathname.startsWith('/listaMesaje')) {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (request.method === 'GET' && url.pathname === '/listaMesajeFactura') {
      const days = Number(url.searchParams.get('zile'));
      const cif = url.searchParams.get('cif') ?? '';
      if (!/^\d+$/.test(cif)) return json({ eroare: `CIF introdus= ${cif} nu este un numar`, titlu: 'Lista Mesaje' });
      if (!Number.isInteger(days) || days < 1 || days > 60)
        return json({ eroare: 'Numarul de zile introdus este invalid. Valoarea trebuie sa fie cuprinsa intre 1 si 60', titlu: 'Lista Mesaje' });
      const messages = messagesOf(cif, url.searchParams.get('filtru'), Date.now() - days * DAY_MS, Date.now());
      if (!messages.length) return json({ eroare: `Nu exista mesaje in ultimele ${days} zile`, titlu: 'Lista Mesaje' });
      if (messages.length > listLimit) {
        return json({
          eroare: `Lista de mesaje este mai mare decat numarul de ${listLimit} elemente permise in pagina. Folositi endpoint-ul cu paginatie.`,
          titlu: 'Lista Mesaje',
        });
      }
      return json({ mesaje: messages, serial: '1234AA456', cui: cif, titlu: `Lista Mesaje disponibile din ultimele ${days} zile` });
    }
    if (request.method === 'GET' && url.pathname === '/listaMesajePaginatieFactura') {
      const cif = url.searchParams.get('cif') ?? '';
      const [start, end, page] = ['startTime', 'endTime', 'pagina'].map((name) => Number(url.searchParams.get(name)));
      if (!/^\d+$/.test(cif)) return json({ eroare: `CIF introdus= ${cif} nu este un numar`, titlu: 'Lista Mesaje' });
      if (!Number.isFinite(start) || !Number.isFinite(end) || start > end || end - start > 60 * DAY_MS)
        return json({ eroare: 'Intervalul de timp selectat este invalid', titlu: 'Lista Mesaje' });
      const messages = messagesOf(cif, url.searchParams.get('filtru'), start, end);
      if (!messages.length) return json({ eroare: 'Nu exista mesaje in intervalul selectat', titlu: 'Lista Mesaje' });
      const pages = Math.ceil(messages.length / pageSize);
      if (!Number.isInteger(page) || page < 1 || page > pages)
        return json({ eroare: `Pagina solicitata ${page} este mai mare decat numarul toatal de pagini ${pages}`, titlu: 'Lista Mesaje' });
      const slice = messages.slice((page - 1) * pageSize, page * pageSize);
      return json({
        mesaje: slice,
        numar_inregistrari_in_pagina: slice.length,
        numar_total_inregistrari_per_pagina: pageSize,
        numar_total_inregistrari: messages.length,
        numar_total_pagini: pages,
        index_pagina_curenta: page,
        serial: '1234AA456',
        cui: cif,
        titlu: `Lista Mesaje disponibile din intervalul ${intervalTime(new Date(start))} - ${intervalTime(new Date(end))}`,
      });
    }
    if (request.method === 'GET' && url.pathname === '/descarcare') {
      const upload = uploads.find((item) => downloadIdOf(item) === url.searchParams.get('id'));
      if (!upload || !upload.listed) {
        json({ eroare: `Pentru id=${url.searchParams.get('id')} nu exista inregistrata nici o factura`, titlu: 'Descarcare mesaj' });
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
          : {
              [`${upload.uploadId}.xml`]: strToU8(upload.xml),
              [`semnatura_${upload.uploadId}.xml`]: strToU8(`${XML_HEAD}<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"/>\n`),
            };
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
    /** Every upload ANAF took, in order: a second upload of one invoice shows here. */
    uploads,
    tokenRequests,
    grants,
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
    /** The refresh token the stand-in accepts now (the newest it handed out). */
    get refreshToken() {
      return refreshToken;
    },
    /** The uploads of invoice `number` ANAF took. */
    uploadsOf: (number: string) => uploads.filter((upload) => upload.xml.includes(`<cbc:ID>${number}</cbc:ID>`)),
    /** How the next upload ends (then the next, …); afterwards `always`'s verdict (validated unless told). */
    verdict(...verdicts: SpvVerdict[]) {
      nextVerdicts.push(...verdicts);
    },
    always(verdict: SpvVerdict) {
      defaultVerdict = verdict;
      nextVerdicts = [];
    },
    /** An invoice the seller sent otherwise (e.g. through the SPV's web form), validated and listed. */
    addUpload(xml: string, cif: string) {
      uploads.push({ uploadId: String(nextId++), cif, standard: 'UBL', xml, verdict: { result: 'ok' }, checks: 0, at: new Date(), listed: true });
    },
    /** How many messages the plain list holds before it answers ANAF's error pointing to the paged one, and a page's size. */
    limitLists(limits: { listLimit: number; pageSize: number }) {
      ({ listLimit, pageSize } = limits);
    },
    /** The message lists answer HTTP 503 while true. */
    listsUnavailable(down: boolean) {
      listsDown = down;
    },
    /** ANAF finished checking every upload: all are in the message list and their state is final. */
    publish() {
      for (const upload of uploads) upload.listed = true;
    },
    /** Closes the connections of held uploads without an answer. */
    releaseHeld() {
      for (const response of held.splice(0)) response.socket?.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.socket?.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
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
