/**
 * „Descarcă datele mele”: what the account page's section, the emailed link's page and their server
 * code share (the API's paths, the form's intent, the refusals' Romanian texts).
 */
import type { DataExportLinkState } from '@contracts/privacy';

export const DATA_EXPORT_API = {
  request: '/api/account/data-export',
  latest: '/api/account/data-export',
  link: (token: string) => `/api/account/data-export/link?token=${encodeURIComponent(token)}`,
  /** The link page's button posts here straight from the browser: the answer is the file itself. */
  download: '/api/account/data-export/download',
} as const;

export const EXPORT_INTENT = 'export-data';

export type MyDataActionData = { intent: typeof EXPORT_INTENT; ok: boolean; message: string };

/** What the link's page says when the archive cannot be downloaded. */
export const LINK_REFUSALS: Record<Exclude<DataExportLinkState['state'], 'ready'>, string> = {
  used: 'Arhiva a fost deja descărcată: linkul funcționează o singură dată, iar arhiva a fost ștearsă de pe serverele noastre. Dacă ai nevoie de ea din nou, cere o arhivă nouă din contul tău.',
  expired: 'Linkul a expirat: arhiva se păstrează 24 de ore, apoi se șterge. Poți cere oricând o arhivă nouă din contul tău.',
  invalid: 'Linkul de descărcare nu este valid. Deschide-l din nou din email sau cere o arhivă nouă din contul tău.',
  'other-account': 'Această arhivă a fost cerută din alt cont. Ieși din cont și intră în contul care a cerut-o, apoi deschide din nou linkul din email.',
};
