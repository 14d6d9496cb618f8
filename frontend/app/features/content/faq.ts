/** The questions of /faq, grouped by topic. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** Anchor of the group on the page (`/faq#promovare`). */
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'cont',
    title: 'Contul tău',
    items: [
      {
        question: 'De ce trebuie să am cont ca să public?',
        answer: 'Contul ne ajută să verificăm anunțurile și să protejăm comunitatea de mesaje nedorite. Tot din cont îți gestionezi anunțurile și favoritele.',
      },
      {
        question: 'Ce diferență este între un cont de persoană fizică și unul de persoană juridică?',
        answer: 'Ambele pot publica afaceri de vânzare, active, oferte de investiții și profiluri de investitor. Doar conturile de persoană juridică pot promova servicii, pentru că serviciile sunt facturate de o firmă.',
      },
      {
        question: 'Nu am primit emailul de confirmare. Ce fac?',
        answer: 'Verifică dosarul Spam sau Promoții. Linkul din email este valabil 48 de ore; dacă a expirat, scrie-ne din pagina Contact și îți trimitem unul nou.',
      },
      {
        question: 'Cum îmi șterg contul?',
        answer: 'Din Contul meu → Profil, secțiunea Ștergerea contului. Datele tale personale sunt șterse definitiv.',
      },
    ],
  },
  {
    id: 'anunturi',
    title: 'Anunțuri',
    items: [
      {
        question: 'Cât costă publicarea unui anunț?',
        answer: 'Publicarea standard este gratuită. Dacă vrei mai multă vizibilitate, poți alege un pachet de promovare din pagina Pachete de promovare.',
      },
      {
        question: 'Cât durează verificarea unui anunț?',
        answer: 'De regulă, anunțurile sunt verificate în cel mult o zi lucrătoare. Primești un email când anunțul este publicat sau, dacă trebuie corectat, motivul respingerii.',
      },
      {
        question: 'Cât timp rămâne publicat un anunț?',
        answer: 'Un anunț aprobat rămâne public 90 de zile. Apoi îl poți reînnoi din Anunțurile mele, fără să îl scrii din nou.',
      },
      {
        question: 'Pot promova servicii ca persoană fizică?',
        answer: 'Nu. Serviciile pot fi promovate doar din conturi de persoană juridică. Completează în profil denumirea firmei și codul fiscal (CUI).',
      },
    ],
  },
  {
    id: 'promovare',
    title: 'Promovare',
    items: [
      {
        question: 'Ce primesc cu un pachet de promovare?',
        answer: 'Anunțul apare înaintea celorlalte în lista familiei lui și pe prima pagină, marcat ca promovat. Pachetul Premium adaugă o campanie pe rețelele sociale și includerea în newsletter.',
      },
      {
        question: 'Cât durează promovarea?',
        answer: 'Fiecare pachet durează 30 de zile. Îl poți prelungi înainte de final, la același preț.',
      },
      {
        question: 'Pot promova un anunț care așteaptă verificarea?',
        answer: 'Promovarea se aplică doar anunțurilor aprobate, iar cele 30 de zile se numără din ziua aprobării, ca să nu pierzi nicio zi.',
      },
    ],
  },
  {
    id: 'finantari',
    title: 'Finanțări nerambursabile',
    items: [
      {
        question: 'Cum mă ajutați să obțin o finanțare?',
        answer: 'Verificăm gratuit eligibilitatea, apoi consultanții noștri pregătesc proiectul, îl depun și te sprijină în implementare, până la ultima cerere de rambursare.',
      },
      {
        question: 'Cine lucrează la proiectul meu?',
        answer: 'Un consultant senior, cu experiență în programul ales și cu asigurare de răspundere profesională (malpraxis), care semnează proiectul și îți rămâne interlocutor până la final.',
      },
      {
        question: 'Cât costă consultanța?',
        answer: 'Onorariul are o parte fixă, de la 490 € + TVA, plătită la depunere, și un procent de succes plătit doar dacă proiectul primește finanțare.',
      },
      {
        question: 'Ce documente trebuie să pregătesc?',
        answer: 'Pentru verificarea eligibilității ajung ultimele situații financiare și o descriere a investiției. Lista completă depinde de program și o primești de la consultant.',
      },
    ],
  },
  {
    id: 'plati',
    title: 'Plăți și facturare',
    items: [
      {
        question: 'Cum pot plăti?',
        answer: 'Online cu cardul sau prin transfer bancar. Prețurile sunt afișate în euro, cu TVA adăugat la plată.',
      },
      {
        question: 'Când primesc factura?',
        answer: 'Factura se emite automat după confirmarea plății, pe datele de facturare completate la comandă, și o primești pe email.',
      },
      {
        question: 'Pot primi banii înapoi?',
        answer: 'Dacă anunțul pentru care ai plătit promovarea este respins la verificare, îți returnăm integral suma. Pentru consultanță, partea fixă a onorariului acoperă munca deja făcută.',
      },
    ],
  },
];
