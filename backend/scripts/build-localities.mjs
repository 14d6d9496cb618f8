#!/usr/bin/env node
/**
 * Builds backend/src/modules/masterdata/data/localities.json from the countrystatecity countries
 * database (npm package @countrystatecity/countries, ODbL-1.0).
 *
 * Run from the repository root:  node_modules/.bin/node backend/scripts/build-localities.mjs [--verbose]
 * (--verbose lists the merged spellings).
 *
 * Normalisation:
 * - each source state is matched to our county id by name (diacritics, ' County' and
 *   'Municipiul' removed; 'Bucharest' is București) and cross-checked against the plate code;
 * - cedilla ş ţ Ş Ţ become comma-below ș ț Ș Ț; the source's wrong ã (a-tilde) and í become ă and i;
 * - prefixes 'Comuna', 'Oraș', 'Municipiul', 'Sat' move into `type` ('comună', 'oraș',
 *   'municipiu', 'sat'); 'Sector N' keeps its name and gets type 'sector';
 * - title-cased particles after the first word ('De Jos') are lower-cased ('de Jos'), and the first
 *   letter is upper-cased ('tohat' → 'Tohat');
 * - entries of one county that name the same place (same name ignoring case and diacritics, e.g.
 *   'Cluj-Napoca' and 'Municipiul Cluj-Napoca') are merged into one, keeping the most specific type
 *   and the best spelled name;
 * - each locality keeps the source's latitude/longitude rounded to 5 decimals (about 1 m), or null;
 *   a merged place takes them from its plain entry ('Cluj-Napoca', the town itself) rather than a
 *   prefixed one ('Municipiul Cluj-Napoca', the administrative unit's centre);
 * - each county's list is sorted with the 'ro' collation and numbered countyId * 10000 + index.
 *
 * The locality ids are derived from the sorted order, so they change when the source adds places.
 * Store a locality's name (with the county id), not its id.
 */
import { readdirSync, readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const backend = join(here, '..');
const require = createRequire(join(backend, 'package.json'));
// The package exports no ./package.json; its main entry is dist/index.cjs.
const packageRoot = join(dirname(require.resolve('@countrystatecity/countries')), '..');
const packageJson = join(packageRoot, 'package.json');
const { version, license } = JSON.parse(readFileSync(packageJson, 'utf8'));
const romania = join(packageRoot, 'dist/data/Romania-RO');
const output = join(backend, 'src/modules/masterdata/data/localities.json');

// The counties of backend/src/contracts/counties.ts (a .ts file, so not importable here); the
// script checks the generated ids against that file's text below.
const counties = [
  [1, 'Argeș', 'AG'],
  [2, 'Bacău', 'BC'],
  [3, 'Bihor', 'BH'],
  [4, 'Bistrița-Năsăud', 'BN'],
  [5, 'Botoșani', 'BT'],
  [6, 'Brașov', 'BV'],
  [7, 'Brăila', 'BR'],
  [8, 'Buzău', 'BZ'],
  [9, 'Caraș-Severin', 'CS'],
  [10, 'Călărași', 'CL'],
  [11, 'Constanța', 'CT'],
  [12, 'Covasna', 'CV'],
  [13, 'Arad', 'AR'],
  [14, 'Dâmbovița', 'DB'],
  [15, 'Dolj', 'DJ'],
  [16, 'Cluj', 'CJ'],
  [17, 'Galați', 'GL'],
  [18, 'Giurgiu', 'GR'],
  [19, 'Gorj', 'GJ'],
  [20, 'Harghita', 'HR'],
  [21, 'Hunedoara', 'HD'],
  [22, 'Ialomița', 'IL'],
  [23, 'Alba', 'AB'],
  [24, 'Iași', 'IS'],
  [25, 'Maramureș', 'MM'],
  [26, 'Mehedinți', 'MH'],
  [27, 'Mureș', 'MS'],
  [28, 'Neamț', 'NT'],
  [29, 'Olt', 'OT'],
  [30, 'Prahova', 'PH'],
  [31, 'Satu Mare', 'SM'],
  [32, 'Sălaj', 'SJ'],
  [33, 'Sibiu', 'SB'],
  [34, 'Suceava', 'SV'],
  [35, 'Teleorman', 'TR'],
  [36, 'Timiș', 'TM'],
  [37, 'Tulcea', 'TL'],
  [38, 'Vaslui', 'VS'],
  [39, 'Vâlcea', 'VL'],
  [40, 'Vrancea', 'VN'],
  [41, 'București', 'B'],
  [42, 'Ilfov', 'IF'],
].map(([id, name, code]) => ({ id, name, code }));

const contractText = readFileSync(join(backend, 'src/contracts/counties.ts'), 'utf8');
for (const county of counties) {
  if (!contractText.includes(`{ id: ${county.id}, name: '${county.name}', code: '${county.code}' }`)) {
    throw new Error(`County ${county.id} ${county.name} differs from backend/src/contracts/counties.ts`);
  }
}

/** Comma-below ș ț, and the source's stray ã / í (no such letters in Romanian) as ă / i. */
function fixLetters(text) {
  return text
    .replace(/ş/g, 'ș')
    .replace(/Ş/g, 'Ș')
    .replace(/ţ/g, 'ț')
    .replace(/Ţ/g, 'Ț')
    .replace(/ã/g, 'ă')
    .replace(/Ã/g, 'Ă')
    .replace(/í/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without diacritics: the key for matching names. */
function fold(text) {
  return fixLetters(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function countyKey(name) {
  return fold(name)
    .replace(/^municipiul\s+/, '')
    .replace(/\s+(county|judet|municipality)$/, '')
    .replace(/^bucharest$/, 'bucuresti')
    .replace(/[\s-]+/g, ' ');
}

const countyByKey = new Map(counties.map((county) => [countyKey(county.name), county]));

const prefixes = [
  [/^comun[aă]\s+/i, 'comună'],
  [/^ora[sșş]\s+/i, 'oraș'],
  [/^ora[sșş]ul\s+/i, 'oraș'],
  [/^municipiul\s+/i, 'municipiu'],
  [/^sat(ul)?\s+/i, 'sat'],
];
const typeRank = { municipiu: 5, oraș: 4, comună: 3, sector: 2, sat: 1 };
const lowerParticles = new Set(['de', 'din', 'pe', 'lui', 'sub', 'la', 'cel']);

/** A source coordinate ("46.76667000") as a number of 5 decimals, or null when missing or out of range. */
function coordinate(value, limit) {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit && String(value).trim() !== '' ? Math.round(number * 1e5) / 1e5 : null;
}

/** `{ name, type, prefixed, lat, lng }` of one source city. */
function parse(city, county) {
  let name = fixLetters(city.name);
  let type = null;
  let prefixed = false;
  for (const [pattern, kind] of prefixes) {
    if (pattern.test(name)) {
      name = name.replace(pattern, '');
      type = kind;
      prefixed = true;
      break;
    }
  }
  if (/^sector \d+$/i.test(name)) type = 'sector';
  if (county.id === 41 && fold(name) === 'bucharest') {
    name = 'București';
    type = 'municipiu';
  }
  // 'Poiana Mărului (Brașov)' inside Brașov: the county in brackets says nothing.
  name = name.replace(/\s*\(([^)]*)\)$/, (whole, inner) => (fold(inner) === fold(county.name) ? '' : whole));
  name = name
    .split(' ')
    .map((word, index) => (index > 0 && lowerParticles.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
  name = name.charAt(0).toUpperCase() + name.slice(1);
  const lat = coordinate(city.latitude, 90);
  const lng = coordinate(city.longitude, 180);
  return { name, type, prefixed, ...(lat !== null && lng !== null ? { lat, lng } : { lat: null, lng: null }) };
}

/** Whose coordinates a merged place keeps: an entry with coordinates, the plain one before a prefixed one. */
function betterPlace(a, b) {
  const score = (entry) => (entry.lat !== null ? 2 : 0) + (entry.prefixed ? 0 : 1);
  return score(b) > score(a) ? b : a;
}

/** Which of two spellings of the same place to keep: more diacritics, then proper capitals ('C.A. Rosetti', not 'C.a. Rosetti'). */
function betterName(a, b) {
  const score = (text) => {
    const diacritics = [...text].filter((char) => char.charCodeAt(0) > 127).length;
    const lowerWords = text.split(/[\s.-]+/).filter((word) => word && /^\p{Ll}/u.test(word) && !lowerParticles.has(word)).length;
    return diacritics * 100 - lowerWords;
  };
  return score(b) > score(a) ? b : a;
}

const verbose = process.argv.includes('--verbose');
const collator = new Intl.Collator('ro');
const result = {};
const report = [];
let sourceTotal = 0;
const matched = new Set();

for (const state of JSON.parse(readFileSync(join(romania, 'states.json'), 'utf8'))) {
  const county = countyByKey.get(countyKey(state.name));
  if (!county) throw new Error(`No county for source state ${JSON.stringify(state.name)}`);
  if (state.iso2 !== county.code) throw new Error(`Source state ${state.name} has code ${state.iso2}, ${county.name} is ${county.code}`);
  if (matched.has(county.id)) throw new Error(`Two source states for ${county.name}`);
  matched.add(county.id);

  const folder = readdirSync(romania).find((entry) => entry.endsWith(`-${state.iso2}`) && existsSync(join(romania, entry, 'cities.json')));
  const cities = folder ? JSON.parse(readFileSync(join(romania, folder, 'cities.json'), 'utf8')) : [];
  sourceTotal += cities.length;

  const byKey = new Map();
  for (const city of cities) {
    if (city.state_id !== state.id) throw new Error(`City ${city.name} is not of ${state.name}`);
    const parsed = parse(city, county);
    if (!parsed.name) continue;
    const key = fold(parsed.name);
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, parsed);
      continue;
    }
    // The prefixed entries of the source are title-cased and often misspelled, so prefer the plain spelling.
    if (verbose && known.name !== parsed.name) console.log(`${county.name}: merged ${JSON.stringify(known.name)} and ${JSON.stringify(parsed.name)}`);
    known.name = betterName(known.name, parsed.name);
    if ((typeRank[parsed.type] ?? 0) > (typeRank[known.type] ?? 0)) known.type = parsed.type;
    const place = betterPlace(known, parsed);
    Object.assign(known, { lat: place.lat, lng: place.lng, prefixed: place.prefixed });
  }

  const localities = [...byKey.values()].sort((a, b) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name));
  if (localities.length >= 10000) throw new Error(`${county.name} has too many localities for countyId * 10000 ids`);
  result[county.id] = localities.map((locality, index) => ({
    id: county.id * 10000 + index,
    name: locality.name,
    type: locality.type,
    lat: locality.lat,
    lng: locality.lng,
  }));
  report.push(`${county.name}: ${cities.length} → ${localities.length}`);
}

const missing = counties.filter((county) => !matched.has(county.id));
for (const county of missing) result[county.id] = [];

for (const [countyId, localities] of Object.entries(result)) {
  for (const locality of localities) {
    if (/[şţŞŢãí]/.test(locality.name)) throw new Error(`Unnormalised name ${locality.name} in county ${countyId}`);
  }
}

const ordered = Object.keys(result)
  .map(Number)
  .sort((a, b) => a - b);
const lines = ordered.map((id) => `    ${JSON.stringify(String(id))}: ${JSON.stringify(result[id])}`);
const source = `countrystatecity countries database (npm @countrystatecity/countries ${version}), https://github.com/dr5hn/countries-states-cities-database`;
const text = `{\n  "source": ${JSON.stringify(source)},\n  "license": ${JSON.stringify(license ?? 'ODbL-1.0')},\n  "counties": {\n${lines.join(',\n')}\n  }\n}\n`;
JSON.parse(text);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, text);

const total = ordered.reduce((sum, id) => sum + result[id].length, 0);
console.log(report.join('\n'));
if (missing.length) console.log(`No source state for: ${missing.map((county) => county.name).join(', ')}`);
console.log(`${sourceTotal} source entries → ${total} localities in ${ordered.length} counties → ${output}`);
