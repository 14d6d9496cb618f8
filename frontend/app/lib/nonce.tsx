import { createContext, useContext } from 'react';

/** Carries the CSP nonce from entry.server.tsx to the document's <Scripts>; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
