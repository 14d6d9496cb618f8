/** The detail page's parts below the fold on a phone, in one chunk (see ListingDetailPage). */
export { ContactForm } from './ContactForm';
export { EstimatedValue } from './EstimatedValue';
export { LocationMap } from './LocationMap';
export { ShareLinks } from './ShareLinks';
export { ListingSection } from '../ListingSection';
export { DealRoom } from '~/features/deal-room/DealRoom';
