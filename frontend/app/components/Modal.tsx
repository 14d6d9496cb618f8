/**
 * Modal dialog on the native <dialog> element: focus is kept inside, Escape closes, the page
 * behind is inert. `width` follows the spec's sizes (800 px add-listing, 600 px cookies).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './CommonIcons';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  width?: number;
  className?: string;
  /** Label of the X button. */
  closeLabel?: string;
  /** Whether a click on the dimmed backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
  /** false: a non-blocking dialog docked at the bottom (the page stays usable), e.g. cookie consent. */
  modal?: boolean;
  /**
   * The X submits this form with this name and value instead of calling `onClose` (the form's
   * submit handler closes the dialog), so it works before the page's script has arrived.
   */
  closeSubmits?: { form: string; name: string; value: string };
}

export function Modal({
  open,
  onClose,
  title,
  children,
  width = 480,
  className,
  closeLabel = 'Închide',
  closeOnBackdrop = true,
  modal = true,
  closeSubmits,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (modal) dialog.showModal();
      else {
        dialog.show();
        dialog.querySelector<HTMLElement>('.modal__body button, .modal__body a')?.focus();
      }
    }
    if (!open && dialog.open) dialog.close();
  }, [open, modal]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape (modal dialogs): keep React in charge of the open state.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    // The backdrop's click closes the dialog; from the keyboard, Escape does (the `cancel` event above).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      // A docked dialog can be open in the server's HTML already; modal ones need showModal().
      open={!modal && open ? true : undefined}
      className={`modal${modal ? '' : ' modal--docked'}${className ? ` ${className}` : ''}`}
      style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {open ? (
        <div className="modal__body">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              {...(closeSubmits ? { type: 'submit' as const, ...closeSubmits } : { type: 'button' as const, onClick: onClose })}
              className="icon-button modal__close"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
