import type { ListingType } from '../../contracts/lists.js';

/** Who creates a demo listing: the legal-entity demo account, the individual one, or staff. */
export type DemoOwner = 'company' | 'person' | 'staff';

/** Where the demo seeder leaves a listing (default: approved and public). */
export type DemoState = 'approved' | 'pending' | 'rejected';

export interface DemoListing {
  family: ListingType;
  owner: DemoOwner;
  /** The create input as the family's API takes it; the seeder adds `gallery`. */
  input: Record<string, unknown> & { title: string };
  /** What the generated card picture says (a category, a domain). */
  imageLabel: string;
  state?: DemoState;
  /** Shown to the owner when the listing is rejected. */
  rejectReason?: string;
  promoted?: boolean;
  /** A slug the site links to by name (slugs are otherwise generated with a random suffix). */
  slug?: string;
}

/** Paragraphs → the rich text the API accepts (the core sanitises it again). */
export function html(...blocks: (string | string[] | null | false | undefined)[]): string {
  return blocks
    .filter((block): block is string | string[] => Boolean(block))
    .map((block) => (Array.isArray(block) ? `<ul>${block.map((item) => `<li>${item}</li>`).join('')}</ul>` : `<p>${block}</p>`))
    .join('');
}
