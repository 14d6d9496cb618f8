import { FUND_REGIONS, ListingType } from '../../contracts/lists.js';
import type { FundCallStatus } from '../../contracts/listings.js';
import { IT_FUNDING_SLUG } from '../../contracts/public-pages.js';
import { type DemoRandom, eur, isoDate } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';

/** One funding call; amounts in EUR, the deadline in days from the seeding day. */
interface FundCall {
  title: string;
  fundType: 1 | 2 | 3 | 4 | 5 | 6;
  region: string;
  status: FundCallStatus;
  deadlineDays: number | null;
  /** A real call's actual last day (ISO date); wins over `deadlineDays` (still drawn, so the other calls' dates stay as they were). */
  deadline?: string;
  budget: number | null;
  grant: readonly [number, number];
  cofinancing: number | null;
  beneficiaries: string;
  /** FUND_BENEFICIARY_TYPES ids (none: open to every beneficiary). */
  who: readonly string[];
  /** Eligible CAEN Rev. 2 selectors (none: every activity). */
  caen: readonly string[];
  /** ECONOMIC_DOMAINS ids the call targets (none: every domain). */
  domain: number[];
  summary: string;
  eligible: readonly string[];
  label: string;
  slug?: string;
}

const REGIONAL = FUND_REGIONS.filter((region) => region.id !== 'all');

/** The eight regional programmes 2021–2027: a call for micro-enterprises and one for digitalisation each. */
function regionalCalls(): FundCall[] {
  return REGIONAL.flatMap((region, index): FundCall[] => [
    {
      title: `Programul Regional ${region.name} 2021–2027: investiții productive în microîntreprinderi`,
      fundType: 2,
      region: region.id,
      status: index % 3 === 2 ? 'upcoming' : 'open',
      deadlineDays: 45 + index * 11,
      budget: (18 + index * 3) * 1_000_000,
      grant: [50_000, 200_000],
      cofinancing: 10,
      beneficiaries: 'Microîntreprinderi din mediul urban, cu cel puțin un an fiscal încheiat și un angajat.',
      who: ['microintreprindere'],
      caen: ['C', 'F', 'M'],
      domain: [3, 5, 13],
      summary: `Apel de proiecte finanțat din Fondul European de Dezvoltare Regională pentru microîntreprinderile din regiunea ${region.name}: echipamente, utilaje, construcții și digitalizare.`,
      eligible: ['Achiziția de echipamente și utilaje noi', 'Construirea, extinderea sau modernizarea spațiilor de producție', 'Software și soluții de digitalizare, în limita a 20% din proiect'],
      label: 'Fonduri europene',
    },
    {
      title: `Digitalizarea IMM-urilor din regiunea ${region.name}: granturi pentru tehnologie`,
      fundType: 2,
      region: region.id,
      status: index % 4 === 3 ? 'closed' : index % 2 === 0 ? 'open' : 'upcoming',
      deadlineDays: index % 4 === 3 ? -30 - index * 5 : 60 + index * 9,
      budget: (8 + index * 2) * 1_000_000,
      grant: [25_000, 100_000],
      cofinancing: 15,
      beneficiaries: 'IMM-uri cu sediul social și punctul de lucru în regiune, fără datorii la bugetul de stat.',
      who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'],
      caen: ['G', 'J', 'M'],
      domain: [6, 7, 10, 13],
      summary: `Granturi pentru adoptarea tehnologiilor digitale de către IMM-urile din regiunea ${region.name}: ERP, CRM, comerț electronic, automatizări și securitate cibernetică.`,
      eligible: ['Licențe și dezvoltare de software', 'Echipamente IT și de comunicații', 'Servicii de consultanță pentru transformare digitală'],
      label: 'Digitalizare',
    },
  ]);
}

const NATIONAL: FundCall[] = [
  {
    title: 'Finanțare nerambursabilă IT: 500.000 – 3.000.000 euro',
    fundType: 2, region: 'all', status: 'open', deadlineDays: 90, budget: 150_000_000, grant: [500_000, 3_000_000], cofinancing: 15,
    beneficiaries: 'IMM-uri din domeniul IT cu cel puțin un an fiscal încheiat și cod CAEN principal din diviziunile 62 sau 63.',
    who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: ['62', '63'],
    domain: [10], summary: 'Granturi pentru companiile IT care dezvoltă produse software proprii, platforme digitale și soluții de inteligență artificială, inclusiv pentru extinderea echipelor de cercetare-dezvoltare.',
    eligible: ['Dezvoltarea de produse software proprii', 'Infrastructură cloud și echipamente IT', 'Salarii pentru echipa de cercetare-dezvoltare', 'Protejarea proprietății intelectuale'], label: 'Inovare IT',
    slug: IT_FUNDING_SLUG,
  },
  {
    // The real PNRR C9 I3 call (guide of 15 December 2022) took applications from 15 February to
    // 30 June 2023 (MIPE's announcement); it is shown closed on its real last day, never as open.
    title: 'PNRR: granturi pentru digitalizarea IMM-urilor (componenta 9)',
    fundType: 2, region: 'all', status: 'closed', deadlineDays: 0, deadline: '2023-06-30', budget: 347_000_000, grant: [20_000, 100_000], cofinancing: 10,
    beneficiaries: 'Microîntreprinderi și IMM-uri cu cel puțin doi ani de activitate.',
    who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: [],
    domain: [], summary: 'Schemă de granturi din Planul Național de Redresare și Reziliență pentru investiții în tehnologie digitală și servicii de transformare digitală.',
    eligible: ['Echipamente și software', 'Comerț electronic și automatizarea proceselor', 'Instruirea angajaților în competențe digitale'], label: 'PNRR',
  },
  {
    title: 'PNRR: eficiență energetică și panouri fotovoltaice pentru IMM-uri',
    fundType: 2, region: 'all', status: 'upcoming', deadlineDays: 140, budget: 250_000_000, grant: [50_000, 500_000], cofinancing: 30,
    beneficiaries: 'IMM-uri care își reduc consumul de energie cu cel puțin 30%.',
    who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: ['C', 'F', 'G', 'I'],
    domain: [3, 4], summary: 'Finanțare pentru anvelopare, sisteme de încălzire eficiente, iluminat LED și producția de energie din surse regenerabile pentru consum propriu.',
    eligible: ['Panouri fotovoltaice și stocare', 'Pompe de căldură și recuperatoare', 'Audit energetic și monitorizare'], label: 'PNRR',
  },
  {
    title: 'PNRR: sprijin pentru tinerii antreprenori din mediul rural',
    fundType: 2, region: 'all', status: 'closed', deadlineDays: -60, budget: 75_000_000, grant: [30_000, 70_000], cofinancing: 0,
    beneficiaries: 'Antreprenori sub 35 de ani cu firme înființate în ultimele 12 luni.',
    who: ['startup', 'microintreprindere'], caen: ['A', 'C', 'I'],
    domain: [1, 3, 9], summary: 'Sprijin forfetar pentru pornirea unei afaceri în mediul rural, plătit în două tranșe.',
    eligible: ['Echipamente și utilaje', 'Amenajarea spațiului de lucru', 'Marketing și promovare'], label: 'PNRR',
  },
  {
    title: 'PNRR: scheme de ajutor pentru turismul sustenabil',
    fundType: 2, region: 'all', status: 'open', deadlineDays: 95, budget: 120_000_000, grant: [100_000, 1_000_000], cofinancing: 25,
    beneficiaries: 'Firme din turism și HoReCa care modernizează unități de cazare existente.',
    who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: ['5510', '5520', '5530'],
    domain: [9], summary: 'Investiții în modernizarea unităților de cazare, eficiență energetică și accesibilitate pentru persoanele cu dizabilități.',
    eligible: ['Lucrări de modernizare', 'Dotări și echipamente', 'Certificări de mediu'], label: 'PNRR',
  },
  {
    title: 'AFIR: instalarea tinerilor fermieri (PNS 2023–2027)',
    fundType: 2, region: 'all', status: 'open', deadlineDays: 55, budget: 100_000_000, grant: [50_000, 100_000], cofinancing: 0,
    beneficiaries: 'Fermieri între 18 și 40 de ani care se instalează pentru prima dată ca șefi de exploatație.',
    who: ['fermier', 'persoana-fizica', 'pfa-ii-if'], caen: ['A'],
    domain: [1], summary: 'Sprijin nerambursabil forfetar prin Planul Național Strategic 2023–2027 pentru tinerii care preiau sau înființează o fermă.',
    eligible: ['Achiziția de animale și material săditor', 'Utilaje agricole', 'Modernizarea clădirilor fermei'], label: 'AFIR',
  },
  {
    title: 'AFIR: investiții în activități neagricole în zone rurale',
    fundType: 2, region: 'all', status: 'upcoming', deadlineDays: 120, budget: 90_000_000, grant: [50_000, 200_000], cofinancing: 30,
    beneficiaries: 'Microîntreprinderi și întreprinderi mici din spațiul rural.',
    who: ['microintreprindere', 'intreprindere-mica', 'pfa-ii-if'], caen: ['C', '5520', '5590', '96'],
    domain: [3, 9, 18], summary: 'Finanțare pentru diversificarea economiei rurale: producție, servicii, meșteșuguri și agroturism.',
    eligible: ['Construcții și modernizări', 'Echipamente de producție', 'Dotări pentru servicii'], label: 'AFIR',
  },
  {
    title: 'AFIR: modernizarea fermelor de legume și fructe',
    fundType: 2, region: 'all', status: 'open', deadlineDays: 85, budget: 60_000_000, grant: [100_000, 600_000], cofinancing: 35,
    beneficiaries: 'Ferme și cooperative din sectorul pomicol și legumicol.',
    who: ['fermier', 'microintreprindere', 'intreprindere-mica'], caen: ['011', '012', '0130'],
    domain: [1], summary: 'Sprijin pentru sere, solarii, sisteme de irigații, depozite frigorifice și linii de sortare și ambalare.',
    eligible: ['Sere și solarii', 'Irigații și stații de pompare', 'Depozite frigorifice'], label: 'AFIR',
  },
  {
    title: 'AFIR: procesarea produselor agricole în unități mici',
    fundType: 2, region: 'all', status: 'closed', deadlineDays: -20, budget: 80_000_000, grant: [200_000, 1_500_000], cofinancing: 40,
    beneficiaries: 'Întreprinderi care procesează produse agricole și cooperative.',
    who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: ['10'],
    domain: [1, 3], summary: 'Investiții în unități de procesare a laptelui, cărnii, fructelor și legumelor, cu accent pe lanțuri scurte de aprovizionare.',
    eligible: ['Linii de procesare', 'Laboratoare de control al calității', 'Mijloace de transport specializate'], label: 'AFIR',
  },
  {
    title: 'Start-Up Nation: granturi pentru firme nou-înființate',
    fundType: 1, region: 'all', status: 'upcoming', deadlineDays: 160, budget: 200_000_000, grant: [50_000, 50_000], cofinancing: 0,
    beneficiaries: 'Firme înființate de cel mult un an, cu asociați persoane fizice.',
    who: ['startup'], caen: [],
    domain: [], summary: 'Program guvernamental care finanțează planul de afaceri al firmelor noi, cu obligația de a crea locuri de muncă.',
    eligible: ['Echipamente și mobilier', 'Software și site de prezentare', 'Chirie și salarii pentru primul an'], label: 'Finanțare guvernamentală',
  },
  {
    title: 'Programul Femeia Antreprenor: finanțare pentru afaceri conduse de femei',
    fundType: 1, region: 'all', status: 'open', deadlineDays: 40, budget: 15_000_000, grant: [10_000, 40_000], cofinancing: 10,
    beneficiaries: 'Firme în care o femeie deține majoritatea și conduce activitatea.',
    who: ['microintreprindere', 'intreprindere-mica', 'startup'], caen: [],
    domain: [], summary: 'Sprijin pentru dezvoltarea afacerilor conduse de femei: echipamente, digitalizare și instruire antreprenorială.',
    eligible: ['Echipamente tehnologice', 'Instruire și mentorat', 'Promovare online'], label: 'Finanțare guvernamentală',
  },
  {
    title: 'Programul Comerț–Servicii: modernizarea micilor afaceri',
    fundType: 1, region: 'all', status: 'closed', deadlineDays: -90, budget: 40_000_000, grant: [20_000, 40_000], cofinancing: 10,
    beneficiaries: 'Microîntreprinderi din comerț și servicii.',
    who: ['microintreprindere'], caen: ['G', 'S'],
    domain: [7, 18], summary: 'Finanțare pentru dotarea magazinelor și a unităților de servicii cu echipamente și software.',
    eligible: ['Mobilier comercial', 'Case de marcat și POS', 'Software de gestiune'], label: 'Finanțare guvernamentală',
  },
  {
    title: 'Garanții de stat pentru credite de investiții ale IMM-urilor',
    fundType: 4, region: 'all', status: 'open', deadlineDays: 200, budget: 1_000_000_000, grant: [50_000, 5_000_000], cofinancing: null,
    beneficiaries: 'IMM-uri care nu înregistrează datorii restante la bugetul de stat.',
    who: ['microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: [],
    domain: [], summary: 'Garanții de până la 80% din valoarea creditului, acordate prin băncile partenere, cu subvenționarea dobânzii în primii ani.',
    eligible: ['Credite de investiții', 'Credite pentru capital de lucru', 'Finanțarea activelor corporale și necorporale'], label: 'Finanțare bancară',
  },
  {
    title: 'Credit agricol cu garanție pentru achiziția de utilaje',
    fundType: 4, region: 'all', status: 'open', deadlineDays: 180, budget: 150_000_000, grant: [20_000, 1_000_000], cofinancing: 20,
    beneficiaries: 'Fermieri persoane fizice autorizate și societăți agricole.',
    who: ['fermier', 'pfa-ii-if', 'microintreprindere', 'intreprindere-mica'], caen: ['01'],
    domain: [1], summary: 'Credit bancar pe până la 7 ani pentru tractoare, combine și echipamente agricole, cu garanție parțială de la un fond de garantare.',
    eligible: ['Tractoare și combine', 'Echipamente de irigații', 'Utilaje de procesare primară'], label: 'Finanțare bancară',
  },
  {
    title: 'Microcredite pentru antreprenori la început de drum',
    fundType: 4, region: 'all', status: 'open', deadlineDays: 240, budget: 25_000_000, grant: [5_000, 25_000], cofinancing: null,
    beneficiaries: 'PFA, întreprinderi individuale și microîntreprinderi fără istoric de creditare.',
    who: ['pfa-ii-if', 'microintreprindere', 'startup'], caen: [],
    domain: [], summary: 'Microcredite acordate rapid, fără garanții imobiliare, cu perioadă de grație de până la 6 luni.',
    eligible: ['Capital de lucru', 'Echipamente', 'Stocuri de marfă'], label: 'Finanțare bancară',
  },
  {
    title: 'Granturile SEE și Norvegiene: inovare verde în industrie',
    fundType: 2, region: 'all', status: 'upcoming', deadlineDays: 130, budget: 30_000_000, grant: [200_000, 2_000_000], cofinancing: 40,
    beneficiaries: 'IMM-uri și întreprinderi mari care dezvoltă produse sau procese cu impact redus asupra mediului.',
    who: ['intreprindere-mica', 'intreprindere-mijlocie', 'intreprindere-mare'], caen: ['C'],
    domain: [3, 4], summary: 'Finanțare pentru tehnologii verzi, economie circulară și reducerea emisiilor în producție, cu posibilitatea unor parteneriate cu firme norvegiene.',
    eligible: ['Echipamente de producție curată', 'Cercetare aplicată și prototipuri', 'Certificări de mediu'], label: 'Fonduri europene',
  },
  {
    title: 'Horizon Europe EIC Accelerator: granturi și capital pentru startup-uri deep-tech',
    fundType: 2, region: 'all', status: 'open', deadlineDays: 100, budget: 400_000_000, grant: [500_000, 2_500_000], cofinancing: 30,
    beneficiaries: 'Startup-uri și IMM-uri cu tehnologii inovatoare pregătite pentru piață.',
    who: ['startup', 'microintreprindere', 'intreprindere-mica', 'intreprindere-mijlocie'], caen: ['J', 'M'],
    domain: [10, 16], summary: 'Combinație de grant și investiție în capital pentru companii cu potențial de creștere rapidă la nivel european.',
    eligible: ['Dezvoltare de produs', 'Demonstrare și certificare', 'Scalare comercială'], label: 'Fonduri europene',
  },
  {
    title: 'Fond de capital de risc seed pentru startup-uri tech românești',
    fundType: 6, region: 'all', status: 'open', deadlineDays: null, budget: 40_000_000, grant: [100_000, 1_000_000], cofinancing: null,
    beneficiaries: 'Startup-uri cu produs lansat și primii clienți plătitori.',
    who: ['startup'], caen: ['6201', '6202', '6311', '6312'],
    domain: [10, 11], summary: 'Investiții de tip seed și pre-seria A în schimbul unei participații minoritare, cu sprijin în strategie și angajări.',
    eligible: ['Dezvoltarea produsului', 'Extinderea echipei', 'Intrarea pe piețe externe'], label: 'Fonduri de investiții',
  },
  {
    title: 'Fond de private equity pentru IMM-uri de producție',
    fundType: 6, region: 'all', status: 'open', deadlineDays: null, budget: 120_000_000, grant: [2_000_000, 10_000_000], cofinancing: null,
    beneficiaries: 'Companii de producție profitabile, cu cifră de afaceri de peste 5 milioane EUR.',
    who: ['intreprindere-mijlocie', 'intreprindere-mare'], caen: ['C'],
    domain: [3], summary: 'Investiții de dezvoltare sau preluări de pachete majoritare, alături de management, pentru companii care vor să crească regional.',
    eligible: ['Extinderea capacității de producție', 'Achiziții de companii', 'Succesiunea în afacerile de familie'], label: 'Fonduri de investiții',
  },
  {
    title: 'Rundă de finanțare pre-seed cu o rețea de business angels',
    fundType: 3, region: 'all', status: 'upcoming', deadlineDays: 35, budget: 2_000_000, grant: [50_000, 250_000], cofinancing: null,
    beneficiaries: 'Echipe fondatoare cu prototip funcțional.',
    who: ['startup'], caen: [],
    domain: [10], summary: 'Sesiune de prezentări pentru investitori privați, cu mentorat înainte de eveniment și posibilitatea unei investiții comune.',
    eligible: ['Validarea produsului', 'Primele angajări', 'Marketing de lansare'], label: 'Finanțare privată',
  },
  {
    title: 'Program de accelerare cu finanțare pentru soluții agri-tech',
    fundType: 3, region: 'all', status: 'open', deadlineDays: 50, budget: 1_500_000, grant: [30_000, 150_000], cofinancing: null,
    beneficiaries: 'Startup-uri cu soluții pentru agricultură, procesare și lanțul alimentar.',
    who: ['startup', 'microintreprindere'], caen: ['A', '6201', '7219'],
    domain: [1, 10], summary: 'Program de 12 săptămâni cu investiție inițială, mentorat și acces la ferme partenere pentru testarea soluțiilor.',
    eligible: ['Proiecte pilot în ferme', 'Dezvoltare de produs', 'Pregătirea rundei următoare'], label: 'Finanțare privată',
  },
  {
    title: 'Granturi pentru ONG-uri care dezvoltă întreprinderi sociale',
    fundType: 5, region: 'all', status: 'open', deadlineDays: 70, budget: 10_000_000, grant: [25_000, 100_000], cofinancing: 5,
    beneficiaries: 'ONG-uri și întreprinderi sociale atestate.',
    who: ['ong'], caen: [],
    domain: [16, 18], summary: 'Sprijin pentru înființarea și dezvoltarea întreprinderilor sociale care angajează persoane din grupuri vulnerabile.',
    eligible: ['Salarii și instruire', 'Echipamente', 'Promovarea produselor și serviciilor'], label: 'Economie socială',
  },
];

/** Funding calls (published by staff): the national ones, then the regional ones. */
export function fundDemoListings(random: DemoRandom, count: number, today = new Date()): DemoListing[] {
  const calls = [...NATIONAL, ...regionalCalls()].slice(0, count);
  return calls.map((call) => {
    const drawn = call.deadlineDays === null ? null : isoDate(today, call.deadlineDays + random.int(0, 6));
    return {
      family: ListingType.Fund,
      owner: 'staff',
      imageLabel: call.label,
      slug: call.slug,
      input: {
        title: call.title,
        description: html(
          call.summary,
          'Cheltuieli eligibile:',
          [...call.eligible],
          `Valoarea sprijinului: între ${eur(call.grant[0])} și ${eur(call.grant[1])} pe proiect${call.cofinancing ? `, cu o contribuție proprie de minimum ${call.cofinancing}%` : ''}.`,
          call.status === 'closed'
            ? 'Apelul s-a închis; urmărește pagina pentru următoarea sesiune.'
            : 'Informațiile sunt orientative: verifică ghidul solicitantului înainte de a depune. Consultanții noștri te pot ajuta cu verificarea eligibilității.',
        ),
        domain: call.domain,
        fundType: call.fundType,
        region: call.region,
        callStatus: call.status,
        deadline: call.deadline ?? drawn,
        budget: call.budget,
        grantMin: call.grant[0],
        grantMax: call.grant[1],
        cofinancingPercent: call.cofinancing,
        eligibleBeneficiaries: call.beneficiaries,
        beneficiaryTypes: [...call.who],
        caenCodes: [...call.caen],
      },
    };
  });
}

/** How many calls `fundDemoListings` can produce. */
export const FUND_CALL_COUNT = NATIONAL.length + REGIONAL.length * 2;
