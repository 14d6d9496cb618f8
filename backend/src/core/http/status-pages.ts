/** Short pages the server answers itself, when a page cannot be rendered (Romanian, no scripts). */

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE = 'Serviciul este momentan indisponibil. Încearcă din nou în câteva momente.';

function statusPage(title: string, text: string): string {
  return (
    '<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title} · RoAfaceri</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}a{color:#1d4ed8}</style></head>' +
    `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Înapoi la prima pagină</a></p></main></body></html>`
  );
}

export const TOO_LARGE_PAGE = statusPage(
  'Formularul este prea mare',
  'Datele trimise depășesc dimensiunea permisă. Trimite fișiere mai mici sau mai puține și încearcă din nou.',
);

export const SERVICE_UNAVAILABLE_PAGE = statusPage(
  'Site-ul este momentan indisponibil',
  'Lucrăm să-l repunem în funcțiune. Încearcă din nou în câteva momente.',
);

/** A status page as a fetch Response, never stored by caches. */
export function statusPageResponse(status: number, page: string, headers: Record<string, string> = {}): Response {
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
