import { Modal } from '~/components/Modal';
import { LoginForm } from './LoginForm';

/** Login modal (spec section 2): closes on success (navigation), on X and when leaving to register/recover. */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Bine ai revenit!" width={460} className="login-modal">
      <p className="modal__lead">Intră în cont pentru a publica anunțuri, a salva favorite și a urmări cererile tale.</p>
      <LoginForm onLeave={onClose} autoFocus />
    </Modal>
  );
}
