import { ListingType } from '../../contracts/lists.js';
import type { InvestmentKind } from '../../contracts/listings.js';
import { type DemoRandom, eur } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';
import { CITIES, TOWNS, placeAt, type DemoPlace } from './demo-places.js';

/** A project looking for money or a partner; the amount sought is the listing's price. */
interface Project {
  titles: readonly [string, string];
  label: string;
  /** ECONOMIC_DOMAINS ids. */
  domain: number[];
  kinds: readonly InvestmentKind[];
  amount: readonly [number, number];
  stage: string;
  places: readonly DemoPlace[];
  pitch: string;
  use: readonly string[];
}

export const PROJECTS: readonly Project[] = [
  {
    titles: ['Caut partener pentru o fermă de afine lângă {city}', 'Investiție într-o plantație de afine cu irigații, {city}'],
    label: 'Agricultură',
    domain: [1],
    kinds: ['equity', 'partnership'],
    amount: [60_000, 250_000],
    stage: 'în funcțiune',
    places: TOWNS,
    pitch:
      'Plantația are 4 hectare pe rod și contracte de vânzare cu doi distribuitori. Căutăm un partener pentru extinderea cu încă 6 hectare și o cameră frigorifică.',
    use: ['Material săditor și sistem de irigații', 'Cameră frigorifică și linie de sortare', 'Capital de lucru pentru primul sezon'],
  },
  {
    titles: ['Atrag investitor pentru o aplicație SaaS de facturare, {city}', 'Rundă seed pentru o platformă de gestiune pentru IMM-uri, {city}'],
    label: 'IT și comunicații',
    domain: [10],
    kinds: ['equity'],
    amount: [150_000, 800_000],
    stage: 'primii clienți plătitori',
    places: CITIES,
    pitch:
      'Aplicația are peste 400 de firme abonate și o creștere lunară de 12%. Investiția ne permite să extindem echipa de vânzări și să intrăm pe piața din Republica Moldova.',
    use: ['Echipă de vânzări și suport', 'Integrări cu băncile și cu ANAF', 'Marketing pentru extindere regională'],
  },
  {
    titles: ['Extinderea unei brutării artizanale, caut asociat, {city}', 'Investiție într-un al doilea punct de lucru al unei brutării, {city}'],
    label: 'Producție alimentară',
    domain: [3, 7],
    kinds: ['partnership', 'loan'],
    amount: [40_000, 150_000],
    stage: 'profitabilă',
    places: CITIES,
    pitch: 'Brutăria are vânzări constante și o listă de clienți HoReCa care cer volume mai mari. Căutăm un asociat pentru un al doilea laborator.',
    use: ['Cuptor și dospitor', 'Amenajarea laboratorului', 'Autoutilitară pentru livrări'],
  },
  {
    titles: ['Pensiune nouă în construcție caută investitor, {city}', 'Asociere pentru finalizarea unei pensiuni cu 10 camere, {city}'],
    label: 'Turism',
    domain: [9],
    kinds: ['joint-venture', 'equity'],
    amount: [100_000, 400_000],
    stage: 'în construcție',
    places: [...TOWNS, ...CITIES],
    pitch:
      'Clădirea este la roșu, cu autorizație de construire și proiect de amenajare. Oferim o participație proporțională cu investiția și administrarea pensiunii.',
    use: ['Finisaje și instalații', 'Mobilier și dotări', 'Lansare și promovare'],
  },
  {
    titles: ['Clinică de recuperare medicală caută investitor, {city}', 'Investiție în echipamente pentru o clinică de fizioterapie, {city}'],
    label: 'Sănătate',
    domain: [16],
    kinds: ['equity', 'loan'],
    amount: [80_000, 350_000],
    stage: 'în funcțiune',
    places: CITIES,
    pitch: 'Clinica are contract cu casa de asigurări și o listă de așteptare de trei săptămâni. Vrem să deschidem al doilea sediu.',
    use: ['Echipamente de electroterapie și kinetoterapie', 'Amenajarea spațiului', 'Angajarea a patru terapeuți'],
  },
  {
    titles: ['Parc fotovoltaic de 1 MW, caut partener, {city}', 'Proiect de energie solară cu aviz de racordare, {city}'],
    label: 'Energie',
    domain: [4],
    kinds: ['joint-venture', 'equity'],
    amount: [300_000, 900_000],
    stage: 'autorizat',
    places: TOWNS,
    pitch: 'Proiectul are teren, aviz tehnic de racordare și autorizație de construire. Căutăm un partener financiar pentru construcție.',
    use: ['Panouri și invertoare', 'Racordarea la rețea', 'Lucrări de construcții și montaj'],
  },
  {
    titles: ['Magazin online de produse locale caută finanțare, {city}', 'Investiție într-un marketplace de produse tradiționale, {city}'],
    label: 'Comerț',
    domain: [7],
    kinds: ['equity', 'loan'],
    amount: [30_000, 120_000],
    stage: 'lansat',
    places: CITIES,
    pitch: 'Lucrăm cu peste 60 de producători locali și livrăm în toată țara. Investiția finanțează un depozit mai mare și campanii de marketing.',
    use: ['Depozit și ambalare', 'Marketing online', 'Extinderea catalogului de produse'],
  },
  {
    titles: ['Atelier de confecții caută partener pentru export, {city}', 'Linie nouă de producție textilă, caut investitor, {city}'],
    label: 'Industrie prelucrătoare',
    domain: [3],
    kinds: ['partnership', 'equity'],
    amount: [70_000, 300_000],
    stage: 'profitabilă',
    places: CITIES,
    pitch: 'Atelierul lucrează în regim lohn pentru două mărci din Italia și vrea să lanseze o colecție proprie.',
    use: ['Mașini de cusut industriale', 'Design și prototipuri', 'Participare la târguri internaționale'],
  },
  {
    titles: ['Firmă de logistică caută capital pentru camioane frigorifice, {city}', 'Extinderea flotei unei firme de transport frigorific, {city}'],
    label: 'Transport',
    domain: [8],
    kinds: ['loan', 'equity'],
    amount: [150_000, 600_000],
    stage: 'în funcțiune',
    places: CITIES,
    pitch: 'Avem contracte semnate cu două lanțuri de magazine care cer capacitate suplimentară. Oferim randament fix sau o participație minoritară.',
    use: ['Trei camioane frigorifice', 'Sistem de monitorizare a temperaturii', 'Capital de lucru'],
  },
  {
    titles: ['Școală privată de programare caută asociat, {city}', 'Investiție într-un centru de cursuri tehnice pentru adulți, {city}'],
    label: 'Educație',
    domain: [15, 10],
    kinds: ['partnership', 'equity'],
    amount: [40_000, 150_000],
    stage: 'în funcțiune',
    places: CITIES,
    pitch: 'Cursurile noastre au absolvenți angajați în firme de software din oraș. Căutăm un asociat pentru cursuri online și parteneriate cu angajatori.',
    use: ['Platformă de cursuri online', 'Laborator cu calculatoare', 'Traineri noi'],
  },
  {
    titles: [
      'Restaurant cu livrare caută investitor pentru o bucătărie centrală, {city}',
      'Extindere HoReCa: bucătărie centrală pentru trei restaurante, {city}',
    ],
    label: 'HoReCa',
    domain: [9],
    kinds: ['equity', 'loan'],
    amount: [60_000, 250_000],
    stage: 'profitabilă',
    places: CITIES,
    pitch: 'Avem trei restaurante cu livrare și vrem să centralizăm producția pentru a reduce costurile și a deschide noi locații.',
    use: ['Echipamente de bucătărie profesională', 'Amenajarea spațiului', 'Autoutilitare frigorifice'],
  },
];

const RETURNS = ['randament estimat de 12–15% pe an', 'dividende din al doilea an', 'dobândă fixă de 9% pe an', 'exit estimat în 5 ani'];

/** Investment offers and partner searches, from both demo accounts. */
export function investmentDemoListings(random: DemoRandom, count: number): DemoListing[] {
  const listings: DemoListing[] = [];
  for (let index = 0; index < count; index++) {
    const project = PROJECTS[index % PROJECTS.length];
    const round = Math.floor(index / PROJECTS.length);
    const place = placeAt(project.places, index * 3 + round * 2);
    const kind = project.kinds[round % project.kinds.length];
    const amount = random.amount(project.amount[0], project.amount[1], 5_000);
    const equity = kind === 'equity' ? random.pick([10, 15, 20, 25, 30, 40]) : kind === 'loan' ? null : random.pick([30, 40, 50]);
    listings.push({
      family: ListingType.Investment,
      owner: index % 2 === 0 ? 'person' : 'company',
      imageLabel: project.label,
      input: {
        title: project.titles[round % 2].replace('{city}', place.city),
        description: html(
          project.pitch,
          `Suma căutată: ${eur(amount)}. Fondurile vor fi folosite pentru:`,
          [...project.use],
          equity !== null
            ? `Oferim ${equity}% din firmă, în funcție de structura finală a investiției.`
            : 'Oferim rambursarea în rate lunare, cu garanții din activele firmei.',
        ),
        price: amount,
        county: place.county,
        city: place.city,
        domain: project.domain,
        investmentKind: kind,
        equityOfferedPercent: equity,
        stage: project.stage,
        expectedReturn: kind === 'loan' ? 'dobândă fixă de 9% pe an' : random.pick(RETURNS),
        contactName: index % 2 === 0 ? 'Ion Popescu' : 'Radu Marinescu',
      },
    });
  }
  return listings;
}
