import { createContext } from 'react-router';

/**
 * How loaders and actions reach the JSON API. The NestJS server creates one per request
 * (`createLoadContext({ apiFetch })` in entry.server.tsx) and answers it in-process.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export const apiFetchContext = createContext<ApiFetch | null>(null);

/** The per-response CSP nonce the server sets (`script-src 'nonce-…'`); absent in the browser. */
export const cspNonceContext = createContext<string | undefined>(undefined);
