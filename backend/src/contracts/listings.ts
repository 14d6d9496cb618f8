/**
 * Listing contracts shared by the API, the public site and the staff console (spec sections 3, 7, 9).
 * Every family answers with the common fields of `ListingBase` plus the fields of its own details.
 */
import { ListingType } from './listing-type.js';
import type { ListingEstimatedValue } from './valuation.js';

/** Lifecycle of a listing; the transition rules live in the backend's listing core. */
export const ListingStatus = {
  Pending: 'pending',
  Approved: 'approved',
  Rejected: 'rejected',
  /** Sent back to the owner with a message; the owner's next edit resubmits it. */
  ChangesRequested: 'changes_requested',
  Expired: 'expired',
  Archived: 'archived',
} as const;
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];
export const LISTING_STATUSES = Object.values(ListingStatus);

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'În așteptarea aprobării',
  approved: 'Publicat',
  rejected: 'Respins',
  changes_requested: 'Necesită modificări',
  expired: 'Expirat',
  archived: 'Arhivat',
};

/** The API path segment of each family (`/api/{path}`). */
export const LISTING_FAMILY_PATHS: Record<ListingType, string> = {
  [ListingType.Company]: 'company',
  [ListingType.Active]: 'active',
  [ListingType.Fund]: 'fund',
  [ListingType.Service]: 'service',
  [ListingType.News]: 'news',
  [ListingType.Investment]: 'investment',
  [ListingType.Investor]: 'investor',
};

/** Spec section 9: default list page size 4; our cap is 100. */
export const LIST_PAGE_SIZE_DEFAULT = 4;
export const LIST_PAGE_SIZE_MAX = 100;
/**
 * Family lists count their matches exactly up to this many; above, `pagination.total` is an
 * estimate and `pagination.totalIsEstimate` is true (there are surely more than this many).
 */
export const LIST_EXACT_TOTAL_MAX = 1000;
/** Images per listing and bytes per image (issue: at most 20 images of 10 MB). */
export const LISTING_MAX_IMAGES = 20;
export const LISTING_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const LISTING_MAX_DOCUMENTS = 10;
export const LISTING_MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;
/** Default currency (spec section 9) and the ones accepted. */
export const DEFAULT_CURRENCY = 'EUR';
export const CURRENCIES = ['EUR', 'RON', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LISTING_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'relevance', 'deadline'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** One picture of a gallery: spec fields plus the thumbnail URL. */
export interface GalleryImage {
  location: string;
  key: string;
  originalName: string;
  thumbnail?: string;
  /**
   * A picture of a confidential listing kept for approved buyers (deal room): never in public answers,
   * only in `GET /api/listings/{id}/private` and the owner's views.
   */
  private?: boolean;
}

/** A private document (PDF, Office); only the owner and staff ever see these. */
export interface ListingDocument {
  key: string;
  originalName: string;
  size: number;
  contentType: string;
}

export interface Pagination {
  page: number;
  perPage: number;
  prevPage: number | null;
  nextPage: number | null;
  total: number;
  totalPages: number;
  featuredCount: number;
  /**
   * Family lists (`list/web`, `list/web-new`) only: true when `total` and `totalPages` are estimates
   * (more than LIST_EXACT_TOTAL_MAX matches); `nextPage` is exact either way.
   */
  totalIsEstimate?: boolean;
}

export interface ListResponse<T> {
  docs: T[];
  count: number;
  pagination: Pagination;
}

/** Query of `GET /api/{family}/list/web`; arrays are comma-joined in the URL. */
export interface ListingListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  county?: number;
  city?: string;
  domain?: number[];
  subdomain?: number;
  category?: string;
  priceMin?: number;
  priceMax?: number;
  features?: string[];
  sort?: ListingSort;
}

/** Fields common to every family, as the API returns them. */
export interface ListingBase {
  id: string;
  type: ListingType;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML; only in single-listing answers (lists carry the excerpt). */
  description?: string;
  photo: string;
  thumbnail: string;
  gallery: GalleryImage[];
  price: number | null;
  currency: Currency;
  county: number | null;
  countyName: string | null;
  city: string | null;
  domain: number[];
  domainName: string | null;
  subdomain: number | null;
  subdomainName: string | null;
  category: string | null;
  categoryName: string | null;
  features: string[];
  featureNames: string[];
  contactName: string | null;
  contactPhone: string | null;
  promoted: boolean;
  promotedUntil: string | null;
  publishedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * A confidential listing (company and investment families, see deal-room.ts): public answers carry
   * only its teaser (the description is the teaser, no city, contact, private pictures or figures the
   * owner did not make public); the full listing is `GET /api/listings/{id}/private`.
   */
  confidential?: boolean;
  /** Of a confidential listing: the figure fields of the family shown in the teaser. */
  publicFigures?: string[];
  /**
   * Where the listing's locality is (county + city), for the map of a detail page; null when the
   * listing has no known locality (e.g. funds, news). Single-listing answers only.
   */
  latitude?: number | null;
  longitude?: number | null;
}

/** Extra fields the owner and staff see (never anonymous visitors). */
export interface ListingOwnerView {
  status: ListingStatus;
  statusName: string;
  moderationNote: string | null;
  /** An edit of an approved listing waiting for moderation; the approved version stays public. */
  pendingRevision: boolean;
  contactEmail: string | null;
  documents: ListingDocument[];
  /** Deal room (confidential listings): the public description and the legal name shown to approved buyers. */
  teaser?: string | null;
  companyName?: string | null;
  /** Deal room: access requests of verified buyers are approved at once. */
  autoApproveVerified?: boolean;
}

export type ListingView<Details> = ListingBase & Details & Partial<ListingOwnerView>;

export interface CompanyFields {
  businessType: number | null;
  businessTypeName: string | null;
  domainCaen: string | null;
  yearlyTurnover: number | null;
  yearlyProfit: number | null;
  employees: number | null;
  yearFounded: number | null;
  reasonForSale: string | null;
  priceIncludes: string | null;
  propertyType: number | null;
  propertyTypeName: string | null;
  /**
   * The instant valuation the owner shows on the listing ("valoare estimată"; see valuation.ts), or
   * null. Single-listing answers only (`/api/company/:slug`, `/api/company/id/:id`).
   */
  estimatedValue?: ListingEstimatedValue | null;
}

export interface ActiveFields {
  fuel: number | null;
  fuelName: string | null;
  pollutionClass: number | null;
  pollutionClassName: string | null;
  propertyType: number | null;
  propertyTypeName: string | null;
  manufactureYear: number | null;
  surfaceSqm: number | null;
  condition: string | null;
}

export const FUND_CALL_STATUSES = [
  { id: 'open', name: 'Apel deschis' },
  { id: 'upcoming', name: 'Apel în curând' },
  { id: 'closed', name: 'Apel închis' },
] as const;
export type FundCallStatus = (typeof FUND_CALL_STATUSES)[number]['id'];

export interface FundFields {
  fundType: number;
  fundTypeName: string | null;
  region: string;
  regionName: string | null;
  callStatus: FundCallStatus;
  callStatusName: string | null;
  deadline: string | null;
  budget: number | null;
  grantMin: number | null;
  grantMax: number | null;
  cofinancingPercent: number | null;
  eligibleBeneficiaries: string | null;
  sourceUrl: string | null;
  /** FUND_BENEFICIARY_TYPES ids the call is open to; empty: every beneficiary. */
  beneficiaryTypes: string[];
  beneficiaryTypeNames: string[];
  /** Eligible CAEN Rev. 2 selectors (section letter, division, group or class); empty: every activity. */
  caenCodes: string[];
}

/** Where a service provider works. */
export const SERVICE_COVERAGE = [
  { id: 'local', name: 'Local' },
  { id: 'judetean', name: 'Județean' },
  { id: 'national', name: 'Național' },
  { id: 'international', name: 'Internațional' },
] as const;
export type ServiceCoverage = (typeof SERVICE_COVERAGE)[number]['id'];

export interface ServiceFields {
  priceUnit: string | null;
  coverage: string | null;
  coverageName: string | null;
  experienceYears: number | null;
  website: string | null;
}

export interface NewsFields {
  tags: string[];
  source: string | null;
  authorName: string | null;
}

export const INVESTMENT_KINDS = [
  { id: 'equity', name: 'Participație la capital' },
  { id: 'loan', name: 'Împrumut' },
  { id: 'partnership', name: 'Parteneriat' },
  { id: 'joint-venture', name: 'Asociere în participațiune' },
] as const;
export type InvestmentKind = (typeof INVESTMENT_KINDS)[number]['id'];

export interface InvestmentFields {
  investmentKind: InvestmentKind;
  investmentKindName: string | null;
  equityOfferedPercent: number | null;
  stage: string | null;
  expectedReturn: string | null;
}

export const INVESTOR_KINDS = [
  { id: 'angel', name: 'Business angel' },
  { id: 'fund', name: 'Fond de investiții' },
  { id: 'company', name: 'Companie' },
  { id: 'private', name: 'Investitor privat' },
] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number]['id'];

export interface InvestorFields {
  investorKind: InvestorKind;
  investorKindName: string | null;
  ticketMin: number | null;
  ticketMax: number | null;
  interests: number[];
  interestNames: string[];
  portfolioSize: number | null;
  /** County ids the investor invests in; empty: all of Romania. */
  targetCounties: number[];
  targetCountyNames: string[];
}

export type CompanyListing = ListingView<CompanyFields>;
export type ActiveListing = ListingView<ActiveFields>;
export type FundListing = ListingView<FundFields>;
export type ServiceListing = ListingView<ServiceFields>;
export type NewsListing = ListingView<NewsFields>;
export type InvestmentListing = ListingView<InvestmentFields>;
export type InvestorListing = ListingView<InvestorFields>;

/** An entry of `GET /api/favorite` (spec: entityId, type, entitySlug, title). */
export interface Favorite {
  entityId: string;
  type: ListingType;
  entitySlug: string;
  title: string;
  photo?: string;
  createdAt?: string;
  /** False when the listing is no longer public (it stays listed so the user can remove it). */
  available?: boolean;
}

/** The default picture of a listing without gallery or photo, per family. */
export const DEFAULT_LISTING_PHOTO = '/images/listing-default.svg';
