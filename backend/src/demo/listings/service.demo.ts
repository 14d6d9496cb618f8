import { ListingType, SERVICE_DOMAINS } from '../../contracts/lists.js';
import { countLabel } from '../../contracts/format.js';
import type { DemoRandom } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';
import { CITIES, placeAt } from './demo-places.js';

/** A service offer: its domain and subdomain (SERVICE_DOMAINS, subdomain id = domain * 100 + n). */
interface ServiceOffer {
  domain: number;
  /** 1-based position of the subdomain in its domain. */
  sub: number;
  titles: readonly [string, string];
  price: readonly [number, number];
  unit: string;
  intro: string;
  points: readonly string[];
}

export const SERVICE_OFFERS: readonly ServiceOffer[] = [
  {
    domain: 7,
    sub: 1,
    titles: ['Contabilitate completă pentru SRL-uri și PFA-uri, {city}', 'Servicii de contabilitate și declarații fiscale online, {city}'],
    price: [80, 400],
    unit: 'lună',
    intro: 'Ținem contabilitatea firmei tale de la documentele primare până la bilanț, cu acces online la rapoarte în fiecare lună.',
    points: ['Înregistrări contabile și balanță lunară', 'Declarații fiscale depuse la termen', 'Consultanță fiscală inclusă în abonament'],
  },
  {
    domain: 7,
    sub: 2,
    titles: ['Audit financiar statutar și audit intern, {city}', 'Audit financiar pentru IMM-uri și ONG-uri, {city}'],
    price: [1_500, 8_000],
    unit: 'proiect',
    intro: 'Auditori financiari membri ai Camerei Auditorilor Financiari din România, cu experiență în producție, comerț și servicii.',
    points: ['Audit statutar al situațiilor financiare', 'Misiuni de audit intern și proceduri agreate', 'Rapoarte pentru bănci și finanțatori'],
  },
  {
    domain: 7,
    sub: 3,
    titles: ['Consultanță pentru accesarea fondurilor europene, {city}', 'Scriere și implementare proiecte PNRR și POR, {city}'],
    price: [1_000, 6_000],
    unit: 'proiect',
    intro: 'Te ajutăm să alegi programul potrivit, să scrii cererea de finanțare și să implementezi proiectul până la ultima cerere de plată.',
    points: ['Analiză de eligibilitate gratuită', 'Plan de afaceri și buget detaliat', 'Achiziții și raportări în implementare'],
  },
  {
    domain: 7,
    sub: 4,
    titles: ['Planuri de afaceri pentru bănci și investitori, {city}', 'Plan de afaceri și proiecții financiare pentru startup-uri, {city}'],
    price: [400, 2_500],
    unit: 'proiect',
    intro: 'Redactăm planuri de afaceri clare, cu analiză de piață și proiecții financiare pe trei până la cinci ani.',
    points: ['Analiza pieței și a concurenței', 'Proiecții de venituri, costuri și flux de numerar', 'Prezentare pentru investitori'],
  },
  {
    domain: 7,
    sub: 5,
    titles: ['Evaluarea afacerilor pentru vânzare sau asociere, {city}', 'Rapoarte de evaluare a firmelor și a activelor, {city}'],
    price: [800, 5_000],
    unit: 'raport',
    intro: 'Evaluatori autorizați ANEVAR care estimează valoarea de piață a firmelor, a echipamentelor și a proprietăților.',
    points: ['Metode bazate pe venit, piață și active', 'Rapoarte acceptate de bănci', 'Termen de livrare de 10 zile lucrătoare'],
  },
  {
    domain: 16,
    sub: 1,
    titles: ['Dezvoltare de aplicații web și mobile la comandă, {city}', 'Echipă de programatori pentru produse SaaS, {city}'],
    price: [25, 60],
    unit: 'oră',
    intro: 'Construim aplicații web și mobile de la specificații până la lansare, cu echipe dedicate și livrări la fiecare două săptămâni.',
    points: ['Analiză și design de produs', 'Dezvoltare frontend, backend și aplicații mobile', 'Mentenanță și suport după lansare'],
  },
  {
    domain: 16,
    sub: 2,
    titles: ['Site-uri de prezentare și magazine online, {city}', 'Web design pentru firme mici și mijlocii, {city}'],
    price: [600, 4_000],
    unit: 'proiect',
    intro: 'Realizăm site-uri rapide, ușor de administrat și optimizate pentru telefon, cu găzduire și mentenanță opționale.',
    points: ['Design personalizat', 'Integrare cu plăți online și curierat', 'Instruire pentru administrarea conținutului'],
  },
  {
    domain: 16,
    sub: 3,
    titles: ['Campanii de marketing online pe Google și Meta, {city}', 'Marketing digital cu rezultate măsurabile pentru IMM-uri, {city}'],
    price: [300, 1_500],
    unit: 'lună',
    intro: 'Planificăm și administrăm campanii plătite, cu raportare lunară și optimizare continuă a costului pe client.',
    points: ['Strategie și bugetare', 'Campanii de căutare, display și social', 'Rapoarte lunare pe înțelesul tuturor'],
  },
  {
    domain: 16,
    sub: 4,
    titles: ['Optimizare SEO pentru magazine online, {city}', 'Audit SEO tehnic și strategie de conținut, {city}'],
    price: [250, 1_200],
    unit: 'lună',
    intro: 'Creștem traficul organic prin optimizare tehnică, conținut relevant și link-building curat.',
    points: ['Audit tehnic complet', 'Cercetare de cuvinte cheie', 'Plan editorial și optimizare on-page'],
  },
  {
    domain: 16,
    sub: 7,
    titles: ['Securitate IT și audit de vulnerabilități, {city}', 'Administrare rețele și securitate cibernetică pentru firme, {city}'],
    price: [40, 90],
    unit: 'oră',
    intro: 'Protejăm rețelele și datele firmelor prin audit, configurare și monitorizare continuă.',
    points: ['Teste de penetrare', 'Copii de siguranță și plan de recuperare', 'Instruirea angajaților'],
  },
  {
    domain: 8,
    sub: 1,
    titles: ['Consultanță juridică în drept comercial, {city}', 'Avocat pentru contracte comerciale și tranzacții cu firme, {city}'],
    price: [60, 150],
    unit: 'oră',
    intro: 'Asistență juridică pentru firme: contracte, cesiuni de părți sociale, due diligence și litigii comerciale.',
    points: ['Redactare și negociere de contracte', 'Due diligence la vânzarea unei afaceri', 'Reprezentare în instanță'],
  },
  {
    domain: 8,
    sub: 5,
    titles: ['Conformitate GDPR pentru firme și ONG-uri, {city}', 'Responsabil extern cu protecția datelor (DPO), {city}'],
    price: [100, 500],
    unit: 'lună',
    intro: 'Punem în conformitate prelucrarea datelor personale și preluăm rolul de responsabil cu protecția datelor.',
    points: ['Audit de conformitate', 'Politici și registre de prelucrare', 'Instruire pentru angajați'],
  },
  {
    domain: 12,
    sub: 1,
    titles: ['Recrutare de personal calificat și manageri, {city}', 'Selecție de personal pentru producție și logistică, {city}'],
    price: [500, 3_000],
    unit: 'poziție',
    intro: 'Găsim candidații potriviți pentru posturile tale, cu garanție de înlocuire în primele trei luni.',
    points: ['Publicare și promovare anunțuri', 'Interviuri și testare', 'Garanție de înlocuire'],
  },
  {
    domain: 12,
    sub: 2,
    titles: ['Salarizare și administrare de personal externalizată, {city}', 'Servicii de payroll și REVISAL pentru IMM-uri, {city}'],
    price: [5, 15],
    unit: 'angajat / lună',
    intro: 'Calculăm salariile, întocmim declarațiile și ținem la zi registrul de evidență a salariaților.',
    points: ['State de plată și fluturași', 'Declarația 112 și REVISAL', 'Dosare de personal'],
  },
  {
    domain: 9,
    sub: 1,
    titles: ['Curățenie profesională pentru birouri, {city}', 'Servicii de curățenie zilnică pentru clădiri de birouri, {city}'],
    price: [300, 2_000],
    unit: 'lună',
    intro: 'Echipe instruite și produse profesionale pentru birouri curate în fiecare dimineață.',
    points: ['Program după orele de lucru', 'Consumabile incluse', 'Control periodic al calității'],
  },
  {
    domain: 21,
    sub: 1,
    titles: ['Transport marfă intern cu camioane de 24 t, {city}', 'Transport rutier de mărfuri și distribuție regională, {city}'],
    price: [1, 2],
    unit: 'km',
    intro: 'Transport rutier de mărfuri în toată țara, cu urmărire GPS și asigurare CMR.',
    points: ['Camioane cu prelată și frigorifice', 'Urmărire GPS în timp real', 'Asigurare CMR pentru fiecare transport'],
  },
  {
    domain: 10,
    sub: 1,
    titles: ['Dezinsecție și deratizare pentru spații comerciale, {city}', 'Servicii DDD autorizate pentru restaurante și depozite, {city}'],
    price: [80, 400],
    unit: 'intervenție',
    intro: 'Servicii de dezinsecție, deratizare și dezinfecție cu produse avizate și documente pentru controalele DSP și DSV.',
    points: ['Contracte lunare sau intervenții punctuale', 'Produse avizate', 'Procese-verbale pentru controale'],
  },
  {
    domain: 11,
    sub: 2,
    titles: ['Catering pentru evenimente corporate, {city}', 'Catering zilnic pentru birouri și conferințe, {city}'],
    price: [8, 35],
    unit: 'persoană',
    intro: 'Meniuri gătite în ziua evenimentului, livrate și servite de personalul nostru.',
    points: ['Meniuri vegetariene și fără gluten', 'Veselă și personal de servire', 'Livrare în tot orașul'],
  },
  {
    domain: 6,
    sub: 2,
    titles: ['Renovări de apartamente și birouri la cheie, {city}', 'Amenajări interioare și renovări complete, {city}'],
    price: [150, 450],
    unit: 'm²',
    intro: 'Renovăm complet spații rezidențiale și birouri, cu un singur responsabil de proiect și termene asumate prin contract.',
    points: ['Deviz detaliat și gratuit', 'Instalații electrice și sanitare', 'Garanție pentru lucrări'],
  },
  {
    domain: 1,
    sub: 1,
    titles: ['Traduceri autorizate și legalizate, {city}', 'Traduceri tehnice și juridice în 20 de limbi, {city}'],
    price: [8, 20],
    unit: 'pagină',
    intro: 'Traducători autorizați de Ministerul Justiției pentru documente juridice, tehnice și comerciale.',
    points: ['Legalizare la notariat', 'Termen de urgență în 24 de ore', 'Confidențialitate garantată'],
  },
];

const COVERAGE = ['local', 'judetean', 'national', 'national', 'international'];

/** Services of the legal-entity demo account: every offer in two cities, each with its own title. */
export function serviceDemoListings(random: DemoRandom, count: number): DemoListing[] {
  const listings: DemoListing[] = [];
  for (let index = 0; index < count; index++) {
    const offer = SERVICE_OFFERS[index % SERVICE_OFFERS.length];
    const round = Math.floor(index / SERVICE_OFFERS.length);
    const place = placeAt(CITIES, index * 3 + round);
    const domain = SERVICE_DOMAINS.find((item) => item.id === offer.domain)!;
    const subdomain = domain.subdomains[offer.sub - 1];
    const experience = random.int(3, 22);
    const raw = offer.price[0] + random.next() * (offer.price[1] - offer.price[0]);
    // Round like a price list: 1.4 EUR/km, 45 EUR/oră, 380 EUR/lună, 2.450 EUR/proiect.
    const price =
      offer.price[1] <= 2 ? Math.round(raw * 10) / 10 : raw < 100 ? Math.round(raw) : raw < 1000 ? Math.round(raw / 10) * 10 : Math.round(raw / 50) * 50;
    listings.push({
      family: ListingType.Service,
      owner: 'company',
      imageLabel: subdomain.name,
      input: {
        title: offer.titles[round % 2].replace('{city}', place.city),
        description: html(
          offer.intro,
          [...offer.points],
          `Lucrăm cu firme din ${place.city} și din tot județul și avem o experiență de ${countLabel(experience, 'an', 'ani')} în domeniu. Cere o ofertă fără obligații.`,
        ),
        price,
        county: place.county,
        city: place.city,
        domain: [domain.id],
        subdomain: subdomain.id,
        features: [...(random.chance(0.25) ? ['barter'] : []), ...(random.chance(0.15) ? ['sales-percent'] : [])],
        priceUnit: offer.unit,
        coverage: random.pick(COVERAGE),
        experienceYears: experience,
        contactName: 'Marinescu Consult SRL',
      },
    });
  }
  return listings;
}
