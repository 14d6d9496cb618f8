/**
 * Cookies the site may set, by consent category (spec sections 2, 9): 3 necessary,
 * 17 marketing, 4 statistics. Lifetimes are the policy's three values.
 */
export type CookieLifetime = '6 luni' | '1 an' | '2 ani' | 'până la deconectare';

export interface CookieInfo {
  name: string;
  provider: string;
  purpose: string;
  lifetime: CookieLifetime;
}

export type ConsentCategory = 'necesare' | 'marketing' | 'statistica';

export interface CookieCategory {
  id: ConsentCategory;
  label: string;
  description: string;
  cookies: readonly CookieInfo[];
}

const NECESSARY: readonly CookieInfo[] = [
  { name: 'CookieConsent', provider: 'RoAfaceri', purpose: 'Păstrează opțiunile tale privind cookie-urile.', lifetime: '1 an' },
  { name: 'auth_token', provider: 'RoAfaceri', purpose: 'Menține sesiunea după autentificare, în siguranță (httpOnly).', lifetime: '6 luni' },
  {
    name: 'roafaceri.user',
    provider: 'RoAfaceri',
    purpose: 'Stocare locală în browser: numele și emailul contului conectat, ca meniul să apară imediat.',
    lifetime: 'până la deconectare',
  },
];

const MARKETING: readonly CookieInfo[] = [
  { name: '_fbp', provider: 'Meta', purpose: 'Identifică browserul pentru afișarea reclamelor Facebook relevante.', lifetime: '6 luni' },
  { name: 'fr', provider: 'Meta', purpose: 'Măsoară eficiența reclamelor și le personalizează.', lifetime: '6 luni' },
  { name: '_gcl_au', provider: 'Google', purpose: 'Măsoară conversiile din campaniile Google Ads.', lifetime: '6 luni' },
  { name: 'IDE', provider: 'Google DoubleClick', purpose: 'Afișează reclame relevante și măsoară acțiunile după vizualizarea lor.', lifetime: '1 an' },
  { name: 'NID', provider: 'Google', purpose: 'Reține preferințele pentru reclamele Google.', lifetime: '6 luni' },
  { name: '__Secure-3PAPISID', provider: 'Google', purpose: 'Construiește un profil de interese pentru reclame personalizate.', lifetime: '2 ani' },
  { name: '__Secure-3PSID', provider: 'Google', purpose: 'Personalizează reclamele pe site-urile partenere Google.', lifetime: '2 ani' },
  { name: '__Secure-3PSIDCC', provider: 'Google', purpose: 'Protejează și personalizează reclamele afișate.', lifetime: '1 an' },
  { name: 'bcookie', provider: 'LinkedIn', purpose: 'Identifică browserul pentru butoanele și reclamele LinkedIn.', lifetime: '1 an' },
  { name: 'li_sugr', provider: 'LinkedIn', purpose: 'Asociază vizitele pentru măsurarea campaniilor LinkedIn.', lifetime: '6 luni' },
  { name: 'UserMatchHistory', provider: 'LinkedIn', purpose: 'Sincronizează identificatorii pentru reclamele LinkedIn Ads.', lifetime: '6 luni' },
  { name: 'AnalyticsSyncHistory', provider: 'LinkedIn', purpose: 'Reține momentul ultimei sincronizări cu LinkedIn Ads.', lifetime: '6 luni' },
  { name: '_ttp', provider: 'TikTok', purpose: 'Măsoară și optimizează campaniile publicitare TikTok.', lifetime: '1 an' },
  { name: 'VISITOR_INFO1_LIVE', provider: 'YouTube', purpose: 'Reține preferințele pentru videoclipurile YouTube încorporate.', lifetime: '6 luni' },
  { name: '_pin_unauth', provider: 'Pinterest', purpose: 'Grupează acțiunile pentru campaniile Pinterest.', lifetime: '1 an' },
  { name: 'MUID', provider: 'Microsoft', purpose: 'Identifică browserul pentru Microsoft Advertising.', lifetime: '1 an' },
  { name: '_uetvid', provider: 'Microsoft', purpose: 'Urmărește vizitele între sesiuni pentru campaniile Bing Ads.', lifetime: '1 an' },
];

const STATISTICS: readonly CookieInfo[] = [
  { name: '_ga', provider: 'Google Analytics', purpose: 'Distinge vizitatorii pentru statistici anonime de trafic.', lifetime: '2 ani' },
  { name: '_ga_*', provider: 'Google Analytics', purpose: 'Păstrează starea sesiunii pentru rapoartele de trafic.', lifetime: '2 ani' },
  { name: '_clck', provider: 'Microsoft Clarity', purpose: 'Reține identificatorul anonim folosit în rapoartele de utilizare.', lifetime: '1 an' },
  { name: '_hjSessionUser_*', provider: 'Hotjar', purpose: 'Recunoaște vizitele repetate pentru analiza modului de utilizare.', lifetime: '1 an' },
];

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: 'necesare',
    label: 'Necesare',
    description: 'Fără ele site-ul nu poate funcționa: sesiunea, securitatea și opțiunile tale. Nu pot fi dezactivate.',
    cookies: NECESSARY,
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Ne ajută să îți arătăm reclame relevante și să măsurăm campaniile.',
    cookies: MARKETING,
  },
  {
    id: 'statistica',
    label: 'Statistică',
    description: 'Ne arată, anonim, cum este folosit site-ul, ca să îl putem îmbunătăți.',
    cookies: STATISTICS,
  },
];
