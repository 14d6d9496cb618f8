/** Open/close state of the shell's modals, reachable from any page (e.g. "Adaugă anunț" buttons). */
import { createContext, useContext } from 'react';

export interface ShellApi {
  openLogin: () => void;
  openAddListing: () => void;
  closeModals: () => void;
}

export const ShellContext = createContext<ShellApi>({
  openLogin: () => undefined,
  openAddListing: () => undefined,
  closeModals: () => undefined,
});

export function useShell(): ShellApi {
  return useContext(ShellContext);
}
