/** What the detail page's loader and action give the page (shared by server and browser code). */
import type { ListingStatus } from '@contracts/listings';
import type { CommentsData } from '~/features/comments/comments-data';
import type { AccessRequestResult, DealRoomView } from '~/features/deal-room/deal-room-data';
import type { FieldErrors } from '~/lib/validation';
import type { CardListing } from '../ListingCard';
import type { ContactField } from './contact-rules';
import type { DetailView } from './detail-view';

export interface ListingDetailData {
  view: DetailView;
  related: CardListing[];
  featured: CardListing[];
  /** Whether the signed-in visitor keeps this listing among favourites. */
  isFavorite: boolean;
  /** The owner (or staff) looking at a listing that is not public (yet). */
  preview: { status: ListingStatus; statusName: string } | null;
  /** Approved comments of a published news article; null for other families, previews, or when they could not be read. */
  comments: CommentsData | null;
  /** Confidential listings only: what the visitor may see and ask (features/deal-room). */
  dealRoom: DealRoomView | null;
}

/** What the route action answers to each of the page's forms. */
export type DetailActionData =
  | { intent: 'favorite'; ok: boolean; favorite: boolean; message: string }
  | {
      intent: 'contact';
      ok: boolean;
      fieldErrors: FieldErrors<ContactField>;
      message?: string;
      /** Set when a signed-in visitor's message started or continued their conversation. */ conversationId?: string;
    }
  | AccessRequestResult;
