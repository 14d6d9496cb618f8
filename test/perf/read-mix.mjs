// What the soaks share: the public read mix and the resident memory of a process.
import { readFileSync } from 'node:fs';

const FAMILIES = ['vanzare-cumparare-afaceri', 'vreau-sa-investesc', 'caut-partener', 'finantari', 'servicii', 'noutati', 'active/all'];
const WORDS = [
  'cafenea',
  'brutarie',
  'service auto',
  'magazin online',
  'pensiune',
  'restaurant',
  'fitness',
  'contabilitate',
  'transport',
  'imobiliare',
  'hotel',
  'farmacie',
  'atelier',
  'agricultura',
  'software',
  'clinica',
  'gradinita',
  'tipografie',
  'croitorie',
  'cosmetica',
];

/** Resident memory of a process, in bytes (Linux). */
export function residentBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((item) => item.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

/**
 * The mix, one request after another round the list: home, family pages with and without filters,
 * listings and their data, API lists, distinct searches, and `session`'s signed-in pages (never
 * cached); searches and filters change with every round.
 */
export async function readMix(origin, session) {
  const lists = await Promise.all(
    ['company', 'service', 'fund'].map((family) => fetch(`${origin}/api/${family}/list/web?pageSize=12`).then((answer) => answer.json())),
  );
  const details = [
    ...lists[0].docs.map((doc) => `/vanzare-cumparare-afaceri/${doc.slug}`),
    ...lists[1].docs.map((doc) => `/servicii/${doc.slug}`),
    ...lists[2].docs.map((doc) => `/finantari/${doc.slug}`),
  ];
  if (details.length < 3) throw new Error('the demo data has no listings to visit');
  let round = 0;
  const word = () => encodeURIComponent(WORDS[round % WORDS.length] + (round % 3 === 0 ? '' : ` ${round % 97}`));
  const mix = [
    () => ({ path: '/' }),
    () => ({ path: `/${FAMILIES[round % FAMILIES.length]}` }),
    () => ({ path: `/${FAMILIES[round % FAMILIES.length]}?county=${(round % 42) + 1}` }),
    () => ({ path: details[round % details.length] }),
    () => ({ path: `${details[(round + 1) % details.length]}.data` }),
    () => ({ path: `/api/company/list/web?page=${(round % 5) + 1}&pageSize=12` }),
    () => ({ path: `/api/service/list/web?q=${word()}` }),
    () => ({ path: `/vanzare-cumparare-afaceri?q=${word()}` }),
    () => ({ path: '/vanzare-cumparare-afaceri', headers: { cookie: session } }),
    () => ({ path: '/cont', headers: { cookie: session } }),
    () => ({ path: '/faq' }),
  ];
  let next = 0;
  return () => {
    const request = mix[next]();
    next = (next + 1) % mix.length;
    if (next === 0) round += 1;
    return { method: 'GET', ...request, headers: { 'accept-encoding': 'gzip', ...request.headers } };
  };
}
