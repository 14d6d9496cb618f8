import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProgrammeDocuments, parseProgrammeDocument, PROGRAMMES_DIR, ProgrammeDocumentError } from './programme-loader.js';

const real = (id: string) => JSON.parse(readFileSync(join(PROGRAMMES_DIR, `${id}.json`), 'utf8'));
const problemsOf = (document: unknown): string[] => {
  try {
    parseProgrammeDocument('broken.json', JSON.stringify(document));
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ProgrammeDocumentError);
    expect((error as Error).message).toMatch(/^Invalid programme rules document broken\.json \(programme /);
    return (error as ProgrammeDocumentError).problems;
  }
};
const withCriterion = (change: Record<string, unknown>, index = 0) => {
  const document = real('masura-3');
  document.criteria[index] = { ...document.criteria[index], ...change };
  return document;
};
const withScoring = (change: (scoring: { criteria: Record<string, unknown>[]; threshold: number }) => void) => {
  const document = real('calculator-digitalizare');
  change(document.scoring);
  return document;
};

describe('programme rules documents', () => {
  it('loads every real document, each with a source, a version and the ids the API promises', () => {
    const documents = loadProgrammeDocuments();
    expect(documents.map((document) => document.id).sort()).toEqual(['calculator-digitalizare', 'masura-2', 'masura-3', 'pnrr-c9-i3', 'start-up-nation']);
    for (const document of documents) {
      expect(document.source.title).toMatch(/\S/);
      expect(document.source.url).toMatch(/^https:\/\//);
      expect(document.version).toMatch(/\S/);
    }
  });

  it.each([
    ['an unknown criterion type', withCriterion({ type: 'isMaybe' }), /criteria\[0\] \(legal-form\): unknown criterion type "isMaybe"/],
    ['an unknown answer field', withCriterion({ field: 'shoeSize' }), /criteria\[0\] \(legal-form\): unknown answer field "shoeSize"/],
    ['min above max', withCriterion({ type: 'range', field: 'employees', min: 10, minInclusive: true, max: 5, maxInclusive: true }), /min 10 > max 5/],
    ['a range without inclusive rules', withCriterion({ type: 'range', field: 'employees', min: 1 }), /minInclusive/],
    ['an unknown CAEN code', withCriterion({ codes: ['9999'] }, 2), /"9999" is not a CAEN Rev\. 2/],
    ['a county that does not exist', withCriterion({ type: 'countyIn', field: 'county', counties: [43] }), /county ids 1–42/],
    ['a yes/no rule on a number', withCriterion({ type: 'isTrue', field: 'employees' }), /needs a yes\/no field/],
    ['two criteria with one key', withCriterion({ key: 'fiscal-year' }), /criteria\[1\] \(fiscal-year\): duplicate key/],
    ['missing reasons', withCriterion({ reasons: { met: 'Da' } }), /reasons\.met and reasons\.notMet/],
  ])('refuses %s in a criterion', (_case, document, problem) => {
    expect(problemsOf(document)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it.each([
    ['a missing source', (document: Record<string, unknown>) => delete document.source, /source is missing/],
    ['a source without url', (document: Record<string, { url?: string }>) => delete document.source.url, /source\.url is missing/],
    ['a source without date', (document: Record<string, { date?: string }>) => (document.source.date = '15.12.2022'), /source\.date is missing/],
    ['a source without title', (document: Record<string, { title?: string }>) => (document.source.title = ''), /source\.title is missing/],
    [
      'a grant whose minimum is above its maximum',
      (document: Record<string, { minEur: number }>) => (document.grant.minEur = 300_000),
      /minEur 300000 > maxEur 200000/,
    ],
    [
      'validity dates the wrong way round',
      (document: Record<string, unknown>) => Object.assign(document, { validFrom: '2022-01-01', validTo: '2021-01-01' }),
      /validFrom is after validTo/,
    ],
    ['a missing version', (document: Record<string, unknown>) => delete document.version, /version is missing/],
  ])('refuses %s', (_case, change, problem) => {
    const document = real('masura-3');
    change(document);
    expect(problemsOf(document)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it.each([
    ['overlapping bands', withScoring((s) => ((s.criteria[1].bands as { from: number }[])[2].from = 5)), /overlap \(10 > 5\)/],
    ['a gap between bands', withScoring((s) => ((s.criteria[1].bands as { from: number }[])[2].from = 12)), /gap between 10 and 12/],
    ['a band whose start is not below its end', withScoring((s) => ((s.criteria[0].bands as { below: number }[])[0].below = 0)), /from 0 is not below 0/],
    ['points above the criterion maximum', withScoring((s) => ((s.criteria[3].points as number) = 50)), /points must be between 0 and max/],
    ['an unknown scoring type', withScoring((s) => (s.criteria[4].type = 'vibes')), /unknown scoring type "vibes"/],
    ['a threshold nobody can reach', withScoring((s) => (s.threshold = 101)), /threshold 101 is above the highest total 100/],
  ])('refuses a scoring grid with %s', (_case, document, problem) => {
    expect(problemsOf(document)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it('refuses a listed programme whose dates have no official source, or an estimated opening without a date', () => {
    const withoutCalendar = real('masura-3');
    delete withoutCalendar.calendar;
    expect(problemsOf(withoutCalendar)).toEqual([expect.stringMatching(/^calendar is missing/)]);
    expect(problemsOf({ ...real('masura-3'), calendar: { note: null, source: { title: 'Anunț', date: '2021', url: 'anunt' } } })).toEqual([
      'calendar.source needs a title, an ISO date and a web address',
    ]);
    expect(problemsOf({ ...real('start-up-nation'), validFrom: null, calendar: { ...real('start-up-nation').calendar, opensOnEstimated: true } })).toEqual([
      'calendar.opensOnEstimated needs validFrom (the expected opening)',
      'a listed programme needs validFrom or validTo (its status is computed from them)',
    ]);
    // A tool's grid only (not listed) needs no calendar.
    expect(problemsOf(real('calculator-digitalizare'))).toEqual([]);
  });

  it('refuses a file that is not JSON, naming the file', () => {
    expect(() => parseProgrammeDocument('typo.json', '{ "id": ')).toThrow(/typo\.json \(programme unknown\): not valid JSON/);
  });

  it('stops at the first broken file of a folder, and refuses two versions of one programme', () => {
    const dir = mkdtempSync(join(tmpdir(), 'programmes-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(real('masura-2')));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ ...real('masura-2'), version: '2021.1' }));
    expect(() => loadProgrammeDocuments(dir)).toThrow(/b\.json: programme masura-2 \(version 2021\.1\) is also defined in a\.json/);
    writeFileSync(join(dir, 'b.json'), JSON.stringify(withCriterion({ type: 'nope' })));
    expect(() => loadProgrammeDocuments(dir)).toThrow(/b\.json \(programme masura-3\): criteria\[0\] \(legal-form\): unknown criterion type "nope"/);
  });
});
