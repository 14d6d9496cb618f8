import { eurRonNote } from './eur-ron-note';
import { errorTexts } from './ro';

describe('Romanian texts', () => {
  it('tells an outside service apart from the database', () => {
    expect(errorTexts.EXTERNAL_SERVICE_UNAVAILABLE).toMatch(/serviciu extern/);
    expect(errorTexts.EXTERNAL_SERVICE_UNAVAILABLE).not.toBe(errorTexts.SERVICE_UNAVAILABLE);
  });

  it('notes a valuation in lei made at a rate other than BNR’s of today', () => {
    expect(eurRonNote({ rate: 4.9752, date: '2026-12-01', source: 'bnr_last_known' })).toBe(
      'Curs BNR din 01.12.2026 (BNR nu a putut fi consultată acum): 4,9752 lei pentru un euro.',
    );
    expect(eurRonNote({ rate: 5, date: '2026-12-02', source: 'fallback' })).toMatch(
      /^Curs de rezervă de 5,0000 lei pentru un euro, stabilit de noi \(BNR nu a putut fi consultată acum/,
    );
    expect(eurRonNote({ rate: 5, date: '2026-12-02', source: 'fixed' })).toMatch(/^Curs fix de 5,0000 lei/);
    expect(eurRonNote({ rate: 4.9752, date: '2026-12-02', source: 'bnr' })).toBeNull();
    expect(eurRonNote({ rate: 4.9752, date: '2026-12-02' })).toBeNull();
    expect(eurRonNote(null)).toBeNull();
  });
});
