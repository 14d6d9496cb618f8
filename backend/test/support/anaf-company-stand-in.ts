import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A company the stand-in knows: its registry record (ANAF's v9 `found` item) and balance sheets by year. */
export interface StandInCompany {
  cui: number;
  denumire: string;
  adresa: string;
  nrRegCom: string;
  cod_CAEN: string;
  data_inregistrare: string;
  scpTVA: boolean;
  statusInactivi: boolean;
  seat: {
    sdenumire_Judet: string;
    scod_Judet: string;
    scod_JudetAuto: string;
    sdenumire_Localitate: string;
    sdenumire_Strada: string;
    snumar_Strada: string;
    scod_Postal: string;
  };
  /** Figures per year in RON (employees as a count); years absent answer an empty indicator list, as ANAF does. */
  balance: Record<number, { turnover: number; profit: number; employees: number; fixedAssets: number; currentAssets: number; debts: number }>;
}

/** How the stand-in answers for now: normally, with an HTTP error, or slowly (past the app's timeout). */
export type StandInMode = { mode: 'ok' } | { mode: 'error'; status: number } | { mode: 'slow'; delayMs: number };

const year = new Date().getUTCFullYear();

/** Fixture companies (valid CUIs). 14399840 has no balance sheet for the newest year asked. */
export const STAND_IN_COMPANIES: StandInCompany[] = [
  {
    cui: 18547290,
    denumire: 'BRUTĂRIA ARTIZANALĂ SRL',
    adresa: 'MUNICIPIUL CLUJ-NAPOCA, STR. MEMORANDUMULUI, NR.28, JUD. CLUJ, COD POȘTAL 400114',
    nrRegCom: 'J12/1234/2015',
    cod_CAEN: '1071',
    data_inregistrare: '2015-03-12',
    scpTVA: true,
    statusInactivi: false,
    seat: {
      sdenumire_Judet: 'CLUJ',
      scod_Judet: '12',
      scod_JudetAuto: 'CJ',
      sdenumire_Localitate: 'Mun. Cluj-Napoca',
      sdenumire_Strada: 'Str. Memorandumului',
      snumar_Strada: '28',
      scod_Postal: '400114',
    },
    balance: Object.fromEntries(
      [1, 2, 3, 4].map((back, index) => [
        year - back,
        {
          turnover: 2_450_000 - index * 300_000,
          profit: 310_000 - index * 40_000,
          employees: 14 - index,
          fixedAssets: 820_000,
          currentAssets: 540_000,
          debts: 395_000,
        },
      ]),
    ),
  },
  {
    cui: 14399840,
    denumire: 'MARINESCU & FIII CONSULT SRL',
    adresa: 'MUNICIPIUL BUCUREŞTI, SECTOR 1, BD. AVIATORILOR, NR.10, COD POȘTAL 011853',
    nrRegCom: 'J40/5678/2019',
    cod_CAEN: '7022',
    data_inregistrare: '2019-06-04',
    scpTVA: false,
    statusInactivi: false,
    seat: {
      sdenumire_Judet: 'MUNICIPIUL BUCUREŞTI',
      scod_Judet: '40',
      scod_JudetAuto: 'B',
      sdenumire_Localitate: 'Sector 1',
      sdenumire_Strada: 'Bd. Aviatorilor',
      snumar_Strada: '10',
      scod_Postal: '011853',
    },
    balance: Object.fromEntries(
      [2, 3, 4, 5].map((back) => [
        year - back,
        { turnover: 380_000, profit: -25_000, employees: 3, fixedAssets: 40_000, currentAssets: 120_000, debts: 90_000 },
      ]),
    ),
  },
];

/**
 * A valid CUI ANAF cannot be reached for: the stand-in drops the connection unanswered, as a network
 * that fails does, for this CUI alone (journeys running at the same time keep an ANAF that answers).
 */
export const UNREACHABLE_CUI = 31415920;

function registryRecord(company: StandInCompany, day: string) {
  return {
    date_generale: {
      cui: company.cui,
      data: day,
      denumire: company.denumire,
      adresa: company.adresa,
      nrRegCom: company.nrRegCom,
      telefon: '',
      fax: '',
      codPostal: company.seat.scod_Postal,
      act: '',
      stare_inregistrare: 'INREGISTRAT din data ' + company.data_inregistrare.split('-').reverse().join('.'),
      data_inregistrare: company.data_inregistrare,
      cod_CAEN: company.cod_CAEN,
      iban: '',
      statusRO_e_Factura: true,
      organFiscalCompetent: 'Administrația Județeană a Finanțelor Publice',
      forma_de_proprietate: 'PROPR.PRIVATA-CAPITAL PRIVAT AUTOHTON',
      forma_organizare: 'PERSOANA JURIDICA',
      forma_juridica: 'SOCIETATE COMERCIALĂ CU RĂSPUNDERE LIMITATĂ',
    },
    inregistrare_scop_Tva: { scpTVA: company.scpTVA, perioade_TVA: [] },
    inregistrare_RTVAI: { dataInterogareRetVAI: day, statusTvaIncasare: false },
    stare_inactiv: { dataInactivare: '', dataReactivare: '', dataPublicare: '', dataRadiere: '', statusInactivi: company.statusInactivi },
    inregistrare_SplitTVA: { dataInceputSplitTVA: '', dataAnulareSplitTVA: '', statusSplitTVA: false },
    adresa_sediu_social: { ...company.seat, sdenumire_Tara: '', scod_Localitate: '', sdetalii_Adresa: '', stara: 'RO' },
    adresa_domiciliu_fiscal: { ...Object.fromEntries(Object.entries(company.seat).map(([key, value]) => [key.replace(/^s/, 'dd'), value])) },
  };
}

function balanceAnswer(company: StandInCompany | undefined, an: number, cui: string) {
  const figures = company?.balance[an];
  if (!company || !figures) return { an, cui: Number(cui), deni: '', caen: 0, den_caen: '', i: [] };
  const indicator = (code: string, name: string, value: number) => ({ indicator: code, val_indicator: value, val_den_indicator: name });
  return {
    an,
    cui: company.cui,
    deni: company.denumire,
    caen: Number(company.cod_CAEN),
    den_caen: 'Activitate',
    i: [
      indicator('I1', 'ACTIVE IMOBILIZATE - TOTAL', figures.fixedAssets),
      indicator('I2', 'ACTIVE CIRCULANTE - TOTAL, din care', figures.currentAssets),
      indicator('I3', 'Stocuri (materii prime, materiale, productie in curs de executie, semifabricate, produse finite, marfuri etc.)', 10_000),
      indicator('I4', 'Creante', 60_000),
      indicator('I5', 'Casa si conturi la banci', 90_000),
      indicator('I6', 'CHELTUIELI IN AVANS', 0),
      indicator('I7', 'DATORII', figures.debts),
      indicator('I8', 'VENITURI IN AVANS', 0),
      indicator('I9', 'PROVIZIOANE', 0),
      indicator('I10', 'CAPITALURI - TOTAL, din care:', figures.fixedAssets + figures.currentAssets - figures.debts),
      indicator('I11', 'Capital subscris varsat', 200),
      indicator('I12', 'Patrimoniul regiei', 0),
      indicator('I13', 'Cifra de afaceri neta', figures.turnover),
      indicator('I14', 'VENITURI TOTALE', figures.turnover + 5_000),
      indicator('I15', 'CHELTUIELI TOTALE', figures.turnover + 5_000 - figures.profit),
      indicator('I16', 'Profit brut', Math.max(0, figures.profit)),
      indicator('I17', 'Pierdere bruta', Math.max(0, -figures.profit)),
      indicator('I18', 'Profit net', Math.max(0, figures.profit)),
      indicator('I19', 'Pierdere neta', Math.max(0, -figures.profit)),
      indicator('I20', 'Numar mediu de salariati', figures.employees),
      indicator('I21', 'Tipul de activitate, conform clasificarii CAEN', 0),
    ],
  };
}

/**
 * A loopback stand-in of ANAF's public company services in their JSON shapes:
 * `POST /api/PlatitorTvaRest/v9/tva` (`[{cui, data}]` → `{cod, message, found, notFound}`) and
 * `GET /bilant?an=&cui=` (`{an, cui, deni, caen, den_caen, i: [...]}`, an empty `i` for a year or
 * CUI it has no statement of). It counts and times every request; `setMode` makes it answer an HTTP
 * error or slowly. Tests in another process use `POST /__stand-in/mode` (the mode as JSON),
 * `GET /__stand-in/record` and `POST /__stand-in/reset`.
 */
export async function startAnafCompanyStandIn(companies: StandInCompany[] = STAND_IN_COMPANIES) {
  const requests: { method: string; path: string; cui: string | null; at: number }[] = [];
  let mode: StandInMode = { mode: 'ok' };
  const open = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    void handle(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(value));

    if (url.pathname.startsWith('/__stand-in/')) {
      if (request.method === 'POST' && url.pathname === '/__stand-in/mode') {
        mode = JSON.parse(body || '{"mode":"ok"}') as StandInMode;
        return json(200, { mode });
      }
      if (request.method === 'POST' && url.pathname === '/__stand-in/reset') {
        requests.length = 0;
        mode = { mode: 'ok' };
        return json(200, { ok: true });
      }
      if (request.method === 'GET' && url.pathname === '/__stand-in/record') return json(200, { requests, mode });
      return json(404, { error: 'unknown control route' });
    }

    const isRegistry = request.method === 'POST' && url.pathname === '/api/PlatitorTvaRest/v9/tva';
    const isBalance = request.method === 'GET' && url.pathname === '/bilant';
    let cui: string | null = null;
    let asked: { cui: number; data: string }[] = [];
    if (isRegistry) {
      try {
        asked = JSON.parse(body) as { cui: number; data: string }[];
      } catch {
        asked = [];
      }
      cui = asked.map((item) => String(item.cui)).join(',');
    } else if (isBalance) cui = url.searchParams.get('cui');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, cui, at: Date.now() });
    if (cui?.split(',').includes(String(UNREACHABLE_CUI))) {
      request.socket.destroy();
      return;
    }

    if (mode.mode === 'error') {
      response
        .writeHead(mode.status, { 'content-type': 'text/html' })
        .end('<html><body>The requested URL was rejected. Please consult with your administrator.</body></html>');
      return;
    }
    if (mode.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.mode === 'slow' ? mode.delayMs : 0));
    if (response.destroyed) return;

    if (isRegistry) {
      if (!Array.isArray(asked) || asked.length === 0 || asked.some((item) => typeof item.cui !== 'number' || !/^\d{4}-\d{2}-\d{2}$/.test(String(item.data)))) {
        return json(200, { cod: 400, message: 'Bad Request', found: [], notFound: [] });
      }
      const found = asked.flatMap((item) => companies.filter((company) => company.cui === item.cui).map((company) => registryRecord(company, item.data)));
      const notFound = asked.filter((item) => !companies.some((company) => company.cui === item.cui)).map((item) => item.cui);
      return json(200, { cod: 200, message: 'SUCCESS', found, notFound });
    }
    if (isBalance) {
      const an = Number(url.searchParams.get('an'));
      const company = companies.find((item) => String(item.cui) === url.searchParams.get('cui'));
      return json(200, balanceAnswer(company, an, url.searchParams.get('cui') ?? ''));
    }
    return json(404, { error: 'Not found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    /** The settings that point the app at this stand-in. */
    env: { ANAF_API_URL: url },
    setMode(next: StandInMode) {
      mode = next;
    },
    reset() {
      requests.length = 0;
      mode = { mode: 'ok' };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };
}

export type AnafCompanyStandIn = Awaited<ReturnType<typeof startAnafCompanyStandIn>>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
