/**
 * The publishing form of the five families users publish (company, asset, service, investor
 * profile, partner search), as one table: the steps, and per step the fields with their rules. The rules
 * repeat the API's DTOs (`backend/src/modules/{family}/dto`, `listing-input.dto.ts`) with the same
 * Romanian messages, so the form refuses in the browser what the API would refuse. One generic
 * form (PublishForm.tsx) renders any family from this table.
 */
import { COUNTIES } from '@contracts/counties';
import { BUSINESS_TYPES, PROPERTY_TYPES, type DomainItem, type ListItem } from '@contracts/lists';
import { CONFIDENTIAL_FIGURES } from '@contracts/deal-room';
import { INVESTMENT_KINDS, INVESTOR_KINDS, SERVICE_COVERAGE } from '@contracts/listings';
import { YEAR_MIN } from '@contracts/years';
import { FAMILIES, type FamilyConfig } from '~/features/listings/families';
import { FAMILY_LISTS } from '~/features/listings/family-lists';
import { paths } from '~/lib/paths';
import { active } from './publish-form-active';
import { currency, description, domains, LOCATION_STEP, PHOTOS_STEP, PREVIEW_STEP, price, REQUIRED, title } from './publish-form-parts';

export type PublishFamilyKey = 'company' | 'active' | 'service' | 'investor' | 'investment';

/**
 * How a field is typed and checked:
 * - `text`, `textarea`: trimmed text (`minLength`, `maxLength`);
 * - `amount`: money, Romanian or plain notation (250.000 / 250000 / 1.250,50), two decimals at most;
 * - `integer`, `percent`: numbers within `min`/`max`;
 * - `year`: a calendar year from `min` up to the current year (the API's rule, `@contracts/years`);
 * - `select`: one id of `options`; `checkboxes`: ids of `options` (several);
 * - `subdomain`: one subdomain of the chosen service domain;
 * - `county`, `city`: the place (cities come from the masterdata of the county);
 * - `phone`, `url`, `caen`: patterns of the API;
 * - `toggle`: one tick box (true / false).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'amount'
  | 'integer'
  | 'year'
  | 'percent'
  | 'select'
  | 'checkboxes'
  | 'subdomain'
  | 'county'
  | 'city'
  | 'phone'
  | 'url'
  | 'caen'
  | 'toggle';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Message when a required field is empty (default "Câmpul este obligatoriu."). */
  requiredMessage?: string;
  hint?: string;
  min?: number;
  max?: number;
  minLength?: number;
  minLengthMessage?: string;
  maxLength?: number;
  maxLengthMessage?: string;
  options?: readonly ListItem<string | number>[];
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
  /**
   * The `toggle` this field belongs to: shown (with scripts) and checked only while it is ticked;
   * `required` then means required while ticked.
   */
  when?: string;
  autoComplete?: string;
}

export type StepId = 'description' | 'details' | 'location' | 'photos' | 'preview';

export interface StepSpec {
  id: StepId;
  /** Short name in the step indicator. */
  label: string;
  /** Heading of the step. */
  title: string;
  lead?: string;
  fields: readonly FieldSpec[];
}

/** A cross-field rule: the field it marks and the message, when the values break it. */
export type CrossCheck = (read: (name: string) => number | string | boolean | null) => { field: string; message: string } | null;

export interface PublishFormConfig {
  key: PublishFamilyKey;
  family: FamilyConfig;
  /** Page texts. */
  eyebrow: string;
  title: string;
  editTitle: string;
  lead: string;
  description: string;
  /** What the listing is called in messages ("anunțul", "profilul"). */
  noun: string;
  steps: readonly StepSpec[];
  checks: readonly CrossCheck[];
  /** Private documents (PDF, Office) on the photos step: the deal room's families. */
  privateDocuments?: boolean;
}

// ------------------------------------------------------------------ the deal room (company, investment)

/** The teaser's length, as the API counts it (its plain text). */
export const TEASER_MIN = 30;
export const TEASER_MAX = 3000;
export const COMPANY_NAME_MAX = 200;

/** Names of the figures in the teaser's choice (not the fields' own labels: each label names one control). */
const FIGURE_NAMES: Record<string, string> = {
  yearlyTurnover: 'Cifra de afaceri',
  yearlyProfit: 'Profitul net',
  employees: 'Numărul angajaților',
  yearFounded: 'Anul fondării',
  equityOfferedPercent: 'Procentul din firmă oferit',
  expectedReturn: 'Randament estimat',
};

/**
 * „Anunț confidențial” and what it needs: the public description (teaser), the company's legal name
 * (for approved buyers only) and the figures the teaser shows. Pictures are marked private on the
 * photo step.
 */
function confidentialFields(type: 1 | 6): FieldSpec[] {
  return [
    {
      name: 'confidential',
      label: 'Anunț confidențial',
      kind: 'toggle',
      wide: true,
      hint: 'Vizitatorii văd doar descrierea publică, județul, prețul și cifrele alese de tine. Numele firmei, localitatea exactă, fotografiile marcate „Privată”, documentele și datele de contact le văd doar cumpărătorii pe care îi aprobi, după ce acceptă acordul de confidențialitate.',
    },
    {
      name: 'teaser',
      label: 'Descriere publică (teaser)',
      kind: 'textarea',
      when: 'confidential',
      required: true,
      requiredMessage: 'Scrie descrierea publică a anunțului confidențial.',
      minLength: TEASER_MIN,
      minLengthMessage: `Scrie descrierea publică a anunțului confidențial (cel puțin ${TEASER_MIN} de caractere).`,
      maxLength: TEASER_MAX,
      maxLengthMessage: 'Descrierea publică poate avea cel mult 3.000 de caractere.',
      hint: 'Textul pe care cumpărătorii îl văd înainte de a primi acces. Nu scrie numele firmei sau alte date după care poate fi recunoscută.',
      wide: true,
    },
    {
      name: 'companyName',
      label: 'Denumirea firmei (vizibilă doar cumpărătorilor aprobați)',
      kind: 'text',
      when: 'confidential',
      required: true,
      requiredMessage: 'Completează denumirea firmei: o văd doar cumpărătorii aprobați.',
      maxLength: COMPANY_NAME_MAX,
      maxLengthMessage: 'Denumirea firmei poate avea cel mult 200 de caractere.',
      autoComplete: 'organization',
      wide: true,
    },
    {
      name: 'publicFigures',
      label: 'Cifre afișate public în teaser',
      kind: 'checkboxes',
      when: 'confidential',
      options: (CONFIDENTIAL_FIGURES[type] ?? []).map((id) => ({ id, name: FIGURE_NAMES[id] ?? id })),
      hint: 'Cifrele nebifate le văd doar cumpărătorii aprobați.',
      wide: true,
    },
  ];
}

/** A company's name as compared with a title (as the API does): folded, without its legal form (SRL, SA, …). */
export function nameForMatching(name: string): string {
  const folded = foldText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const bare = folded
    .replace(/\b(s ?r ?l|s ?a|srl ?d|pfa|ii|if|snc|scs|sca|societatea|comerciala)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return bare.length >= 3 ? bare : folded;
}

function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether `text` holds the company's name as whole words. */
export function containsCompanyName(text: string, companyName: string): boolean {
  const name = nameForMatching(companyName);
  if (!name) return false;
  return ` ${foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `.includes(` ${name} `);
}

/** A confidential listing's title and teaser must not give the company's name away. */
const CONFIDENTIAL_CHECKS: readonly CrossCheck[] = [
  (read) => {
    const name = read('companyName');
    const title = read('title');
    return read('confidential') === true && typeof name === 'string' && typeof title === 'string' && containsCompanyName(title, name)
      ? { field: 'title', message: 'Titlul nu poate conține denumirea firmei: anunțul este confidențial.' }
      : null;
  },
  (read) => {
    const name = read('companyName');
    const teaser = read('teaser');
    return read('confidential') === true && typeof name === 'string' && typeof teaser === 'string' && containsCompanyName(teaser, name)
      ? { field: 'teaser', message: 'Descrierea publică nu poate conține denumirea firmei.' }
      : null;
  },
];

/** Step ids in order; every family has the same five steps. */
export const STEP_IDS: readonly StepId[] = ['description', 'details', 'location', 'photos', 'preview'];

// ------------------------------------------------------------------ the families (assets: publish-form-active.ts)

const company: PublishFormConfig = {
  key: 'company',
  privateDocuments: true,
  family: FAMILIES.company,
  eyebrow: 'Anunț nou · Afacere de vânzare',
  title: 'Vinde afacerea ta',
  editTitle: 'Modifică anunțul afacerii',
  lead: 'Prezintă afacerea cumpărătorilor potriviți. Anunțul este verificat de echipa noastră înainte de publicare.',
  description: 'Publică anunțul de vânzare pentru afacerea ta pe RoAfaceri.',
  noun: 'anunțul',
  steps: [
    {
      id: 'description',
      label: 'Descriere',
      title: 'Descrierea afacerii',
      fields: [
        title('De exemplu: „Cafenea de specialitate în centrul Clujului”. Nu trece denumirea firmei dacă vrei să rămână discretă.'),
        domains('Domeniul de activitate', FAMILY_LISTS.company.domains),
        description('Ce face afacerea, de când funcționează, clienții, echipa și de ce o vinzi.'),
        ...confidentialFields(1),
      ],
    },
    {
      id: 'details',
      label: 'Detalii',
      title: 'Detalii financiare și juridice',
      fields: [
        price('Prețul cerut'),
        currency,
        { name: 'businessType', label: 'Forma juridică', kind: 'select', options: BUSINESS_TYPES },
        { name: 'domainCaen', label: 'Codul CAEN principal', kind: 'caen', hint: 'Patru cifre, de exemplu 5630.' },
        { name: 'yearlyTurnover', label: 'Cifra de afaceri anuală', kind: 'amount', min: 0, max: 1e13 },
        { name: 'yearlyProfit', label: 'Profitul net anual', kind: 'amount', min: -1e13, max: 1e13, hint: 'Poate fi negativ.' },
        { name: 'employees', label: 'Numărul de angajați', kind: 'integer', min: 0, max: 1_000_000 },
        { name: 'yearFounded', label: 'Anul înființării', kind: 'year', min: YEAR_MIN.yearFounded },
        { name: 'propertyType', label: 'Spațiul de lucru', kind: 'select', options: PROPERTY_TYPES },
        { name: 'features', label: 'Condiții de vânzare', kind: 'checkboxes', options: FAMILY_LISTS.company.features, wide: true },
        { name: 'reasonForSale', label: 'Motivul vânzării', kind: 'textarea', maxLength: 2000, wide: true },
        {
          name: 'priceIncludes',
          label: 'Ce include prețul',
          kind: 'textarea',
          maxLength: 2000,
          wide: true,
          hint: 'Echipamente, stoc, marcă, contracte, site…',
        },
      ],
    },
    LOCATION_STEP,
    PHOTOS_STEP,
    PREVIEW_STEP,
  ],
  checks: [
    (read) => {
      const turnover = read('yearlyTurnover');
      const profit = read('yearlyProfit');
      return typeof turnover === 'number' && typeof profit === 'number' && profit > turnover
        ? { field: 'yearlyProfit', message: 'Profitul nu poate depăși cifra de afaceri.' }
        : null;
    },
    ...CONFIDENTIAL_CHECKS,
  ],
};

const SERVICE_DOMAIN_OPTIONS = FAMILY_LISTS.service.domains as readonly DomainItem[];

const service: PublishFormConfig = {
  key: 'service',
  family: FAMILIES.service,
  eyebrow: 'Anunț nou · Serviciu',
  title: 'Promovează un serviciu',
  editTitle: 'Modifică anunțul serviciului',
  lead: 'Prezintă ce oferă firma ta comunității de peste 250.000 de antreprenori.',
  description: 'Publică serviciile firmei tale pe RoAfaceri.',
  noun: 'anunțul',
  steps: [
    {
      id: 'description',
      label: 'Descriere',
      title: 'Descrierea serviciului',
      fields: [
        title('De exemplu: „Contabilitate pentru SRL-uri și PFA-uri în Iași”.'),
        { name: 'domain', label: 'Domeniul', kind: 'select', required: true, requiredMessage: 'Alege domeniul.', options: SERVICE_DOMAIN_OPTIONS },
        { name: 'subdomain', label: 'Subdomeniul', kind: 'subdomain', options: SERVICE_DOMAIN_OPTIONS },
        description('Ce servicii oferi, cui te adresezi, cum lucrezi și ce te deosebește.'),
      ],
    },
    {
      id: 'details',
      label: 'Detalii',
      title: 'Tarif și condiții',
      fields: [
        price('Tariful', 'Lasă gol pentru „Preț la cerere”.'),
        currency,
        { name: 'priceUnit', label: 'Tariful este pe', kind: 'text', maxLength: 40, hint: 'De exemplu: oră, proiect, lună.' },
        { name: 'coverage', label: 'Zona în care lucrezi', kind: 'select', options: SERVICE_COVERAGE },
        { name: 'experienceYears', label: 'Ani de experiență', kind: 'integer', min: 0, max: 80 },
        { name: 'website', label: 'Site web', kind: 'url', maxLength: 300, autoComplete: 'url', hint: 'De exemplu https://firma-mea.ro.' },
        { name: 'features', label: 'Condiții de plată', kind: 'checkboxes', options: FAMILY_LISTS.service.features, wide: true },
      ],
    },
    LOCATION_STEP,
    PHOTOS_STEP,
    PREVIEW_STEP,
  ],
  checks: [
    (read) => {
      const domain = read('domain');
      const subdomain = read('subdomain');
      if (typeof subdomain !== 'number') return null;
      const parent = SERVICE_DOMAIN_OPTIONS.find((item) => item.id === domain);
      return parent?.subdomains.some((sub) => sub.id === subdomain) ? null : { field: 'subdomain', message: 'Subdomeniul nu aparține domeniului ales.' };
    },
  ],
};

const investor: PublishFormConfig = {
  key: 'investor',
  family: FAMILIES.investor,
  eyebrow: 'Anunț nou · Vreau să investesc',
  title: 'Creează profilul de investitor',
  editTitle: 'Modifică profilul de investitor',
  lead: 'Spune ce fel de afaceri cauți, iar antreprenorii cu proiecte potrivite te vor găsi mai ușor.',
  description: 'Creează profilul tău de investitor pe RoAfaceri.',
  noun: 'profilul',
  steps: [
    {
      id: 'description',
      label: 'Descriere',
      title: 'Despre tine ca investitor',
      fields: [
        title('De exemplu: „Business angel pentru startup-uri tech din Transilvania”.'),
        { name: 'investorKind', label: 'Tipul de investitor', kind: 'select', required: true, options: INVESTOR_KINDS },
        domains('Domeniile care te interesează', FAMILY_LISTS.investor.domains),
        description('Ce fel de proiecte cauți, cum te implici și ce aduci pe lângă capital.'),
      ],
    },
    {
      id: 'details',
      label: 'Detalii',
      title: 'Sumele pe care le investești',
      fields: [
        price('Suma totală de investit', 'Opțional: suma totală disponibilă.'),
        currency,
        { name: 'ticketMin', label: 'Tichet minim per investiție', kind: 'amount', min: 0, max: 1e13 },
        { name: 'ticketMax', label: 'Tichet maxim per investiție', kind: 'amount', min: 0, max: 1e13 },
        { name: 'portfolioSize', label: 'Companii în portofoliu', kind: 'integer', min: 0, max: 100000 },
        {
          name: 'targetCounties',
          label: 'Județe în care investești',
          kind: 'checkboxes',
          options: COUNTIES.map(({ id, name }) => ({ id, name })),
          hint: 'Lasă gol pentru toată țara.',
          wide: true,
        },
      ],
    },
    LOCATION_STEP,
    PHOTOS_STEP,
    PREVIEW_STEP,
  ],
  checks: [
    (read) => {
      const min = read('ticketMin');
      const max = read('ticketMax');
      return typeof min === 'number' && typeof max === 'number' && min > max
        ? { field: 'ticketMin', message: 'Tichetul minim nu poate depăși tichetul maxim.' }
        : null;
    },
  ],
};

const investment: PublishFormConfig = {
  key: 'investment',
  privateDocuments: true,
  family: FAMILIES.investment,
  eyebrow: 'Anunț nou · Caut partener',
  title: 'Publică proiectul pentru care cauți un partener',
  editTitle: 'Modifică proiectul',
  lead: 'Descrie proiectul și ce fel de partener îți trebuie: capital, experiență sau acces la piață.',
  description: 'Publică proiectul pentru care cauți un partener sau un investitor.',
  noun: 'anunțul',
  steps: [
    {
      id: 'description',
      label: 'Descriere',
      title: 'Descrierea proiectului',
      fields: [
        title('De exemplu: „Caut asociat pentru extinderea unei ferme de legume”.'),
        { name: 'investmentKind', label: 'Ce fel de parteneriat cauți', kind: 'select', required: true, options: INVESTMENT_KINDS },
        domains('Domeniul proiectului', FAMILY_LISTS.investment.domains),
        description('Ce face afacerea, în ce stadiu este, de ce ai nevoie și ce oferi partenerului.'),
        ...confidentialFields(6),
      ],
    },
    {
      id: 'details',
      label: 'Detalii',
      title: 'Investiția căutată',
      fields: [
        price('Suma căutată', 'Lasă gol dacă suma se negociază.'),
        currency,
        { name: 'equityOfferedPercent', label: 'Participația oferită (%)', kind: 'percent', min: 0, max: 100 },
        { name: 'stage', label: 'Stadiul proiectului', kind: 'text', maxLength: 60, hint: 'De exemplu: idee, prototip, în funcțiune, extindere.' },
        { name: 'expectedReturn', label: 'Randamentul estimat', kind: 'text', maxLength: 200, wide: true },
      ],
    },
    LOCATION_STEP,
    PHOTOS_STEP,
    PREVIEW_STEP,
  ],
  checks: [...CONFIDENTIAL_CHECKS],
};

export const PUBLISH_FORMS: Record<PublishFamilyKey, PublishFormConfig> = { company, active, service, investor, investment };

/** Where each family's form lives (`/adauga-…`). */
export const PUBLISH_PATHS: Record<PublishFamilyKey, string> = {
  company: paths.addCompany(),
  active: paths.addActive(),
  service: paths.addService(),
  investor: paths.addInvestor(),
  investment: paths.addPartnerSearch(),
};

export const REQUIRED_MESSAGE = REQUIRED;

/** Every field of the form, in step order. */
export function fieldsOf(form: PublishFormConfig): FieldSpec[] {
  return form.steps.flatMap((step) => step.fields);
}

/** The index of the step holding `name`; the gallery and the documents live on the photos step. */
export function stepOfField(form: PublishFormConfig, name: string): number {
  if (name === 'gallery' || (name === 'documents' && form.privateDocuments)) return form.steps.findIndex((step) => step.id === 'photos');
  return form.steps.findIndex((step) => step.fields.some((field) => field.name === name));
}
