/** Texts and headers shared by the pages behind the newsletter's email links. */
export const LINK_INVALID = 'Linkul nu este valid. Deschide-l din nou din emailul primit de la RoAfaceri.';

/** Pages reached with a subscriber's token are about one person: never cached, never indexed. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'no-store' } as const;
