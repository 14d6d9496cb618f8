import type { SpecialPost } from '../../../contracts/content.js';

/** A post of the `servicii-roafaceri` collection as the provider writes it (the collection is added by the service). */
export type BusinessServiceEntry = Omit<SpecialPost, 'collection'>;

/** The provider's services, in the order of the /servicii-roafaceri page. */
export const BUSINESS_SERVICES: readonly BusinessServiceEntry[] = [
  {
    slug: 'consultanta-finantari-nerambursabile',
    title: 'Consultanță pentru finanțări nerambursabile',
    excerpt:
      'Verificăm eligibilitatea, alegem programul potrivit, scriem cererea de finanțare și te însoțim până la ultima cerere de rambursare.',
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
    deliverables: ['raport de evaluare semnat de un evaluator autorizat', 'analiza factorilor care cresc sau scad valoarea', 'o discuție de prezentare a concluziilor'],
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
    deliverables: ['evaluarea orientativă și strategia de vânzare', 'memoriul de prezentare și promovarea anunțului', 'negocierea și coordonarea până la semnare'],
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
    deliverables: ['raport de due diligence cu riscurile clasificate', 'recomandări pentru preț și garanțiile din contract', 'lista documentelor de cerut vânzătorului'],
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
