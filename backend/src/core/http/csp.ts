/**
 * The Content-Security-Policy. API answers get it through helmet; server-rendered pages get the
 * same policy with a per-response nonce in script-src instead of any inline allowance.
 */
export function cspDirectives(isProduction: boolean, nonce?: string): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: isProduction ? [] : null,
  };
}

/** Serialises directives as a header value (camelCase names to kebab-case; null drops a directive). */
export function cspHeader(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}
