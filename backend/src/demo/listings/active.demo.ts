import { ListingType } from '../../contracts/lists.js';
import { countLabel, formatNumber } from '../../contracts/format.js';
import type { DemoRandom } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';
import { CITIES, TOWNS, placeAt, type DemoPlace } from './demo-places.js';

interface ActiveItem {
  title: string;
  description: string;
  price: number;
  details: Record<string, unknown>;
  features: string[];
}

/** A kind of business asset: its category and how one such asset is described. */
interface ActiveKind {
  category: 'utilaje-auto' | 'imobiliare' | 'spatii-comerciale' | 'terenuri-si-paduri' | 'linii-productie' | 'financiare';
  label: string;
  places: readonly DemoPlace[];
  make(random: DemoRandom, place: DemoPlace, round: number): ActiveItem;
}

const VANS = ['Ford Transit', 'Renault Master', 'Mercedes-Benz Sprinter', 'Iveco Daily', 'Volkswagen Crafter', 'Fiat Ducato'];
const CONDITIONS = ['foarte bună', 'bună', 'ca nouă', 'funcțională, cu urme de uzură'];
const UTILITIES = ['electricity', 'water', 'sewage', 'gas'];

function euroClass(year: number): number {
  return year >= 2011 ? 5 : year >= 2006 ? 4 : 3;
}

export const ACTIVE_KINDS: readonly ActiveKind[] = [
  {
    category: 'utilaje-auto',
    label: 'Utilaje și auto',
    places: CITIES,
    make(random, place, round) {
      const model = VANS[(round * 2 + random.int(0, 1)) % VANS.length];
      const year = random.int(2014, 2022);
      const km = random.int(60, 280) * 1000;
      return {
        title: `Autoutilitară ${model} ${year}, ${formatNumber(km)} km, ${place.city}`,
        description: html(
          `Vând autoutilitară ${model} din ${year}, folosită pentru livrări în ${place.city} și împrejurimi. Revizii făcute la reprezentanță, cu istoric complet.`,
          ['Motor diesel, cutie manuală cu 6 trepte', `Rulaj ${formatNumber(km)} km`, 'ITP valabil și anvelope de iarnă incluse'],
          'Se poate vedea la sediul firmei, cu programare. Factură cu TVA.',
        ),
        price: random.amount(8_000, 40_000, 500),
        details: { fuel: 2, pollutionClass: euroClass(year), manufactureYear: year, condition: random.pick(CONDITIONS), propertyType: 1 },
        features: random.chance(0.3) ? ['instalment-sale'] : [],
      };
    },
  },
  {
    category: 'utilaje-auto',
    label: 'Utilaje și auto',
    places: TOWNS,
    make(random, place, round) {
      const [name, min, max] = (
        [
          ['Buldoexcavator JCB 3CX', 25_000, 70_000],
          ['Miniexcavator Kubota KX057', 22_000, 55_000],
          ['Tractor New Holland T6', 30_000, 85_000],
          ['Stivuitor electric Linde E20', 6_000, 18_000],
        ] as const
      )[round % 4];
      const year = random.int(2009, 2021);
      const hours = random.int(18, 95) * 100;
      return {
        title: `${name} din ${year}, ${countLabel(hours, 'oră', 'ore')} de funcționare, ${place.city}`,
        description: html(
          `${name} din ${year}, întreținut constant și folosit pe șantiere și în ferme din zona ${place.city}.`,
          [
            `${countLabel(hours, 'oră', 'ore')} de funcționare`,
            'Revizie generală făcută în ultimul an',
            'Acte complete, se poate verifica la service autorizat',
          ],
          'Transportul până la cumpărător se poate asigura contra cost.',
        ),
        price: random.amount(min, max, 500),
        details: {
          fuel: name.includes('electric') ? 3 : 2,
          pollutionClass: name.includes('electric') ? null : euroClass(year),
          manufactureYear: year,
          condition: random.pick(CONDITIONS),
          propertyType: 1,
        },
        features: random.chance(0.4) ? ['instalment-sale'] : [],
      };
    },
  },
  {
    category: 'imobiliare',
    label: 'Imobiliare',
    places: CITIES,
    make(random, place) {
      const surface = random.int(6, 30) * 100;
      return {
        title: `Hală industrială de ${formatNumber(surface)} m² cu rampă de descărcare, ${place.city}`,
        description: html(
          `Hală industrială în zona industrială a localității ${place.city}, potrivită pentru producție ușoară sau depozitare.`,
          ['Înălțime utilă de 8 metri', 'Rampă de descărcare pentru camioane și platformă betonată', 'Birouri și grupuri sanitare la parter'],
          'Acces direct din drumul județean, la câțiva kilometri de centura orașului.',
        ),
        price: random.amount(150_000, 900_000, 5_000),
        details: {
          surfaceSqm: surface,
          propertyType: 1,
          condition: random.pick(['foarte bună', 'bună', 'necesită renovare parțială']),
          manufactureYear: random.int(1995, 2020),
        },
        features: random.sample(UTILITIES, random.int(2, 4)).sort(),
      };
    },
  },
  {
    category: 'spatii-comerciale',
    label: 'Spații comerciale',
    places: CITIES,
    make(random, place) {
      const surface = random.int(45, 320);
      return {
        title: `Spațiu comercial stradal de ${surface} m², ${place.city}`,
        description: html(
          `Spațiu comercial cu vitrină generoasă la parterul unui bloc, pe un bulevard circulat din ${place.city}.`,
          [`Suprafață utilă de ${surface} m²`, 'Intrare separată și posibilitate de reclamă pe fațadă', 'Potrivit pentru magazin, cafenea, farmacie sau birou'],
          'Se vinde liber de chiriași.',
        ),
        price: random.amount(60_000, 350_000, 1_000),
        details: { surfaceSqm: surface, propertyType: 1, condition: random.pick(['renovat recent', 'bună', 'necesită renovare']) },
        features: ['electricity', 'water', 'sewage', ...(random.chance(0.6) ? ['gas'] : [])].sort(),
      };
    },
  },
  {
    category: 'terenuri-si-paduri',
    label: 'Terenuri și păduri',
    places: TOWNS,
    make(random, place, round) {
      if (round % 2 === 0) {
        const surface = random.int(10, 60) * 100;
        return {
          title: `Teren intravilan de ${formatNumber(surface)} m² pentru construcții, ${place.city}`,
          description: html(`Teren intravilan în ${place.city}, cu deschidere la drum asfaltat și utilități la limita proprietății.`, [
            `Suprafață de ${formatNumber(surface)} m², formă regulată`,
            'Certificat de urbanism pentru locuințe sau spații comerciale',
            'Carte funciară și cadastru la zi',
          ]),
          price: random.amount(15_000, 200_000, 500),
          details: { surfaceSqm: surface, propertyType: 1 },
          features: random.sample(UTILITIES, random.int(1, 3)).sort(),
        };
      }
      const hectares = random.int(3, 40);
      const forest = round % 4 === 1;
      return {
        title: forest ? `Pădure de foioase de ${hectares} ha lângă ${place.city}` : `Teren agricol arabil de ${hectares} ha lângă ${place.city}`,
        description: html(
          forest
            ? `Pădure de foioase (fag și gorun) lângă ${place.city}, cu amenajament silvic valabil și drum forestier de acces.`
            : `Teren agricol arabil în extravilanul localității ${place.city}, lucrat în fiecare an și arendat până la sfârșitul sezonului.`,
          [
            `Suprafață totală de ${hectares} ha`,
            'Acte de proprietate și cadastru',
            forest ? 'Pază asigurată prin ocolul silvic' : 'Acces la drum de exploatare',
          ],
        ),
        price: random.amount(hectares * 5_000, hectares * 12_000, 1_000),
        details: { surfaceSqm: hectares * 10_000, propertyType: 1 },
        features: [],
      };
    },
  },
  {
    category: 'linii-productie',
    label: 'Linii de producție',
    places: CITIES,
    make(random, place, round) {
      const [name, detail, min, max] = (
        [
          ['Linie de îmbuteliere pentru apă și sucuri', 'capacitate de 2.000 de sticle pe oră', 40_000, 250_000],
          ['Linie de producție paleți din lemn', 'capacitate de 400 de paleți pe zi', 35_000, 120_000],
          ['Cuptor de panificație rotativ cu dospitor', 'capacitate de 120 kg de pâine pe șarjă', 8_000, 25_000],
          ['Linie de extrudare pentru profile PVC', 'schimbare rapidă a matrițelor', 60_000, 220_000],
        ] as const
      )[round % 4];
      const year = random.int(2010, 2021);
      return {
        title: `${name}, fabricație ${year}, ${place.city}`,
        description: html(
          `${name}, montată și funcțională într-o fabrică din ${place.city}. Se vinde ca urmare a modernizării fluxului de producție.`,
          [detail, `An de fabricație ${year}`, 'Documentație tehnică și istoric de mentenanță'],
          'Se poate vedea în funcțiune. Demontarea și transportul se pot negocia.',
        ),
        price: random.amount(min, max, 500),
        details: { manufactureYear: year, condition: random.pick(['funcțională', 'foarte bună', 'bună']), propertyType: 1 },
        features: random.chance(0.3) ? ['instalment-sale'] : [],
      };
    },
  },
  {
    category: 'imobiliare',
    label: 'Imobiliare',
    places: CITIES,
    make(random, place, round) {
      const surface = random.int(3, 18) * 100;
      const office = round % 2 === 0;
      return {
        title: office
          ? `Clădire de birouri de ${formatNumber(surface)} m² cu parcare, ${place.city}`
          : `Depozit logistic de ${formatNumber(surface)} m² lângă centură, ${place.city}`,
        description: html(
          office
            ? `Clădire de birouri în ${place.city}, compartimentată flexibil, potrivită pentru sediul unei firme sau pentru închiriere.`
            : `Depozit logistic la ieșirea din ${place.city}, cu acces facil pentru camioane și curte betonată.`,
          [
            `Suprafață construită de ${formatNumber(surface)} m²`,
            office ? 'Parcare proprie cu 20 de locuri' : 'Două uși secționale și rampă hidraulică',
            'Sistem de alarmă și supraveghere video',
          ],
          'Randament din chirii de aproximativ 8% pe an pentru un investitor.',
        ),
        price: random.amount(200_000, 1_500_000, 5_000),
        details: { surfaceSqm: surface, propertyType: 1, condition: random.pick(['foarte bună', 'bună']), manufactureYear: random.int(1998, 2019) },
        features: ['electricity', 'water', 'sewage', 'gas'],
      };
    },
  },
  {
    category: 'financiare',
    label: 'Active financiare',
    places: CITIES,
    make(random, place, round) {
      const shares = random.pick([10, 15, 20, 25, 30, 49]);
      const title =
        round % 2 === 0
          ? `Pachet de ${shares}% din părțile sociale ale unei firme de producție, ${place.city}`
          : `Portofoliu de creanțe comerciale scadente în 12 luni, ${place.city}`;
      return {
        title,
        description: html(
          round % 2 === 0
            ? `Vând ${shares}% din părțile sociale ale unei societăți de producție din ${place.city}, profitabilă în ultimii cinci ani.`
            : `Portofoliu de creanțe comerciale față de clienți cu istoric bun de plată, cu scadențe în următoarele 12 luni. Firma are sediul în ${place.city}.`,
          round % 2 === 0
            ? ['Situații financiare auditate', 'Dividende distribuite anual', 'Drept de vot proporțional și loc în consiliul de administrație']
            : ['Documente justificative complete', 'Discount negociabil față de valoarea nominală', 'Analiză de risc pusă la dispoziție'],
        ),
        price: random.amount(50_000, 500_000, 1_000),
        details: {},
        features: [],
      };
    },
  },
];

/** Business assets: the kinds in turn, each time in another place. */
export function activeDemoListings(random: DemoRandom, count: number): DemoListing[] {
  const listings: DemoListing[] = [];
  for (let index = 0; index < count; index++) {
    const kind = ACTIVE_KINDS[index % ACTIVE_KINDS.length];
    const round = Math.floor(index / ACTIVE_KINDS.length);
    const place = placeAt(kind.places, index * 5 + round);
    const item = kind.make(random, place, round);
    listings.push({
      family: ListingType.Active,
      owner: index % 3 === 1 ? 'person' : 'company',
      imageLabel: kind.label,
      input: {
        title: item.title,
        description: item.description,
        price: item.price,
        county: place.county,
        city: place.city,
        category: kind.category,
        features: item.features,
        ...item.details,
        contactName: index % 3 === 1 ? 'Ion Popescu' : 'Radu Marinescu',
      },
    });
  }
  return listings;
}
