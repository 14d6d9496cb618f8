import { isKnownCaenSelector } from '../../../contracts/caen.js';
import { COUNTIES } from '../../../contracts/counties.js';
import { ANSWER_FIELDS, BOOLEAN_FIELDS, CRITERION_TYPES, NUMERIC_FIELDS, SCORING_TYPES, type Band, type ProgrammeDocument } from './programme-document.js';

/**
 * Checks one rules document as read from JSON. Returns the problems found, each a sentence naming
 * the place (`criteria[2] (age)`) and what is wrong; an empty list means the document can be used.
 */
export function validateProgrammeDocument(raw: unknown): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  if (!isObject(raw)) return ['the document is not a JSON object'];
  const doc = raw as Record<string, unknown>;

  for (const key of ['id', 'name', 'version'] as const) if (!nonEmpty(doc[key])) fail(`${key} is missing`);
  if (typeof doc.id === 'string' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(doc.id)) fail(`id "${doc.id}" is not a lower-case slug`);
  for (const key of ['validFrom', 'validTo'] as const) {
    if (doc[key] !== null && !isIsoDate(doc[key])) fail(`${key} must be an ISO date (YYYY-MM-DD) or null`);
  }
  if (isIsoDate(doc.validFrom) && isIsoDate(doc.validTo) && doc.validFrom > doc.validTo) fail('validFrom is after validTo');
  if (typeof doc.listed !== 'boolean') fail('listed must be true or false');
  if (!Array.isArray(doc.notes) || doc.notes.some((note) => typeof note !== 'string')) fail('notes must be a list of texts');
  validateCalendar(doc, fail);

  const source = doc.source;
  if (!isObject(source)) fail('source is missing (title, date, url of the official guide)');
  else {
    if (!nonEmpty(source.title)) fail('source.title is missing');
    if (!isIsoDate(source.date)) fail('source.date is missing or not an ISO date');
    if (typeof source.url !== 'string' || !/^https?:\/\/\S+$/.test(source.url)) fail('source.url is missing or not a web address');
  }

  if (doc.grant !== null) validateGrant(doc.grant, fail);
  if (!Array.isArray(doc.criteria)) fail('criteria must be a list');
  else {
    const keys = new Set<string>();
    doc.criteria.forEach((criterion, index) => {
      const where = `criteria[${index}]${isObject(criterion) && typeof criterion.key === 'string' ? ` (${criterion.key})` : ''}`;
      if (isObject(criterion) && typeof criterion.key === 'string') {
        if (keys.has(criterion.key)) fail(`${where}: duplicate key`);
        keys.add(criterion.key);
      }
      validateCriterion(criterion, where, doc.grant, fail);
    });
  }
  if (doc.scoring !== null) validateScoring(doc.scoring, fail);
  if (doc.criteria !== undefined && Array.isArray(doc.criteria) && doc.criteria.length === 0 && doc.scoring === null)
    fail('the document has neither criteria nor a scoring grid');
  return problems;
}

/** Problems across documents: the same id twice (a programme has one current version). */
export function validateProgrammeSet(documents: { file: string; document: Pick<ProgrammeDocument, 'id' | 'version'> }[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, document } of documents) {
    const other = seen.get(document.id);
    if (other) problems.push(`${file}: programme ${document.id} (version ${document.version}) is also defined in ${other}; keep one version per programme`);
    else seen.set(document.id, file);
  }
  return problems;
}

/** A listed programme's dates need their official source; an estimated opening needs the date it estimates. */
function validateCalendar(doc: Record<string, unknown>, fail: (message: string) => void): void {
  const calendar = doc.calendar;
  if (calendar === undefined) {
    if (doc.listed === true) fail('calendar is missing (the source of validFrom/validTo: the call guide or the ministry announcement)');
    return;
  }
  if (!isObject(calendar)) return void fail('calendar must be an object');
  const source = calendar.source;
  if (!isObject(source) || !nonEmpty(source.title) || !isIsoDate(source.date) || typeof source.url !== 'string' || !/^https?:\/\/\S+$/.test(source.url)) {
    fail('calendar.source needs a title, an ISO date and a web address');
  }
  if (calendar.note !== null && !nonEmpty(calendar.note)) fail('calendar.note must be a text or null');
  if (calendar.opensOnEstimated !== undefined && typeof calendar.opensOnEstimated !== 'boolean') fail('calendar.opensOnEstimated must be true or false');
  if (calendar.opensOnEstimated === true && !isIsoDate(doc.validFrom)) fail('calendar.opensOnEstimated needs validFrom (the expected opening)');
  if (doc.validFrom === null && doc.validTo === null && doc.listed === true)
    fail('a listed programme needs validFrom or validTo (its status is computed from them)');
}

function validateGrant(grant: unknown, fail: (message: string) => void): void {
  if (!isObject(grant)) return void fail('grant must be an object or null');
  if (!isAmount(grant.minEur) || !isAmount(grant.maxEur)) fail('grant.minEur and grant.maxEur must be amounts');
  else if (grant.minEur > grant.maxEur) fail(`grant: minEur ${grant.minEur} > maxEur ${grant.maxEur}`);
  if (!isShare(grant.share)) fail('grant.share must be a share between 0 (excluded) and 1');
  if (!['shareOfInvestment', 'turnoverBands', 'fixed'].includes(grant.method as string)) fail(`grant.method "${String(grant.method)}" is unknown`);
  if (grant.method === 'turnoverBands') {
    if (!Array.isArray(grant.turnoverBands) || !grant.turnoverBands.length) fail('grant.turnoverBands is missing');
    else {
      validateBands(grant.turnoverBands, 'grant.turnoverBands', fail);
      grant.turnoverBands.forEach((band, index) => {
        if (!isObject(band) || (band.fixedEur === undefined) === (band.shareOfTurnover === undefined))
          fail(`grant.turnoverBands[${index}]: give either fixedEur or shareOfTurnover`);
      });
    }
  }
  if (grant.shareByCounty !== undefined) {
    if (!Array.isArray(grant.shareByCounty)) fail('grant.shareByCounty must be a list');
    else
      grant.shareByCounty.forEach((entry, index) => {
        if (!isObject(entry) || !isShare(entry.share) || !validCounties(entry.counties))
          fail(`grant.shareByCounty[${index}]: counties (1–42) and a share are needed`);
      });
  }
  if (grant.capByField !== undefined) {
    const cap = grant.capByField;
    if (!isObject(cap) || !NUMERIC_FIELDS.includes(cap.field as never) || !Array.isArray(cap.bands)) fail('grant.capByField needs a numeric field and bands');
    else validateBands(cap.bands, 'grant.capByField.bands', fail);
  }
  const own = grant.ownContribution;
  if (own !== 'rest' && !(isObject(own) && isShare(own.shareOfGrant))) fail('grant.ownContribution must be "rest" or { shareOfGrant }');
}

function validateCriterion(raw: unknown, where: string, grant: unknown, fail: (message: string) => void): void {
  if (!isObject(raw)) return void fail(`${where}: not an object`);
  const c = raw as Record<string, unknown>;
  if (!nonEmpty(c.key)) fail(`${where}: key is missing`);
  if (!nonEmpty(c.label)) fail(`${where}: label is missing`);
  if (!isObject(c.reasons) || !nonEmpty(c.reasons.met) || !nonEmpty(c.reasons.notMet)) fail(`${where}: reasons.met and reasons.notMet are needed`);
  if (!CRITERION_TYPES.includes(c.type as never)) return void fail(`${where}: unknown criterion type "${String(c.type)}"`);
  const field = c.field;
  const needsField = c.type !== 'maxSum' && c.type !== 'minGrant';
  if (needsField && !ANSWER_FIELDS.includes(field as never)) return void fail(`${where}: unknown answer field "${String(field)}"`);
  switch (c.type) {
    case 'oneOf':
      if (!Array.isArray(c.values) || !c.values.length) fail(`${where}: values must be a non-empty list`);
      break;
    case 'range':
      if (!NUMERIC_FIELDS.includes(field as never)) fail(`${where}: range needs a numeric field, not "${String(field)}"`);
      if (c.min === undefined && c.max === undefined) fail(`${where}: range needs min or max`);
      if (c.min !== undefined && (typeof c.min !== 'number' || typeof c.minInclusive !== 'boolean'))
        fail(`${where}: min needs a number and minInclusive (true/false)`);
      if (c.max !== undefined && (typeof c.max !== 'number' || typeof c.maxInclusive !== 'boolean'))
        fail(`${where}: max needs a number and maxInclusive (true/false)`);
      if (typeof c.min === 'number' && typeof c.max === 'number' && c.min > c.max) fail(`${where}: min ${c.min} > max ${c.max}`);
      break;
    case 'minYearsSince':
    case 'maxYearsSince':
      if (field !== 'foundedYear') fail(`${where}: ${c.type} reads foundedYear`);
      if (!Number.isInteger(c.years) || (c.years as number) < 0) fail(`${where}: years must be a whole number ≥ 0`);
      break;
    case 'caenIn':
    case 'caenNotIn':
      if (field !== 'caen') fail(`${where}: ${c.type} reads caen`);
      if (!Array.isArray(c.codes) || !c.codes.length) fail(`${where}: codes must be a non-empty list`);
      else
        for (const code of c.codes)
          if (typeof code !== 'string' || !isKnownCaenSelector(code))
            fail(`${where}: "${String(code)}" is not a CAEN Rev. 2 section, division, group or class`);
      break;
    case 'countyIn':
    case 'countyNotIn':
      if (field !== 'county') fail(`${where}: ${c.type} reads county`);
      if (!validCounties(c.counties)) fail(`${where}: counties must be county ids 1–42`);
      break;
    case 'isTrue':
    case 'isFalse':
      if (!BOOLEAN_FIELDS.includes(field as never)) fail(`${where}: ${c.type} needs a yes/no field, not "${String(field)}"`);
      break;
    case 'maxSum':
      if (!Array.isArray(c.fields) || !c.fields.length || c.fields.some((item) => !NUMERIC_FIELDS.includes(item as never)))
        fail(`${where}: fields must be numeric answer fields`);
      if (!isAmount(c.max)) fail(`${where}: max must be an amount`);
      if (c.plusGrant && grant === null) fail(`${where}: plusGrant needs a grant rule`);
      break;
    case 'minGrant':
      if (grant === null) fail(`${where}: minGrant needs a grant rule`);
      break;
  }
}

function validateScoring(raw: unknown, fail: (message: string) => void): void {
  if (!isObject(raw)) return void fail('scoring must be an object or null');
  if (typeof raw.threshold !== 'number' || raw.threshold < 0) fail('scoring.threshold must be a number ≥ 0');
  if (!Array.isArray(raw.criteria) || !raw.criteria.length) return void fail('scoring.criteria must be a non-empty list');
  let max = 0;
  const keys = new Set<string>();
  raw.criteria.forEach((item, index) => {
    const where = `scoring.criteria[${index}]${isObject(item) && typeof item.key === 'string' ? ` (${item.key})` : ''}`;
    if (!isObject(item)) return void fail(`${where}: not an object`);
    if (!nonEmpty(item.key) || !nonEmpty(item.label)) fail(`${where}: key and label are needed`);
    if (typeof item.key === 'string') {
      if (keys.has(item.key)) fail(`${where}: duplicate key`);
      keys.add(item.key);
    }
    if (!SCORING_TYPES.includes(item.type as never)) return void fail(`${where}: unknown scoring type "${String(item.type)}"`);
    if (!ANSWER_FIELDS.includes(item.field as never)) return void fail(`${where}: unknown answer field "${String(item.field)}"`);
    if (typeof item.max !== 'number' || item.max <= 0) return void fail(`${where}: max must be a positive number`);
    max += item.max;
    const tooMany = (points: unknown) => typeof points !== 'number' || points < 0 || points > (item.max as number);
    switch (item.type) {
      case 'bands':
        if (!Array.isArray(item.bands) || !item.bands.length) return void fail(`${where}: bands are missing`);
        validateBands(item.bands, `${where} bands`, fail);
        item.bands.forEach((band, bandIndex) => {
          if (!isObject(band) || tooMany(band.points)) fail(`${where} bands[${bandIndex}]: points must be between 0 and max ${String(item.max)}`);
        });
        break;
      case 'values':
        if (!isObject(item.points) || Object.values(item.points).some(tooMany)) fail(`${where}: points per value must be between 0 and max`);
        break;
      case 'boolean':
        if (tooMany(item.points)) fail(`${where}: points must be between 0 and max`);
        break;
      case 'count':
        if (typeof item.perItem !== 'number' || item.perItem <= 0) fail(`${where}: perItem must be positive`);
        break;
      case 'county':
        if (!validCounties(item.counties) || tooMany(item.pointsIn) || tooMany(item.pointsOut)) fail(`${where}: counties, pointsIn and pointsOut are needed`);
        break;
    }
  });
  if (typeof raw.threshold === 'number' && raw.threshold > max) fail(`scoring.threshold ${raw.threshold} is above the highest total ${max}`);
}

/** Bands sorted by `from`, each ending (`below`) where the next starts: no overlap, no gap, min < max. */
function validateBands(bands: unknown[], where: string, fail: (message: string) => void): void {
  const valid = bands.every((band) => isObject(band) && typeof band.from === 'number' && (band.below === undefined || typeof band.below === 'number'));
  if (!valid) return void fail(`${where}: each band needs a number "from" (and optionally "below")`);
  const list = bands as Band[];
  list.forEach((band, index) => {
    if (band.below !== undefined && band.below <= band.from) fail(`${where}[${index}]: from ${band.from} is not below ${band.below} (min > max)`);
    const next = list[index + 1];
    if (!next) return;
    if (next.from < band.from) fail(`${where}[${index + 1}]: bands must be sorted by "from"`);
    if (band.below === undefined) fail(`${where}[${index}]: only the last band may be open-ended`);
    else if (next.from < band.below) fail(`${where}[${index}] and [${index + 1}] overlap (${band.below} > ${next.from})`);
    else if (next.from > band.below) fail(`${where}[${index}] and [${index + 1}] leave a gap between ${band.below} and ${next.from}`);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isIsoDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isShare = (value: unknown): value is number => typeof value === 'number' && value > 0 && value <= 1;
const COUNTY_IDS = new Set(COUNTIES.map((county) => county.id));
const validCounties = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((id) => COUNTY_IDS.has(id as number));
