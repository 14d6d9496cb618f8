/**
 * Editorial content of the provider (spec section 7: masterdata/portfolio, masterdata/all-clients,
 * masterdata/featuredLinksWeb, masterdata/featured/misc, masterdata/successStories,
 * masterdata/successStoriesAll and special-posts; plus content/faq and content/team): the public
 * answers of the content module, shared with the public site. The staff shapes are in content-admin.ts.
 */

/** Kind of work a portfolio project was: funding obtained, a business sold or bought, a valuation. */
export const PORTFOLIO_CATEGORIES = [
  { id: 'finantare', name: 'Finanțare' },
  { id: 'tranzactie', name: 'Tranzacție' },
  { id: 'evaluare', name: 'Evaluare' },
] as const;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]['id'];

/** One completed project of the portfolio. */
export interface PortfolioProject {
  id: string;
  title: string;
  /** The client, described without naming it ('SRL de familie', 'Start-up'). */
  clientType: string;
  sector: string;
  /** Development region ('Nord-Vest', 'București-Ilfov'). */
  region: string;
  city: string;
  /** Funding programme or the kind of mandate ('PNRR – Digitalizarea IMM-urilor', 'Mandat de vânzare'). */
  programme: string;
  /** Funding obtained, transaction value or valued amount, in euro. */
  amountEur: number;
  year: number;
  result: string;
  category: PortfolioCategory;
  categoryName: string;
}

/** Kind of partner organisation; the names are the ones shown on the partners page. */
export const PARTNER_KINDS = [
  { id: 'banca', name: 'bancă', title: 'Bănci' },
  { id: 'fond-investitii', name: 'fond de investiții', title: 'Fonduri de investiții' },
  { id: 'asociatie', name: 'asociație', title: 'Asociații' },
  { id: 'furnizor', name: 'furnizor', title: 'Furnizori' },
  { id: 'client', name: 'client', title: 'Clienți' },
] as const;

export type PartnerKind = (typeof PARTNER_KINDS)[number]['id'];

/** A partner or client organisation (rendered as a text badge, never as a logo picture). */
export interface Partner {
  id: string;
  name: string;
  kind: PartnerKind;
  kindName: string;
  description: string;
  city: string;
  website?: string;
}

/** Where a featured link is shown: the footer's useful links or the home page's other links. */
export const FEATURED_LINK_PLACEMENTS = [
  { id: 'web', name: 'Linkuri utile (subsolul site-ului)' },
  { id: 'misc', name: 'Linkuri recomandate (prima pagină)' },
] as const;

export type FeaturedLinkPlacement = (typeof FEATURED_LINK_PLACEMENTS)[number]['id'];

/** A link of the footer or of the home page, to a path of this site. */
export interface FeaturedLink {
  label: string;
  path: string;
}

/** A block of a post's body: typed text, never HTML. */
export type ContentBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/** The collections of special posts: `servicii-{product}` holds the provider's services. */
export const SPECIAL_POST_COLLECTIONS = ['servicii-roafaceri'] as const;

export type SpecialPostCollection = (typeof SPECIAL_POST_COLLECTIONS)[number];

/** What a list of posts shows of each post. */
export interface SpecialPostSummary {
  slug: string;
  collection: SpecialPostCollection;
  title: string;
  excerpt: string;
  /** How long the work takes ('2–4 săptămâni'). */
  duration: string;
  /** Where the price starts ('de la 490 € + TVA'). */
  priceHint: string;
}

/** One special post with its body. */
export interface SpecialPost extends SpecialPostSummary {
  body: ContentBlock[];
  /** What the client gets at the end. */
  deliverables: string[];
  /** The call to action: a path of this site. */
  cta: FeaturedLink;
}

/** A list answer of the content module. */
export interface ContentList<T> {
  docs: T[];
  count: number;
}

/** Topics of the FAQ, in page order; the ids are the anchors of /faq (`/faq#promovare`). */
export const FAQ_TOPICS = [
  { id: 'cont', title: 'Contul tău' },
  { id: 'anunturi', title: 'Anunțuri' },
  { id: 'promovare', title: 'Promovare' },
  { id: 'finantari', title: 'Finanțări nerambursabile' },
  { id: 'plati', title: 'Plăți și facturare' },
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number]['id'];

export interface FaqItem {
  question: string;
  answer: string;
}

/** One topic of the FAQ with its questions (`GET /api/content/faq` lists the topics that have any). */
export interface FaqGroup {
  id: FaqTopic;
  title: string;
  items: FaqItem[];
}

/** A consultant of the team page (`GET /api/content/team`). */
export interface TeamMember {
  name: string;
  role: string;
  /** Years and results ('15 ani de experiență, peste 140 de proiecte finanțate'). */
  experience: string;
  /** What they work on. */
  focus: string;
}

/** A customer's review (spec section 7: masterdata/successStories and successStoriesAll); only approved ones are public. */
export interface SuccessStory {
  name: string;
  company: string;
  city?: string;
  quote: string;
  /** 1 to 5 stars. */
  rating: number;
  /** The reviewer's picture (a WebP of the uploads), when they sent one. */
  photo?: string;
}

export const SUCCESS_STORY_RATING_MIN = 1;
export const SUCCESS_STORY_RATING_MAX = 5;
/** How many stories `GET /api/masterdata/successStories` answers (the home page's selection). */
export const SUCCESS_STORIES_FEATURED = 6;

/** Answer of `POST /api/masterdata/successStories`: the review waits for a moderator. */
export interface SuccessStorySubmitted {
  ok: true;
  message: string;
}
