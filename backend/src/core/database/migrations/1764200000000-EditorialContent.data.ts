/**
 * The editorial content as it was in the code before it moved to the database: the input of
 * EditorialContent1764200000000, which inserts it once. A frozen snapshot (plain rows, no imports),
 * never read at runtime and never edited: staff change the content in the console.
 */
type Row = Record<string, unknown>;

/** Portfolio projects, most recent first (the slug is `id`). */
export const PORTFOLIO: readonly Row[] = [
  {
    id: 'software-planificare-transport-cluj',
    title: 'Platformă de planificare a transporturilor',
    clientType: 'Start-up IT cu 12 angajați',
    sector: 'IT și software',
    region: 'Nord-Vest',
    city: 'Cluj-Napoca',
    programme: 'Programul Regional Nord-Vest 2021–2027 – inovare în IMM-uri',
    amountEur: 480_000,
    year: 2025,
    result: 'Prototipul a devenit produs comercial în 14 luni; firma și-a dublat echipa de dezvoltare și are primii clienți din Germania.',
    category: 'finantare',
  },
  {
    id: 'preluare-service-auto-voluntari',
    title: 'Preluarea unui service auto cu două ateliere',
    clientType: 'Investitor privat',
    sector: 'Auto',
    region: 'București-Ilfov',
    city: 'Voluntari',
    programme: 'Mandat de cumpărare și due diligence',
    amountEur: 650_000,
    year: 2025,
    result: 'Am verificat trei ținte, am negociat prețul cu 9% sub cererea inițială și am structurat plata în două tranșe legate de rezultatele primului an.',
    category: 'tranzactie',
  },
  {
    id: 'evaluare-constructii-craiova',
    title: 'Evaluare pentru un credit de investiții',
    clientType: 'Societate pe acțiuni',
    sector: 'Construcții',
    region: 'Sud-Vest Oltenia',
    city: 'Craiova',
    programme: 'Raport de evaluare pentru bancă, conform standardelor ANEVAR',
    amountEur: 3_400_000,
    year: 2025,
    result: 'Raportul a fost acceptat de bancă fără completări, iar creditul pentru flota de utilaje a fost aprobat în cinci săptămâni.',
    category: 'evaluare',
  },
  {
    id: 'linie-productie-ambalaje-brasov',
    title: 'Linie de producție pentru ambalaje din carton',
    clientType: 'SRL de familie',
    sector: 'Industria prelucrătoare',
    region: 'Centru',
    city: 'Brașov',
    programme: 'PNRR – investiții în IMM-uri din industria prelucrătoare',
    amountEur: 1_250_000,
    year: 2024,
    result: 'Capacitatea de producție s-a dublat, cu 18 locuri de muncă noi și o intensitate a finanțării nerambursabile de 70%.',
    category: 'finantare',
  },
  {
    id: 'pensiune-agroturistica-suceava',
    title: 'Pensiune agroturistică în Bucovina',
    clientType: 'Start-up din mediul rural',
    sector: 'Turism',
    region: 'Nord-Est',
    city: 'Gura Humorului',
    programme: 'Planul Strategic PAC 2023–2027 – activități neagricole în zonele rurale',
    amountEur: 200_000,
    year: 2024,
    result: 'Pensiunea cu 12 camere s-a deschis în a doua vară de la semnarea contractului și a avut un grad de ocupare de 78% în primul sezon.',
    category: 'finantare',
  },
  {
    id: 'vanzare-brutarie-timisoara',
    title: 'Vânzarea unei brutării artizanale',
    clientType: 'SRL cu două puncte de lucru',
    sector: 'Industria alimentară',
    region: 'Vest',
    city: 'Timișoara',
    programme: 'Mandat de vânzare',
    amountEur: 420_000,
    year: 2024,
    result: 'Cumpărătorul strategic a fost găsit în cinci luni, iar prețul final a fost cu 12% peste prima ofertă primită.',
    category: 'tranzactie',
  },
  {
    id: 'evaluare-distributie-constanta',
    title: 'Evaluarea unei firme de distribuție',
    clientType: 'SRL cu 40 de angajați',
    sector: 'Comerț',
    region: 'Sud-Est',
    city: 'Constanța',
    programme: 'Raport de evaluare pentru intrarea unui asociat nou',
    amountEur: 2_100_000,
    year: 2024,
    result: 'Valoarea din raport a stat la baza negocierii: noul asociat a preluat 30% din părțile sociale în trei săptămâni.',
    category: 'evaluare',
  },
  {
    id: 'digitalizare-farmacii-iasi',
    title: 'Digitalizarea unei rețele de farmacii',
    clientType: 'IMM cu nouă farmacii',
    sector: 'Sănătate',
    region: 'Nord-Est',
    city: 'Iași',
    programme: 'PNRR – digitalizarea IMM-urilor',
    amountEur: 100_000,
    year: 2023,
    result: 'ERP, magazin online și semnătură electronică implementate în nouă luni; proiectul a obținut 85 de puncte din 100 la evaluare.',
    category: 'finantare',
  },
  {
    id: 'sere-legume-giurgiu',
    title: 'Fermă de legume în solarii',
    clientType: 'Tânăr fermier',
    sector: 'Agricultură',
    region: 'Sud-Muntenia',
    city: 'Giurgiu',
    programme: 'Planul Strategic PAC 2023–2027 – instalarea tinerilor fermieri',
    amountEur: 70_000,
    year: 2023,
    result: 'Două hectare de solarii cu irigare prin picurare; producția a fost contractată înainte de recoltă cu un lanț de magazine regional.',
    category: 'finantare',
  },
];

/** Partner and client organisations, grouped by kind (the slug is `id`). */
export const PARTNERS: readonly Row[] = [
  {
    id: 'banca-meridian',
    name: 'Banca Meridian',
    kind: 'banca',
    description: 'Credite de investiții și cofinanțare pentru proiectele cu fonduri europene ale clienților noștri.',
    city: 'București',
    website: 'https://banca-meridian.example',
  },
  {
    id: 'carpatcredit-bank',
    name: 'CarpatCredit Bank',
    kind: 'banca',
    description: 'Linii de credit pentru capital de lucru și scrisori de garanție pentru licitații publice.',
    city: 'Cluj-Napoca',
  },
  {
    id: 'banca-comerciala-dunarea',
    name: 'Banca Comercială Dunărea',
    kind: 'banca',
    description: 'Credite punte pentru proiectele PNRR, până la rambursarea cheltuielilor eligibile.',
    city: 'Galați',
  },
  {
    id: 'sprint-ventures',
    name: 'Sprint Ventures',
    kind: 'fond-investitii',
    description: 'Investiții între 200.000 și 1.500.000 € în start-up-uri tech aflate după primele vânzări.',
    city: 'Cluj-Napoca',
    website: 'https://sprint-ventures.example',
  },
  {
    id: 'danubius-growth-capital',
    name: 'Danubius Growth Capital',
    kind: 'fond-investitii',
    description: 'Capital de dezvoltare pentru IMM-uri profitabile care vor să se extindă sau să fie preluate.',
    city: 'București',
  },
  {
    id: 'agro-invest-partners',
    name: 'Agro Invest Partners',
    kind: 'fond-investitii',
    description: 'Participații minoritare în ferme și unități de procesare din vestul țării.',
    city: 'Timișoara',
  },
  {
    id: 'asociatia-antreprenorilor-moldova',
    name: 'Asociația Antreprenorilor din Moldova',
    kind: 'asociatie',
    description: 'Peste 600 de membri; organizăm împreună sesiuni lunare despre finanțări și transmiterea afacerii.',
    city: 'Iași',
  },
  {
    id: 'clubul-femeilor-antreprenor',
    name: 'Clubul Femeilor Antreprenor',
    kind: 'asociatie',
    description: 'Mentorat și întâlniri de afaceri pentru antreprenoare aflate la început de drum.',
    city: 'Brașov',
  },
  {
    id: 'asociatia-producatorilor-oltenia',
    name: 'Asociația Producătorilor Locali Oltenia',
    kind: 'asociatie',
    description: 'Fermieri și procesatori mici care accesează împreună fonduri pentru depozitare și desfacere.',
    city: 'Craiova',
  },
  {
    id: 'contab-expert',
    name: 'Contab Expert',
    kind: 'furnizor',
    description: 'Contabilitate, audit financiar și situațiile financiare cerute în dosarele de finanțare.',
    city: 'Timișoara',
  },
  {
    id: 'legis-asociatii',
    name: 'Legis & Asociații',
    kind: 'furnizor',
    description: 'Avocați pentru due diligence juridic, contracte de cesiune și acorduri între asociați.',
    city: 'București',
  },
  {
    id: 'digital-forge',
    name: 'Digital Forge',
    kind: 'furnizor',
    description: 'Implementări ERP, CRM și magazine online în proiectele de digitalizare.',
    city: 'Cluj-Napoca',
  },
  {
    id: 'agroferma-valeni',
    name: 'Agroferma Văleni',
    kind: 'client',
    description: 'Fermă de legume care a obținut finanțare pentru solarii și un punct de procesare.',
    city: 'Vălenii de Munte',
  },
  {
    id: 'panificatia-bega',
    name: 'Panificația Bega',
    kind: 'client',
    description: 'Brutărie artizanală vândută prin RoAfaceri unui cumpărător strategic.',
    city: 'Timișoara',
  },
  {
    id: 'farmacia-salvia',
    name: 'Farmacia Salvia',
    kind: 'client',
    description: 'Rețea de farmacii digitalizată cu un grant PNRR, de la ERP la comenzi online.',
    city: 'Iași',
  },
  {
    id: 'translogic-software',
    name: 'TransLogic Software',
    kind: 'client',
    description: 'Start-up de software pentru transport, finanțat prin Programul Regional Nord-Vest.',
    city: 'Cluj-Napoca',
  },
];

/** The footer's useful links. */
export const FEATURED_LINKS_WEB: readonly Row[] = [
  { label: 'Vânzare-cumpărare afaceri', path: '/vanzare-cumparare-afaceri' },
  { label: 'Finanțări nerambursabile', path: '/finantari' },
  { label: 'Servicii RoAfaceri', path: '/servicii-roafaceri' },
  { label: 'Evaluare afaceri', path: '/evaluare-afaceri' },
  { label: 'Portofoliu', path: '/portofoliu' },
  { label: 'Partenerii noștri', path: '/partenerii-nostri' },
  { label: 'Întrebări frecvente', path: '/faq' },
  { label: 'Termeni și condiții', path: '/termeni-conditii' },
];

/** Other featured links of the home page. */
export const FEATURED_MISC: readonly Row[] = [
  { label: 'Verifică eligibilitatea pentru finanțare', path: '/verifica-eligibilitate-finantare' },
  { label: 'Calculează punctajul proiectului', path: '/calculeaza-punctaj' },
  { label: 'Consultanță pentru finanțări nerambursabile', path: '/servicii-roafaceri/consultanta-finantari-nerambursabile' },
  { label: 'Pachete de promovare', path: '/plata' },
  { label: 'Aplicația mobilă', path: '/app' },
  { label: 'Echipa noastră', path: '/echipa' },
];

/** Posts of the `servicii-roafaceri` collection, in page order. */
export const BUSINESS_SERVICES: readonly Row[] = [
  {
    slug: 'consultanta-finantari-nerambursabile',
    title: 'Consultanță pentru finanțări nerambursabile',
    excerpt: 'Verificăm eligibilitatea, alegem programul potrivit, scriem cererea de finanțare și te însoțim până la ultima cerere de rambursare.',
    duration: '4–8 săptămâni până la depunere',
    priceHint: 'de la 490 € + TVA',
    body: [
      {
        type: 'paragraph',
        text: 'Fondurile europene, PNRR și programele naționale pot acoperi între 50% și 100% din valoarea unei investiții, dar fiecare apel are reguli proprii de eligibilitate, punctaj și implementare. Consultanții noștri lucrează zilnic cu aceste ghiduri și știu unde se pierd de obicei punctele.',
      },
      { type: 'heading', text: 'Cum lucrăm' },
      {
        type: 'list',
        items: [
          'analizăm gratuit eligibilitatea firmei și a investiției pe baza situațiilor financiare;',
          'îți recomandăm apelul cu cele mai mari șanse și estimăm punctajul;',
          'scriem planul de afaceri, bugetul și anexele, apoi depunem cererea în platforma finanțatorului;',
          'răspundem la clarificări și pregătim dosarul pentru semnarea contractului;',
          'în implementare întocmim cererile de plată și rapoartele de progres.',
        ],
      },
      { type: 'heading', text: 'Pentru cine este potrivit' },
      {
        type: 'paragraph',
        text: 'Pentru IMM-uri, start-up-uri, ferme și ONG-uri care au o investiție clară în plan: echipamente, o clădire nouă, digitalizare, eficiență energetică sau o activitate nouă în mediul rural.',
      },
      {
        type: 'paragraph',
        text: 'Onorariul are o parte fixă, plătită la depunere, și un procent de succes plătit doar dacă proiectul este finanțat. Toți consultanții care semnează proiectul sunt seniori și au asigurare de răspundere profesională.',
      },
    ],
    deliverables: [
      'raport de eligibilitate cu programele potrivite și punctajul estimat',
      'cererea de finanțare completă, cu plan de afaceri și buget',
      'asistență la clarificări, contractare și cererile de rambursare',
    ],
    cta: { label: 'Verifică eligibilitatea', path: '/verifica-eligibilitate-finantare' },
  },
  {
    slug: 'evaluarea-afacerilor',
    title: 'Evaluarea afacerilor',
    excerpt: 'Raport de evaluare realizat de evaluatori autorizați, pentru vânzare, intrarea unui investitor, partaj sau relația cu banca.',
    duration: '2–3 săptămâni',
    priceHint: 'de la 690 € + TVA',
    body: [
      {
        type: 'paragraph',
        text: 'Prețul cerut pentru o afacere trebuie susținut cu cifre. Un raport de evaluare independent îți arată cât valorează firma azi, ce o face mai valoroasă și ce argumente ai la masa negocierilor.',
      },
      { type: 'heading', text: 'Metode folosite' },
      {
        type: 'list',
        items: [
          'abordarea prin venit: fluxurile de numerar viitoare, actualizate;',
          'abordarea prin piață: tranzacții și firme comparabile din România;',
          'abordarea prin active: valoarea corectă a activelor minus datoriile.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Rapoartele sunt întocmite conform standardelor ANEVAR și sunt acceptate de bănci, investitori și instanțe. Pentru o estimare rapidă înainte de raportul complet, poți începe cu evaluarea online de pe site.',
      },
    ],
    deliverables: [
      'raport de evaluare semnat de un evaluator autorizat',
      'analiza factorilor care cresc sau scad valoarea',
      'o discuție de prezentare a concluziilor',
    ],
    cta: { label: 'Cere o evaluare', path: '/evaluare-afaceri' },
  },
  {
    slug: 'intermediere-vanzare-cumparare',
    title: 'Intermediere vânzare-cumpărare de afaceri',
    excerpt: 'Pregătim afacerea pentru vânzare, găsim cumpărători verificați și te însoțim până la semnarea contractului de cesiune.',
    duration: '3–9 luni',
    priceHint: 'de la 990 € + TVA, plus comision la succes',
    body: [
      {
        type: 'paragraph',
        text: 'Vânzarea unei afaceri se face o singură dată, de cele mai multe ori. Te ajutăm să stabilești un preț realist, să prezinți firma discret și să negociezi cu cumpărători care au, cu adevărat, banii pentru tranzacție.',
      },
      { type: 'heading', text: 'Etapele unui mandat' },
      {
        type: 'list',
        items: [
          'analiza afacerii și stabilirea intervalului de preț;',
          'memoriul de prezentare și anunțul anonim publicat pe RoAfaceri;',
          'selectarea cumpărătorilor și semnarea acordurilor de confidențialitate;',
          'negocierea ofertelor și pregătirea due diligence-ului;',
          'contractul de cesiune, împreună cu avocații partenerilor noștri.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Lucrăm la fel și pentru cumpărători: căutăm ținte potrivite în comunitatea de peste 250.000 de membri și verificăm fiecare afacere înainte de ofertă.',
      },
    ],
    deliverables: [
      'evaluarea orientativă și strategia de vânzare',
      'memoriul de prezentare și promovarea anunțului',
      'negocierea și coordonarea până la semnare',
    ],
    cta: { label: 'Discută cu un consultant', path: '/contact' },
  },
  {
    slug: 'promovarea-anunturilor',
    title: 'Promovarea anunțurilor',
    excerpt: 'Pachete care îți aduc anunțul în primele poziții, pe prima pagină și în newsletterul trimis comunității RoAfaceri.',
    duration: '30 de zile pentru fiecare pachet',
    priceHint: 'de la 49 € + TVA',
    body: [
      {
        type: 'paragraph',
        text: 'Un anunț promovat apare înaintea celorlalte în lista familiei sale și este marcat vizibil. Cumpărătorii și investitorii care caută în domeniul tău îl văd primul.',
      },
      { type: 'heading', text: 'Ce poți alege' },
      {
        type: 'list',
        items: [
          'Promovat: poziție evidențiată în listă și pe prima pagină;',
          'Premium: în plus, campanie pe rețelele sociale și includere în newsletter;',
          'Prelungire: păstrezi promovarea încă 30 de zile, la același preț.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Plata se face online cu cardul sau prin transfer bancar, iar factura se emite automat pe datele firmei tale.',
      },
    ],
    deliverables: ['poziție evidențiată în listă și pe prima pagină', 'statistici de vizualizare ale anunțului', 'factură emisă automat'],
    cta: { label: 'Alege un pachet', path: '/plata' },
  },
  {
    slug: 'due-diligence',
    title: 'Due diligence pentru tranzacții',
    excerpt: 'Verificăm financiar, fiscal și juridic afacerea pe care vrei să o cumperi, ca să știi exact ce preiei și ce riscuri rămân.',
    duration: '2–4 săptămâni',
    priceHint: 'de la 1.490 € + TVA',
    body: [
      {
        type: 'paragraph',
        text: 'Înainte de a semna, cumpărătorul trebuie să știe dacă cifrele prezentate sunt reale, dacă există datorii ascunse și dacă firma își poate continua activitatea după preluare.',
      },
      { type: 'heading', text: 'Ce verificăm' },
      {
        type: 'list',
        items: [
          'situațiile financiare, calitatea veniturilor și capitalul de lucru;',
          'obligațiile fiscale, controalele anterioare și litigiile;',
          'contractele importante, autorizațiile și dreptul de proprietate asupra activelor;',
          'angajații cheie și dependența de anumiți clienți sau furnizori.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Echipa este formată din consultanți financiari seniori, cu asigurare de răspundere profesională, și din avocații cu care lucrăm în mod obișnuit.',
      },
    ],
    deliverables: [
      'raport de due diligence cu riscurile clasificate',
      'recomandări pentru preț și garanțiile din contract',
      'lista documentelor de cerut vânzătorului',
    ],
    cta: { label: 'Cere o ofertă', path: '/contact' },
  },
  {
    slug: 'planuri-de-afaceri',
    title: 'Planuri de afaceri',
    excerpt: 'Plan de afaceri cu proiecții financiare pe trei-cinci ani, pentru bancă, investitori sau un program de finanțare.',
    duration: '1–3 săptămâni',
    priceHint: 'de la 590 € + TVA',
    body: [
      {
        type: 'paragraph',
        text: 'Un plan de afaceri bun răspunde la întrebările celui care îl citește: cât costă investiția, de unde vin veniturile, când se recuperează banii și ce se întâmplă dacă vânzările întârzie.',
      },
      { type: 'heading', text: 'Ce cuprinde' },
      {
        type: 'list',
        items: [
          'analiza pieței și a concurenței locale;',
          'planul de investiții și calendarul de implementare;',
          'proiecțiile de venituri, cheltuieli și flux de numerar;',
          'indicatorii ceruți de bancă sau de ghidul programului de finanțare.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Lucrăm pe baza datelor tale reale și îți predăm și modelul financiar, ca să îl poți actualiza singur.',
      },
    ],
    deliverables: ['planul de afaceri redactat', 'modelul financiar editabil', 'o sesiune de pregătire pentru discuția cu banca sau investitorul'],
    cta: { label: 'Cere o ofertă', path: '/contact' },
  },
];

/** The questions of /faq, by topic (the topic ids are the page's anchors). */
export const FAQ_GROUPS: readonly { id: string; title: string; items: readonly Row[] }[] = [
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
        answer:
          'Ambele pot publica afaceri de vânzare, active, oferte de investiții și profiluri de investitor. Doar conturile de persoană juridică pot promova servicii, pentru că serviciile sunt facturate de o firmă.',
      },
      {
        question: 'Nu am primit emailul de confirmare. Ce fac?',
        answer:
          'Verifică dosarul Spam sau Promoții. Linkul din email este valabil 48 de ore; dacă a expirat, scrie-ne din pagina Contact și îți trimitem unul nou.',
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
        answer:
          'De regulă, anunțurile sunt verificate în cel mult o zi lucrătoare. Primești un email când anunțul este publicat sau, dacă trebuie corectat, motivul respingerii.',
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
        answer:
          'Anunțul apare înaintea celorlalte în lista familiei lui și pe prima pagină, marcat ca promovat. Pachetul Premium adaugă o campanie pe rețelele sociale și includerea în newsletter.',
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
        answer:
          'Verificăm gratuit eligibilitatea, apoi consultanții noștri pregătesc proiectul, îl depun și te sprijină în implementare, până la ultima cerere de rambursare.',
      },
      {
        question: 'Cine lucrează la proiectul meu?',
        answer:
          'Un consultant senior, cu experiență în programul ales și cu asigurare de răspundere profesională (malpraxis), care semnează proiectul și îți rămâne interlocutor până la final.',
      },
      {
        question: 'Cât costă consultanța?',
        answer: 'Onorariul are o parte fixă, de la 490 € + TVA, plătită la depunere, și un procent de succes plătit doar dacă proiectul primește finanțare.',
      },
      {
        question: 'Ce documente trebuie să pregătesc?',
        answer:
          'Pentru verificarea eligibilității ajung ultimele situații financiare și o descriere a investiției. Lista completă depinde de program și o primești de la consultant.',
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
        answer:
          'Dacă anunțul pentru care ai plătit promovarea este respins la verificare, îți returnăm integral suma. Pentru consultanță, partea fixă a onorariului acoperă munca deja făcută.',
      },
    ],
  },
];

/** The consultants of the team page. */
export const CONSULTANTS: readonly Row[] = [
  {
    name: 'Mihai Dumitrescu',
    role: 'Consultant senior, finanțări nerambursabile',
    experience: '15 ani de experiență, peste 140 de proiecte finanțate',
    focus: 'PNRR, programe regionale și fonduri pentru agricultură',
  },
  {
    name: 'Ioana Stan',
    role: 'Evaluator autorizat ANEVAR',
    experience: '11 ani de experiență în evaluarea întreprinderilor',
    focus: 'rapoarte de evaluare și due diligence financiar',
  },
  {
    name: 'Radu Constantinescu',
    role: 'Consultant senior, tranzacții cu afaceri',
    experience: '12 ani de experiență, peste 60 de tranzacții încheiate',
    focus: 'vânzări de afaceri și atragerea investitorilor',
  },
  {
    name: 'Elena Petrescu',
    role: 'Consultant senior, planuri de afaceri și digitalizare',
    experience: '10 ani de experiență cu IMM-uri și start-up-uri',
    focus: 'planuri de afaceri, proiecții financiare și proiecte de digitalizare',
  },
];

/** The testimonials of the home page, all approved. */
export const SUCCESS_STORIES: readonly Row[] = [
  {
    name: 'Andreea Mihăilescu',
    company: 'Atelier Floral Mihăilescu SRL',
    city: 'Cluj-Napoca',
    quote:
      'Am vândut florăria în mai puțin de trei luni. Evaluarea făcută de echipă ne-a ajutat să cerem un preț corect, iar cumpărătorul ne-a găsit direct din anunț.',
    rating: 5,
  },
  {
    name: 'Radu Constantinescu',
    company: 'Agro Câmpia Dunării SRL',
    city: 'Călărași',
    quote:
      'Prin consultanța pentru fonduri europene am obținut finanțare nerambursabilă pentru un depozit frigorific. Dosarul a fost pregătit atent, fără nicio cerere de clarificare.',
    rating: 5,
  },
  {
    name: 'Ioana Stănescu',
    company: 'Brutăria Bunicii SRL',
    city: 'Brașov',
    quote:
      'Căutam un partener pentru a deschide al doilea punct de lucru. În câteva săptămâni am discutat cu trei investitori serioși și am semnat cu unul dintre ei.',
    rating: 5,
  },
  {
    name: 'Mihai Georgescu',
    company: 'Georgescu Logistic SRL',
    city: 'Ploiești',
    quote:
      'Am cumpărat o firmă de transport cu contracte active. Documentele au fost verificate, iar discuțiile cu vânzătorul au decurs transparent de la început până la final.',
    rating: 5,
  },
  {
    name: 'Elena Popa',
    company: 'Digital Craft Studio SRL',
    city: 'Iași',
    quote:
      'Calculatorul de punctaj pentru digitalizare ne-a arătat exact ce ne lipsea. Am completat documentația și proiectul nostru a fost declarat eligibil din prima.',
    rating: 5,
  },
  {
    name: 'Cristian Dumitrașcu',
    company: 'Dumitrașcu Invest',
    city: 'Timișoara',
    quote:
      'Ca investitor, primesc oportunități filtrate și bine prezentate. Am finanțat două afaceri locale găsite pe RoAfaceri și amândouă își depășesc obiectivele.',
    rating: 5,
  },
];
