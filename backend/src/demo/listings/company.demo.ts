import { ListingType } from '../../contracts/lists.js';
import { countLabel } from '../../contracts/format.js';
import { type DemoRandom, eur } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';
import { CITIES, RESORTS, TOWNS, placeAt, type DemoPlace } from './demo-places.js';

/** A kind of business for sale: how it is named, what it costs and what a buyer reads about it. */
interface CompanyKind {
  titles: readonly [string, string];
  label: string;
  /** ECONOMIC_DOMAINS ids. */
  domain: number[];
  caen: string;
  price: readonly [number, number];
  /** Net margin (profit / turnover). */
  margin: readonly [number, number];
  employees: readonly [number, number];
  places: readonly DemoPlace[];
  intro: string;
  facts: readonly string[];
  includes: string;
  propertyTypes: readonly number[];
  businessTypes?: readonly number[];
}

export const COMPANY_KINDS: readonly CompanyKind[] = [
  {
    titles: ['Cafenea de specialitate în {city}', 'Cafenea cu terasă și clientelă fidelă, {city}'],
    label: 'HoReCa',
    domain: [9],
    caen: '5630',
    price: [40_000, 150_000],
    margin: [0.12, 0.2],
    employees: [3, 8],
    places: CITIES,
    intro: 'Cafenea amenajată modern într-o zonă cu trafic pietonal mare din {city}, cu program de luni până duminică.',
    facts: [
      'Espressor profesional cu două grupuri și râșnițe noi',
      'Contract de furnizare cu o prăjitorie locală',
      'Peste 4.000 de urmăritori pe rețelele sociale',
    ],
    includes: 'echipamentele, mobilierul, marca și conturile de social media',
    propertyTypes: [2],
  },
  {
    titles: ['Firmă de dezvoltare software cu contracte recurente, {city}', 'Agenție IT cu clienți din Uniunea Europeană, {city}'],
    label: 'IT și comunicații',
    domain: [10],
    caen: '6201',
    price: [200_000, 2_000_000],
    margin: [0.18, 0.3],
    employees: [6, 40],
    places: CITIES,
    intro: 'Companie de software din {city} care dezvoltă și întreține aplicații web pentru clienți din comerț, logistică și sănătate.',
    facts: [
      'Peste 70% din venituri vin din contracte de mentenanță pe termen lung',
      'Echipă stabilă, cu vechime medie de 4 ani',
      'Procese documentate și certificare ISO 9001',
    ],
    includes: 'contractele în derulare, codul sursă propriu, echipamentele și marca',
    propertyTypes: [2],
  },
  {
    titles: ['Restaurant cu 80 de locuri în {city}', 'Restaurant tradițional românesc, {city}'],
    label: 'HoReCa',
    domain: [9],
    caen: '5610',
    price: [120_000, 450_000],
    margin: [0.1, 0.16],
    employees: [8, 22],
    places: CITIES,
    intro: 'Restaurant cunoscut în {city}, cu bucătărie complet utilată, salon pentru evenimente și livrare prin platformele de comenzi.',
    facts: [
      'Autorizații sanitar-veterinare și de mediu la zi',
      'Meniu de prânz cu abonamente pentru firmele din zonă',
      'Rezervări pentru evenimente private în fiecare weekend',
    ],
    includes: 'dotările bucătăriei, mobilierul, licențele și rețetarul',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Pensiune turistică cu 12 camere în {city}', 'Pensiune cu restaurant și priveliște spre munte, {city}'],
    label: 'Turism',
    domain: [9, 12],
    caen: '5520',
    price: [180_000, 900_000],
    margin: [0.15, 0.25],
    employees: [4, 10],
    places: RESORTS,
    intro: 'Pensiune clasificată la trei margarete în {city}, cu grad de ocupare ridicat în sezon și în minivacanțe.',
    facts: ['Rating 9,2 pe platformele de rezervări', 'Parcare proprie, foișor și loc de joacă pentru copii', 'Clădire renovată în ultimii cinci ani'],
    includes: 'clădirea, terenul, dotările și site-ul de rezervări',
    propertyTypes: [1],
  },
  {
    titles: ['Magazin online de cosmetice naturale, {city}', 'Magazin online de articole pentru casă și grădină, {city}'],
    label: 'Comerț online',
    domain: [7],
    caen: '4791',
    price: [30_000, 250_000],
    margin: [0.08, 0.15],
    employees: [1, 5],
    places: CITIES,
    intro: 'Magazin online administrat din {city}, cu livrare în toată țara și clienți care revin constant.',
    facts: [
      'Peste 12.000 de comenzi livrate de la lansare',
      'Listă de abonați la newsletter cu 18.000 de adrese',
      'Integrare cu curierii și facturare automată',
    ],
    includes: 'domeniul, platforma, stocul existent, lista de furnizori și conturile de publicitate',
    propertyTypes: [2, 3],
  },
  {
    titles: ['Brutărie artizanală cu punct de vânzare propriu, {city}', 'Patiserie și brutărie de cartier, {city}'],
    label: 'Producție alimentară',
    domain: [3],
    caen: '1071',
    price: [60_000, 250_000],
    margin: [0.1, 0.18],
    employees: [4, 12],
    places: [...CITIES, ...TOWNS],
    intro: 'Brutărie cu producție proprie în {city}, cunoscută pentru pâinea cu maia și produsele de patiserie făcute zilnic.',
    facts: ['Cuptor rotativ și malaxoare de capacitate medie', 'Livrări zilnice către cafenele și magazine de proximitate', 'Rețete proprii, fără aditivi'],
    includes: 'utilajele, rețetele, contractele cu clienții și marca',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Service auto multimarcă cu patru posturi de lucru, {city}', 'Service auto și vulcanizare cu clienți flote, {city}'],
    label: 'Auto',
    domain: [18],
    caen: '4520',
    price: [80_000, 350_000],
    margin: [0.12, 0.2],
    employees: [4, 12],
    places: [...CITIES, ...TOWNS],
    intro: 'Service auto autorizat RAR în {city}, cu clienți persoane fizice și contracte cu firme care au flote de autoturisme.',
    facts: [
      'Elevatoare, linie de diagnoză și echipament de încărcat freon',
      'Contracte de mentenanță cu trei firme de leasing',
      'Programări ocupate cu două săptămâni înainte',
    ],
    includes: 'echipamentele, autorizațiile, contractele cu flotele și baza de clienți',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Salon de înfrumusețare în zonă centrală, {city}', 'Salon de coafură și cosmetică cu 6 posturi, {city}'],
    label: 'Servicii',
    domain: [18],
    caen: '9602',
    price: [25_000, 90_000],
    margin: [0.12, 0.22],
    employees: [3, 8],
    places: CITIES,
    intro: 'Salon amenajat recent în {city}, cu clientelă stabilă și programări online.',
    facts: [
      'Colaboratori cu experiență care rămân după vânzare',
      'Aparatură de cosmetică achiziționată în ultimii doi ani',
      'Peste 1.500 de clienți în aplicația de programări',
    ],
    includes: 'mobilierul, aparatura, stocul de produse și marca',
    propertyTypes: [2],
    businessTypes: [1, 2],
  },
  {
    titles: ['Clinică stomatologică cu trei cabinete, {city}', 'Cabinet stomatologic cu radiologie proprie, {city}'],
    label: 'Sănătate',
    domain: [16],
    caen: '8623',
    price: [150_000, 600_000],
    margin: [0.18, 0.28],
    employees: [5, 14],
    places: CITIES,
    intro: 'Clinică stomatologică din {city}, cu echipamente moderne și contract cu casa de asigurări de sănătate.',
    facts: [
      'Trei unituri dentare și aparat de radiologie panoramică',
      'Autorizații sanitare și de radiologie valabile',
      'Medici colaboratori dispuși să continue activitatea',
    ],
    includes: 'echipamentele, autorizațiile, baza de pacienți și amenajarea spațiului',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Sală de fitness cu peste 600 de abonați, {city}', 'Sală de fitness și studio de cross-training, {city}'],
    label: 'Sport și recreere',
    domain: [17],
    caen: '9313',
    price: [60_000, 300_000],
    margin: [0.12, 0.2],
    employees: [3, 10],
    places: CITIES,
    intro: 'Sală de fitness în {city}, cu aparatură profesională, antrenori colaboratori și abonamente lunare recurente.',
    facts: ['Peste 600 de abonamente active', 'Aparatură cardio și de forță reînnoită parțial anul trecut', 'Program non-stop cu acces pe bază de card'],
    includes: 'aparatura, sistemul de acces, contractele cu antrenorii și marca',
    propertyTypes: [2],
  },
  {
    titles: ['Firmă de transport marfă cu 8 camioane, {city}', 'Firmă de transport intern și internațional, {city}'],
    label: 'Transport și logistică',
    domain: [8],
    caen: '4941',
    price: [250_000, 1_200_000],
    margin: [0.06, 0.12],
    employees: [8, 25],
    places: CITIES,
    intro: 'Transportator cu sediul în {city}, cu licență comunitară și clienți ficși din industrie și comerț.',
    facts: [
      'Flotă de camioane Euro 6 cu vârsta medie de 5 ani',
      'Contracte-cadru cu doi producători din zonă',
      'Licență comunitară și copii conforme pentru toate vehiculele',
    ],
    includes: 'vehiculele, licențele, contractele și personalul',
    propertyTypes: [1, 2],
    businessTypes: [1, 4],
  },
  {
    titles: ['Firmă de construcții cu utilaje proprii, {city}', 'Firmă de construcții și renovări cu lucrări contractate, {city}'],
    label: 'Construcții',
    domain: [5],
    caen: '4120',
    price: [300_000, 1_500_000],
    margin: [0.08, 0.14],
    employees: [10, 45],
    places: CITIES,
    intro: 'Constructor din {city} cu experiență în clădiri rezidențiale și hale industriale, cu lucrări contractate pentru următoarele 12 luni.',
    facts: [
      'Parc propriu de utilaje: buldoexcavator, macara, cofraje',
      'Certificări ISO 9001, 14001 și 45001',
      'Portofoliu de peste 60 de lucrări recepționate',
    ],
    includes: 'utilajele, contractele în derulare, certificările și echipa',
    propertyTypes: [1],
    businessTypes: [1, 4],
  },
  {
    titles: ['Distribuitor de produse alimentare cu depozit propriu, {city}', 'Firmă de distribuție băuturi pentru HoReCa, {city}'],
    label: 'Comerț cu ridicata',
    domain: [6],
    caen: '4639',
    price: [200_000, 900_000],
    margin: [0.04, 0.08],
    employees: [6, 20],
    places: CITIES,
    intro: 'Distribuitor regional cu sediul în {city}, care aprovizionează magazine, restaurante și hoteluri din județ și din județele vecine.',
    facts: ['Depozit de 800 m² cu spațiu frigorific', 'Peste 350 de clienți activi lunar', 'Contracte de distribuție exclusivă pentru trei mărci'],
    includes: 'stocul, autoutilitarele, contractele de distribuție și portofoliul de clienți',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Fermă de legume în sere, {city}', 'Exploatație agricolă de 120 de hectare, {city}'],
    label: 'Agricultură',
    domain: [1],
    caen: '0113',
    price: [150_000, 1_200_000],
    margin: [0.1, 0.2],
    employees: [4, 15],
    places: TOWNS,
    intro: 'Fermă aflată lângă {city}, cu teren lucrat în totalitate și contracte de vânzare către rețele de magazine.',
    facts: ['Sistem de irigații prin picurare', 'Utilaje agricole proprii în stare bună', 'Subvenții APIA încasate la zi'],
    includes: 'terenul, serele, utilajele și contractele de vânzare',
    propertyTypes: [1],
    businessTypes: [1, 7],
  },
  {
    titles: ['Agenție de turism cu licență și clienți corporate, {city}', 'Agenție de turism specializată în circuite culturale, {city}'],
    label: 'Turism',
    domain: [14],
    caen: '7911',
    price: [30_000, 120_000],
    margin: [0.08, 0.15],
    employees: [2, 6],
    places: CITIES,
    intro: 'Agenție de turism din {city}, cu licență de turism valabilă și clienți corporate care organizează anual deplasări și team-building-uri.',
    facts: [
      'Poliță de asigurare pentru insolvabilitate la zi',
      'Contracte cu hoteluri și touroperatori din țară și din străinătate',
      'Bază de date cu peste 5.000 de clienți',
    ],
    includes: 'licența, contractele, site-ul și baza de clienți',
    propertyTypes: [2],
  },
  {
    titles: ['Firmă de contabilitate cu 90 de clienți activi, {city}', 'Cabinet de expertiză contabilă și salarizare, {city}'],
    label: 'Consultanță',
    domain: [13],
    caen: '6920',
    price: [60_000, 250_000],
    margin: [0.2, 0.32],
    employees: [3, 9],
    places: CITIES,
    intro: 'Firmă de contabilitate din {city}, membră CECCAR, cu portofoliu stabil de clienți IMM și PFA.',
    facts: ['Abonamente lunare cu plată la zi', 'Program de contabilitate licențiat și arhivă digitalizată', 'Colaboratori care pot prelua portofoliul'],
    includes: 'portofoliul de clienți, licențele software și echipamentele',
    propertyTypes: [2],
  },
  {
    titles: ['Atelier de mobilier la comandă, {city}', 'Fabrică de mobilier din lemn masiv, {city}'],
    label: 'Industrie prelucrătoare',
    domain: [3],
    caen: '3109',
    price: [80_000, 400_000],
    margin: [0.1, 0.18],
    employees: [5, 20],
    places: [...CITIES, ...TOWNS],
    intro: 'Atelier de mobilier din {city}, cu utilaje CNC și comenzi constante de la clienți persoane fizice și firme de amenajări interioare.',
    facts: ['Centru de prelucrare CNC și mașină de aplicat cant', 'Comenzi confirmate pentru următoarele trei luni', 'Showroom propriu'],
    includes: 'utilajele, stocul de materiale, proiectele și marca',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Școală de șoferi cu 6 autoturisme, {city}', 'Școală de șoferi pentru categoriile B și C, {city}'],
    label: 'Educație',
    domain: [15],
    caen: '8553',
    price: [50_000, 180_000],
    margin: [0.15, 0.25],
    employees: [4, 10],
    places: CITIES,
    intro: 'Școală de șoferi autorizată în {city}, cu sală de curs proprie și instructori cu experiență.',
    facts: ['Autoturisme dotate cu dublă comandă', 'Rată de promovare peste media județului', 'Autorizare ARR valabilă'],
    includes: 'autoturismele, autorizațiile și contractele cu instructorii',
    propertyTypes: [2],
  },
  {
    titles: ['Spălătorie auto self-service cu 5 boxe, {city}', 'Spălătorie auto automată lângă un centru comercial, {city}'],
    label: 'Auto',
    domain: [18],
    caen: '4520',
    price: [70_000, 220_000],
    margin: [0.2, 0.3],
    employees: [1, 3],
    places: [...CITIES, ...TOWNS],
    intro: 'Spălătorie auto self-service în {city}, amplasată pe o arteră circulată, cu plată cu cardul și monede.',
    facts: ['Echipamente cu garanție și mentenanță la zi', 'Venituri constante pe tot parcursul anului', 'Costuri de personal foarte mici'],
    includes: 'echipamentele, construcția metalică și contractul de închiriere a terenului',
    propertyTypes: [2, 1],
  },
  {
    titles: ['Grădiniță privată autorizată, {city}', 'Grădiniță și after-school cu program prelungit, {city}'],
    label: 'Educație',
    domain: [15],
    caen: '8510',
    price: [120_000, 400_000],
    margin: [0.12, 0.22],
    employees: [6, 15],
    places: CITIES,
    intro: 'Grădiniță privată în {city}, acreditată, cu grupe complete și listă de așteptare pentru anul următor.',
    facts: ['Curte proprie cu loc de joacă', 'Autorizații sanitare și ISU la zi', 'Personal didactic calificat'],
    includes: 'dotările, mobilierul, autorizațiile și contractele cu părinții',
    propertyTypes: [1, 2],
  },
  {
    titles: ['Farmacie comunitară cu circuit închis, {city}', 'Farmacie într-un cartier nou, {city}'],
    label: 'Sănătate',
    domain: [7, 16],
    caen: '4773',
    price: [150_000, 500_000],
    margin: [0.05, 0.1],
    employees: [3, 7],
    places: [...CITIES, ...TOWNS],
    intro: 'Farmacie autorizată în {city}, cu contract cu casa de asigurări de sănătate și vad comercial bun.',
    facts: ['Autorizație de funcționare și certificat de bună practică valabile', 'Contract cu casa județeană de asigurări', 'Stoc evaluat lunar'],
    includes: 'autorizația, stocul, mobilierul farmaceutic și programul de gestiune',
    propertyTypes: [2],
  },
  {
    titles: ['Tipografie digitală și centru de copiere, {city}', 'Tipografie cu echipamente offset și digitale, {city}'],
    label: 'Industrie prelucrătoare',
    domain: [3],
    caen: '1812',
    price: [90_000, 350_000],
    margin: [0.1, 0.18],
    employees: [4, 12],
    places: CITIES,
    intro: 'Tipografie din {city} cu clienți ficși din administrație, educație și comerț.',
    facts: [
      'Mașină de tipar digital și plotter de mari dimensiuni',
      'Contracte anuale cu instituții publice',
      'Atelier de finisare: legătorie, laminare, tăiere',
    ],
    includes: 'echipamentele, stocul de consumabile și portofoliul de clienți',
    propertyTypes: [1, 2],
  },
];

const REASONS = [
  'Relocare în străinătate',
  'Pensionare',
  'Mă concentrez pe o altă afacere',
  'Motive familiale',
  'Asociații au planuri diferite',
  'Nu mai am timp să mă ocup de administrare',
];

/**
 * Businesses for sale: every kind once, then every kind again in another city with its second
 * title, until `count` listings (titles are distinct by kind, wording and city).
 */
export function companyDemoListings(random: DemoRandom, count: number): DemoListing[] {
  const listings: DemoListing[] = [];
  for (let index = 0; index < count; index++) {
    const kind = COMPANY_KINDS[index % COMPANY_KINDS.length];
    const round = Math.floor(index / COMPANY_KINDS.length);
    const place = placeAt(kind.places, index * 7 + round * 3);
    const price = random.amount(kind.price[0], kind.price[1], kind.price[1] > 500_000 ? 10_000 : 1_000);
    // Buyers pay 2.5 to 4.5 years of profit.
    const profit = Math.round((price * 10) / random.int(25, 45) / 1000) * 1000;
    const turnover = Math.round(profit / (kind.margin[0] + random.next() * (kind.margin[1] - kind.margin[0])) / 1000) * 1000;
    const employees = random.int(kind.employees[0], kind.employees[1]);
    const yearFounded = random.int(2006, 2021);
    const reason = random.pick(REASONS);
    const propertyType = random.pick(kind.propertyTypes);
    const premises =
      propertyType === 1
        ? 'Spațiul este în proprietate și intră în preț.'
        : propertyType === 2
          ? 'Spațiul este închiriat, cu contract pe termen lung care se poate prelua.'
          : 'Spațiul este folosit în comodat.';
    const features = [...(random.chance(0.35) ? ['instalment-sale'] : []), ...(random.chance(0.2) ? ['partial-purchase'] : [])];
    listings.push({
      family: ListingType.Company,
      owner: index % 2 === 0 ? 'company' : 'person',
      imageLabel: kind.label,
      input: {
        title: kind.titles[round % 2].replace('{city}', place.city),
        description: html(
          kind.intro.replace('{city}', place.city),
          `Afacerea funcționează din ${yearFounded} și are ${countLabel(employees, 'angajat', 'angajați')}. ${premises}`,
          [...kind.facts, `Cifră de afaceri de ${eur(turnover)} și profit net de ${eur(profit)} în ultimul an fiscal`],
          `Motivul vânzării: ${reason.toLowerCase()}. Ofer sprijin la predare timp de ${random.pick(['o lună', 'două luni', 'trei luni'])}.`,
        ),
        price,
        county: place.county,
        city: place.city,
        domain: kind.domain,
        features,
        businessType: random.pick(kind.businessTypes ?? [1, 1, 1, 2]),
        domainCaen: kind.caen,
        yearlyTurnover: turnover,
        yearlyProfit: profit,
        employees,
        yearFounded,
        reasonForSale: reason,
        priceIncludes: kind.includes.charAt(0).toUpperCase() + kind.includes.slice(1),
        propertyType,
        contactName: index % 2 === 0 ? 'Radu Marinescu' : 'Ion Popescu',
      },
    });
  }
  return listings;
}
