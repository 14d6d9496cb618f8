/**
 * Toast messages (spec sections 2, 8, 9): shown at the top, 3000 ms by default; `duration: null`
 * makes a persistent toast that stays until the visitor closes it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './CommonIcons';

export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: string;
  kind?: ToastKind;
  /** Milliseconds before the toast disappears; null keeps it until closed. */
  duration?: number | null;
}

interface Toast extends Required<Omit<ToastOptions, 'duration'>> {
  id: number;
  duration: number | null;
}

interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const toast: Toast = {
      id,
      message: options.message,
      kind: options.kind ?? 'info',
      duration: options.duration === undefined ? TOAST_DURATION_MS : options.duration,
    };
    // The same text twice in a row is shown once.
    setToasts((list) => [...list.filter((item) => item.message !== toast.message), toast]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  useEffect(() => {
    if (toast.duration === null) return;
    const timer = window.setTimeout(onClose, toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.duration, onClose]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__text">{toast.message}</p>
      <button type="button" className="icon-button toast__close" onClick={onClose} aria-label="Închide mesajul">
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
