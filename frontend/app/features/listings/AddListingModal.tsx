import { Modal } from '~/components/Modal';
import { ADD_LISTING_TITLE } from './listing-choices';
import { ListingChoices } from './ListingChoices';

/** Add-listing modal, 800 px wide (spec sections 2, 9). Opened only for signed-in visitors. */
export function AddListingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={ADD_LISTING_TITLE} width={800} className="add-listing-modal">
      <p className="modal__lead">Alege tipul de anunț. După trimitere, îl verificăm și îl publicăm, de regulă în cel mult o zi lucrătoare.</p>
      <ListingChoices onChoose={onClose} />
    </Modal>
  );
}
