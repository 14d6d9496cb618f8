import { ListingType } from '../../contracts/lists.js';
import { ORDER_PRODUCTS, VALUATION_REPORT_WORKING_DAYS } from '../../contracts/orders.js';
import type { DemoRandom } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';
import { CITIES, placeAt } from './demo-places.js';

const PROMOTION_PACKAGES = ORDER_PRODUCTS.filter((product) => product.kind === 'promotion');

/** An article: tags are the news family's `features` (`parteneriat` filters the partnership page). */
interface Article {
  title: string;
  tags: string[];
  paragraphs: (string | string[])[];
  label: string;
}

const PARTNERS = [
  { name: 'Clubul Antreprenorilor', offer: 'sesiuni lunare de consultanță gratuită pentru membrii clubului' },
  { name: 'Incubatorul de Afaceri', offer: 'evaluări de afaceri la preț redus pentru startup-urile din incubator' },
  { name: 'Asociația Firmelor de Familie', offer: 'ghidaj pentru transferul afacerilor de familie către generația următoare' },
  { name: 'Hub-ul de Inovare', offer: 'întâlniri între fondatori și investitori din rețeaua RoAfaceri' },
];

function partnerships(): Article[] {
  return Array.from({ length: 8 }, (_, index) => {
    const partner = PARTNERS[index % PARTNERS.length];
    const city = placeAt(CITIES, index * 3 + 1).city;
    return {
      title: `Parteneriat RoAfaceri cu ${partner.name} ${city}`,
      tags: ['parteneriat', index % 2 === 0 ? 'antreprenoriat' : 'comunitate'],
      label: 'Parteneriat',
      paragraphs: [
        `RoAfaceri a semnat un acord de colaborare cu ${partner.name} ${city}. Prin acest parteneriat oferim ${partner.offer}.`,
        `Membrii organizației primesc o reducere de 20% la pachetele de promovare a anunțurilor și acces prioritar la consultanții noștri pentru fonduri europene și evaluări de afaceri.`,
        'Primele întâlniri au loc în luna următoare; detaliile și formularul de înscriere sunt disponibile la sediul partenerului și în newsletterul RoAfaceri.',
      ],
    };
  });
}

const EVENT_TOPICS = [
  {
    title: 'Seminar gratuit despre fonduri europene pentru IMM-uri la {city}',
    tag: 'fonduri-europene',
    text: 'Consultanții RoAfaceri prezintă apelurile deschise din programele regionale și din PNRR, condițiile de eligibilitate și greșelile care duc la respingerea proiectelor.',
  },
  {
    title: 'Atelier la {city}: cum îți pregătești firma pentru vânzare',
    tag: 'vanzare-afacere',
    text: 'Discutăm despre evaluare, documentele cerute de cumpărători, negocierea prețului și perioada de tranziție de după vânzare.',
  },
  {
    title: 'Seară de prezentări pentru investitori la {city}',
    tag: 'investitii',
    text: 'Zece antreprenori își prezintă proiectele în fața unor business angels și fonduri de investiții din rețeaua RoAfaceri.',
  },
  {
    title: 'Curs practic de digitalizare pentru afaceri mici la {city}',
    tag: 'digitalizare',
    text: 'Arătăm pas cu pas cum alegi un program de facturare, un magazin online și unelte simple de automatizare, și cum le poți finanța.',
  },
];

function events(): Article[] {
  return Array.from({ length: 8 }, (_, index) => {
    const topic = EVENT_TOPICS[index % EVENT_TOPICS.length];
    const city = placeAt(CITIES, index * 5 + 2).city;
    return {
      title: topic.title.replace('{city}', city),
      tags: ['eveniment', topic.tag],
      label: 'Eveniment',
      paragraphs: [
        topic.text,
        `Evenimentul are loc la ${city}, într-un spațiu de conferințe din centrul orașului. Participarea este gratuită, dar locurile sunt limitate, așa că este nevoie de înscriere.`,
        'La final, participanții pot programa o discuție individuală de 15 minute cu un consultant.',
      ],
    };
  });
}

const GUIDES: Article[] = [
  {
    title: 'Cum evaluezi o afacere înainte de a o cumpăra',
    tags: ['ghid', 'vanzare-afacere'],
    label: 'Ghid',
    paragraphs: [
      'Prețul cerut de vânzător este doar un punct de plecare. O evaluare corectă pornește de la profitul din ultimii trei ani, de la stabilitatea clienților și de la activele care intră în tranzacție.',
      [
        'Cere situațiile financiare și balanțele lunare',
        'Verifică dependența de un singur client sau furnizor',
        'Compară prețul cu multiplul de profit al afacerilor similare',
      ],
      'Un raport de evaluare întocmit de un evaluator autorizat te ajută și în negociere, și la obținerea unui credit.',
    ],
  },
  {
    title: 'Cinci greșeli frecvente la vânzarea unei firme',
    tags: ['ghid', 'vanzare-afacere'],
    label: 'Ghid',
    paragraphs: [
      'Multe tranzacții eșuează din motive care puteau fi evitate: un preț nerealist, documente incomplete sau o comunicare prematură cu angajații.',
      [
        'Prețul stabilit după ce „simte” proprietarul',
        'Contabilitate neclară și cheltuieli personale trecute pe firmă',
        'Lipsa unui plan de predare',
        'Ignorarea clauzelor de neconcurență',
        'Anunțul făcut fără confidențialitate',
      ],
    ],
  },
  {
    title: 'Ce documente pregătești pentru un credit de investiții',
    tags: ['ghid', 'finantare'],
    label: 'Ghid',
    paragraphs: [
      'Băncile analizează capacitatea de rambursare, istoricul firmei și garanțiile. Un dosar complet scurtează mult timpul de aprobare.',
      [
        'Situațiile financiare pe ultimii doi ani și balanța la zi',
        'Planul de afaceri sau studiul de fezabilitate',
        'Ofertele pentru echipamentele sau lucrările finanțate',
        'Documentele garanțiilor propuse',
      ],
    ],
  },
  {
    title: 'Due diligence pe înțelesul tuturor: ce verifici la o firmă de vânzare',
    tags: ['ghid', 'vanzare-afacere'],
    label: 'Ghid',
    paragraphs: [
      'Due diligence înseamnă verificarea atentă a firmei înainte de semnare: situația juridică, fiscală, financiară și comercială.',
      [
        'Litigii în curs și datorii la bugetul de stat',
        'Contractele cu clienții, furnizorii și angajații',
        'Autorizațiile de funcționare și termenele lor',
        'Proprietatea asupra mărcii și a activelor',
      ],
      'Pentru tranzacțiile mari merită lucrat cu un avocat și un expert contabil.',
    ],
  },
  {
    title: 'Cesiunea părților sociale: pașii de la semnare la Registrul Comerțului',
    tags: ['ghid', 'juridic'],
    label: 'Ghid',
    paragraphs: [
      'Cumpărarea unui SRL se face, de regulă, prin cesiunea părților sociale. Procesul are câțiva pași clari, care pot dura între două și patru săptămâni.',
      ['Hotărârea adunării asociaților', 'Contractul de cesiune', 'Actul constitutiv actualizat', 'Depunerea la Registrul Comerțului și publicarea'],
    ],
  },
  {
    title: 'Cum scrii un plan de afaceri care convinge finanțatorii',
    tags: ['ghid', 'finantare'],
    label: 'Ghid',
    paragraphs: [
      'Un plan de afaceri bun răspunde simplu la trei întrebări: ce problemă rezolvi, cine plătește pentru soluție și cum vei face profit.',
      'Finanțatorii citesc mai întâi rezumatul și proiecțiile financiare. Cifrele trebuie să fie realiste și legate de ipoteze pe care le poți explica.',
    ],
  },
  {
    title: 'Cofinanțarea proiectelor europene: de unde iei banii',
    tags: ['ghid', 'fonduri-europene'],
    label: 'Ghid',
    paragraphs: [
      'Aproape orice proiect cu fonduri europene cere o contribuție proprie și bani pentru cheltuielile plătite înainte de rambursare.',
      ['Profitul reinvestit din anii anteriori', 'Credite punte și credite pentru cofinanțare', 'Aportul asociaților', 'Garanții de stat pentru creditele IMM'],
    ],
  },
  {
    title: 'Leasing sau credit pentru utilaje: ce alegi',
    tags: ['ghid', 'finantare'],
    label: 'Ghid',
    paragraphs: [
      'Leasingul financiar cere de obicei un avans mai mic și se aprobă mai repede, iar creditul de investiții poate avea un cost total mai mic.',
      'Compară costul total, nu doar rata lunară, și verifică ce se întâmplă la rambursarea anticipată.',
    ],
  },
  {
    title: 'Cum atragi un business angel pentru startup-ul tău',
    tags: ['ghid', 'investitii'],
    label: 'Ghid',
    paragraphs: [
      'Business angels investesc bani proprii și, de multe ori, experiență. Caută echipe implicate, o piață mare și primele dovezi că produsul se vinde.',
      [
        'Pregătește o prezentare de 10 slide-uri',
        'Arată clienții plătitori și creșterea lunară',
        'Fii clar în privința sumei căutate și a modului în care o vei folosi',
      ],
    ],
  },
  {
    title: 'Ce verifici înainte să preiei o cafenea sau un restaurant',
    tags: ['ghid', 'horeca'],
    label: 'Ghid',
    paragraphs: [
      'În HoReCa, locația și contractul de închiriere valorează adesea mai mult decât echipamentele.',
      [
        'Durata rămasă a contractului de închiriere',
        'Autorizațiile sanitare, de mediu și ISU',
        'Starea echipamentelor și costul înlocuirii lor',
        'Vânzările zilnice reale, din casa de marcat',
      ],
    ],
  },
];

const NEWS: Article[] = [
  {
    title: 'Calendarul apelurilor de finanțare pentru IMM-uri în trimestrul următor',
    tags: ['fonduri-europene', 'pnrr'],
    label: 'Finanțări',
    paragraphs: [
      'Am adunat într-un singur loc apelurile care se deschid în următoarele trei luni în programele regionale, în PNRR și în programele guvernamentale.',
      'Fiecare apel are în RoAfaceri o pagină cu bugetul, valoarea granturilor, cofinanțarea și termenul limită. Poți primi alerte pe email când se deschide un apel care te interesează.',
    ],
  },
  {
    title: 'RoAfaceri lansează calculatorul de punctaj pentru digitalizare',
    tags: ['digitalizare', 'noutati-platforma'],
    label: 'Platformă',
    paragraphs: [
      'Calculatorul estimează punctajul unui proiect de digitalizare după criteriile din ghidurile de finanțare: numărul de angajați, vechimea firmei, cifra de afaceri și tipul investiției.',
      'Rezultatul nu înlocuiește evaluarea oficială, dar îți arată rapid dacă merită să depui un proiect.',
    ],
  },
  {
    title: 'Noi apeluri în programele regionale 2021–2027 pentru microîntreprinderi',
    tags: ['fonduri-europene'],
    label: 'Finanțări',
    paragraphs: [
      'Mai multe agenții de dezvoltare regională pregătesc apeluri pentru microîntreprinderile din mediul urban, cu granturi de până la 200.000 EUR.',
      'Pe RoAfaceri găsești apelurile grupate pe regiuni, cu filtre după stadiu și termen limită.',
    ],
  },
  {
    title: 'Afacerile din HoReCa, cele mai căutate pe RoAfaceri luna aceasta',
    tags: ['vanzare-afacere', 'horeca'],
    label: 'Piață',
    paragraphs: [
      'Cafenelele, restaurantele și pensiunile au strâns cele mai multe vizualizări și mesaje către vânzători în ultimele 30 de zile.',
      'Cumpărătorii caută în special afaceri cu contracte de închiriere pe termen lung și cu vânzări constante pe tot parcursul anului.',
    ],
  },
  {
    title: 'Rapoartele de evaluare a afacerilor se comandă acum direct din anunț',
    tags: ['noutati-platforma', 'vanzare-afacere'],
    label: 'Platformă',
    paragraphs: [
      'Vânzătorii și cumpărătorii pot cere un raport de evaluare întocmit de evaluatori autorizați direct din pagina unui anunț.',
      `Raportul se livrează în cel mult ${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare și poate fi folosit în negociere sau în discuțiile cu banca.`,
    ],
  },
  {
    title: 'Pachetele de promovare a anunțurilor au fost actualizate',
    tags: ['noutati-platforma'],
    label: 'Platformă',
    paragraphs: [
      // The packages as the catalogue sells them (contracts/orders.ts), not a length of their own.
      `Anunțurile promovate apar primele în liste și pe pagina principală. Pachetele durează ${PROMOTION_PACKAGES.map((product) => `${product.promotionDays} de zile (${product.name})`).join(' și ')}.`,
      'Plata se face prin transfer bancar, pe baza proformei, iar promovarea începe imediat după confirmarea plății.',
    ],
  },
  {
    title: 'Ce aduce noul Plan Strategic PAC pentru fermierii tineri',
    tags: ['agricultura', 'fonduri-europene'],
    label: 'Agricultură',
    paragraphs: [
      'Planul Național Strategic 2023–2027 păstrează sprijinul forfetar pentru instalarea tinerilor fermieri și adaugă intervenții pentru procesarea la fermă și lanțurile scurte.',
      'Consultanții noștri verifică gratuit eligibilitatea exploatației tale.',
    ],
  },
  {
    title: 'Investitorii privați caută tot mai des afaceri în tehnologie și sănătate',
    tags: ['investitii'],
    label: 'Investiții',
    paragraphs: [
      'Profilurile de investitori publicate pe RoAfaceri arată un interes în creștere pentru firme de software, clinici private și laboratoare.',
      'Antreprenorii care caută finanțare pot publica gratuit un anunț de tip „Caut investitor” și pot contacta direct investitorii interesați de domeniul lor.',
    ],
  },
];

const AUTHORS = ['Redacția RoAfaceri', 'Andreea Ionescu', 'Elena Dumitrescu'];

/** News articles, published by staff; a quarter of them tagged `parteneriat`. */
export function newsDemoListings(random: DemoRandom, count: number): DemoListing[] {
  const articles = [...NEWS, ...GUIDES, ...partnerships(), ...events()].slice(0, count);
  return articles.map((article) => ({
    family: ListingType.News,
    owner: 'staff',
    imageLabel: article.label,
    input: {
      title: article.title,
      description: html(...article.paragraphs),
      features: article.tags,
      source: 'RoAfaceri',
      authorName: random.pick(AUTHORS),
    },
  }));
}

export const NEWS_ARTICLE_COUNT = NEWS.length + GUIDES.length + 16;
