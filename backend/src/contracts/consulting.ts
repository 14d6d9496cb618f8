/**
 * Consulting requests (spec section 7, "Consulting and newsletter"): the kinds of request the public
 * forms create, their topics and statuses with Romanian names, the option lists of the eligibility
 * and digitalisation questionnaires, and the answers of the API. Pure TypeScript, shared with the
 * public site and the staff console.
 */
import type { ProgrammeAvailability, ProgrammeResult } from './funding.js';
import type { ListItem } from './lists.js';

/** The `result` of an `eligibility` request: the results recomputed when it was sent. */
export interface EligibilityRequestResult {
  results: ProgrammeResult[];
}

/** Which form created the request. */
export type ConsultingKind = 'consulting' | 'contact' | 'contact-promo' | 'mindset-owners' | 'eligibility-grant-trei' | 'digitalization' | 'eligibility';
export const CONSULTING_KINDS: readonly ListItem<ConsultingKind>[] = [
  { id: 'consulting', name: 'Cerere de consultanță' },
  { id: 'contact', name: 'Formular de contact' },
  { id: 'contact-promo', name: 'Pachete de promovare' },
  { id: 'mindset-owners', name: 'Mindset Owners' },
  { id: 'eligibility-grant-trei', name: 'Eligibilitate Măsura 3' },
  { id: 'digitalization', name: 'Punctaj digitalizare' },
  { id: 'eligibility', name: 'Verificare eligibilitate' },
];

export type ConsultingTopic =
  'funding' | 'valuation' | 'digitalization' | 'business-sale' | 'business-purchase' | 'promotion' | 'mindset-owners' | 'grant-trei' | 'other';
export const CONSULTING_TOPICS: readonly ListItem<ConsultingTopic>[] = [
  { id: 'funding', name: 'Finanțări nerambursabile' },
  { id: 'valuation', name: 'Evaluarea afacerii' },
  { id: 'digitalization', name: 'Digitalizare' },
  { id: 'business-sale', name: 'Vânzarea unei afaceri' },
  { id: 'business-purchase', name: 'Cumpărarea unei afaceri' },
  { id: 'promotion', name: 'Promovarea anunțurilor' },
  { id: 'mindset-owners', name: 'Programul Mindset Owners' },
  { id: 'grant-trei', name: 'Grant Măsura 3' },
  { id: 'other', name: 'Altceva' },
];
/** Topics a visitor chooses on the general consulting form (`POST /api/consulting`). */
export const GENERAL_CONSULTING_TOPICS: readonly ConsultingTopic[] = ['funding', 'valuation', 'digitalization', 'business-sale', 'business-purchase', 'other'];
/** Topics of the contact form (`POST /api/consulting/contact`). */
export const CONTACT_TOPICS: readonly ConsultingTopic[] = ['funding', 'valuation', 'business-sale', 'business-purchase', 'promotion', 'other'];

export type ConsultingStatus = 'new' | 'in_progress' | 'waiting_client' | 'done' | 'dropped';
export const CONSULTING_STATUSES: readonly ListItem<ConsultingStatus>[] = [
  { id: 'new', name: 'Nouă' },
  { id: 'in_progress', name: 'În lucru' },
  { id: 'waiting_client', name: 'Așteaptă răspunsul clientului' },
  { id: 'done', name: 'Finalizată' },
  { id: 'dropped', name: 'Închisă fără finalizare' },
];

export const nameOf = <Id extends string>(list: readonly ListItem<Id>[], id: Id): string => list.find((item) => item.id === id)?.name ?? id;

export type MindsetChallenge = 'delegation' | 'growth' | 'finance' | 'team' | 'sale-or-investors' | 'other';
/** The main challenge a business owner names when joining Mindset Owners. */
export const MINDSET_CHALLENGES: readonly ListItem<MindsetChallenge>[] = [
  { id: 'delegation', name: 'Delegarea și organizarea echipei' },
  { id: 'growth', name: 'Creșterea vânzărilor' },
  { id: 'finance', name: 'Indicatorii financiari și profitabilitatea' },
  { id: 'team', name: 'Recrutarea și păstrarea oamenilor' },
  { id: 'sale-or-investors', name: 'Pregătirea pentru investitori sau vânzare' },
  { id: 'other', name: 'Altceva' },
];

// ------------------------------------------------------------------ eligibility "grant trei"

/** Legal forms asked by the eligibility check (ids of BUSINESS_TYPES). */
export const GRANT_TREI_LEGAL_FORMS: readonly ListItem[] = [
  { id: 1, name: 'SRL' },
  { id: 2, name: 'SRL-D' },
  { id: 4, name: 'SA' },
  { id: 3, name: 'PFA' },
  { id: 6, name: 'Întreprindere individuală (II)' },
  { id: 7, name: 'Întreprindere familială (IF)' },
  { id: 5, name: 'ONG (asociație sau fundație)' },
];

/** The answers of the eligibility check for the "grant trei" measure (Măsura 3, investment grants for SMEs). */
export interface GrantTreiAnswers {
  /** BUSINESS_TYPES id. */
  legalForm: number;
  /** Year the company was registered. */
  foundedYear: number;
  /** ECONOMIC_DOMAINS id of the activity (CAEN section) the investment is for. */
  caenDomain: number;
  /** Employees at the end of the last fiscal year. */
  employees: number;
  /** Turnover of the last closed fiscal year, in euro. */
  turnoverEur: number;
  /** County id (1–42) where the investment is made. */
  county: number;
  /** Total value of the planned investment, in euro. */
  investmentEur: number;
  /** Whether the company can pay its share (co-financing) of the investment. */
  canCoFinance: boolean;
  /** Whether the company has overdue debts to the state budget. */
  hasTaxDebts: boolean;
}

export interface GrantTreiResult {
  eligible: boolean;
  /** Why it is not eligible (empty when eligible). */
  reasons: string[];
  /** Further remarks (e.g. the part of the investment above the grant's ceiling). */
  notes: string[];
  /** Indicative grant in euro (0 when not eligible). */
  grantEur: number;
  /** The company's own contribution in euro for that grant. */
  coFinancingEur: number;
  /** The rules document the check ran on (`masura-3`) and its version. */
  programmeId?: string;
  version?: string;
  /**
   * Whether the call takes applications today. For a closed call `eligible`, `grantEur` and
   * `coFinancingEur` describe the call's rules as they were (historical), not an application one can make.
   */
  availability?: ProgrammeAvailability;
}

// ------------------------------------------------------------------ digitalisation points

export type DigitalLevel = 'none' | 'basic' | 'intermediate' | 'advanced';
export const DIGITAL_LEVELS: readonly ListItem<DigitalLevel>[] = [
  { id: 'none', name: 'Fără instrumente digitale' },
  { id: 'basic', name: 'De bază (email, site de prezentare)' },
  { id: 'intermediate', name: 'Intermediar (facturare, CRM sau magazin online)' },
  { id: 'advanced', name: 'Avansat (ERP, automatizări, date în cloud)' },
];

export type DigitalInvestment = 'hardware' | 'software' | 'ecommerce' | 'cybersecurity' | 'cloud' | 'training';
export const DIGITAL_INVESTMENTS: readonly ListItem<DigitalInvestment>[] = [
  { id: 'hardware', name: 'Echipamente IT' },
  { id: 'software', name: 'Licențe și aplicații software' },
  { id: 'ecommerce', name: 'Comerț electronic' },
  { id: 'cybersecurity', name: 'Securitate cibernetică' },
  { id: 'cloud', name: 'Servicii cloud' },
  { id: 'training', name: 'Instruirea angajaților' },
];

export interface DigitalizationAnswers {
  foundedYear: number;
  employees: number;
  turnoverEur: number;
  profitable: boolean;
  digitalLevel: DigitalLevel;
  investments: DigitalInvestment[];
  county: number;
}

export interface DigitalizationCriterion {
  key: 'age' | 'employees' | 'turnover' | 'profit' | 'digitalLevel' | 'investments' | 'region';
  name: string;
  points: number;
  max: number;
}

export interface DigitalizationResult {
  criteria: DigitalizationCriterion[];
  total: number;
  max: number;
  /** Minimum total of a fundable application in this grid. */
  threshold: number;
  passesThreshold: boolean;
  /** The scoring document the points come from and its version. */
  programmeId?: string;
  version?: string;
  /** „How to gain points”, computed from the grid. */
  advice?: string[];
}

// ------------------------------------------------------------------ answers of the API

/** 201 of every public route that stores a request. */
export interface ConsultingCreated {
  id: string;
  number: string;
  message: string;
}

export interface ConsultingEligibilityCreated extends ConsultingCreated {
  result: GrantTreiResult;
}

/** `POST /api/consulting/calculateDigitalizarePoints`: `id`, `number` and `message` only when contact details were sent. */
export interface DigitalizationAnswer extends Partial<ConsultingCreated> {
  result: DigitalizationResult;
}

export interface ConsultingDocumentView {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  /** Private: readable by the client who sent it and by staff. */
  url: string;
  createdAt: string;
}

/** What the client sees of a request (`GET /api/consulting/mine`): never internal notes or the consultant. */
export interface MyConsultingRequest {
  id: string;
  number: string;
  kind: ConsultingKind;
  kindName: string;
  topic: ConsultingTopic;
  topicName: string;
  status: ConsultingStatus;
  statusName: string;
  /** The last message staff sent with a status change. */
  statusMessage: string | null;
  message: string | null;
  result: GrantTreiResult | DigitalizationResult | EligibilityRequestResult | null;
  documents: ConsultingDocumentView[];
  createdAt: string;
  updatedAt: string;
}

export interface ConsultingNoteView {
  id: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
}

/** Staff view of a request (`/api/admin/consulting`). */
export interface StaffConsultingRequest extends Omit<MyConsultingRequest, 'documents'> {
  fullName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  cui: string | null;
  answers: Record<string, unknown>;
  listingId: string | null;
  userId: string | null;
  assignedToId: string | null;
  assignedToName: string | null;
  /** The statuses this request may move to now. */
  nextStatuses: ConsultingStatus[];
}

export interface StaffConsultingDetail extends StaffConsultingRequest {
  notes: ConsultingNoteView[];
  documents: ConsultingDocumentView[];
}
