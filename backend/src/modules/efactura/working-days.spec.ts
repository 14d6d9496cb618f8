import { addWorkingDays, isRomanianWorkingDay, latestIssueDayAtRisk, orthodoxEaster, reportDeadline, romanianHolidays } from './working-days.js';

describe('Romanian working days', () => {
  it('finds Orthodox Easter', () => {
    expect(['2024', '2025', '2026', '2027', '2030'].map((year) => orthodoxEaster(Number(year)))).toEqual([
      '2024-05-05',
      '2025-04-20',
      '2026-04-12',
      '2027-05-02',
      '2030-04-28',
    ]);
  });

  it('lists the public holidays of the Labour Code, Easter and Pentecost included', () => {
    expect([...romanianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-06',
      '2026-01-07',
      '2026-01-24',
      '2026-04-10',
      '2026-04-12',
      '2026-04-13',
      '2026-05-01',
      '2026-05-31',
      '2026-06-01',
      '2026-08-15',
      '2026-11-30',
      '2026-12-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('skips weekends and holidays', () => {
    expect(isRomanianWorkingDay('2026-12-02')).toBe(true);
    expect(isRomanianWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isRomanianWorkingDay('2026-12-01')).toBe(false); // Ziua Națională
    expect(isRomanianWorkingDay('2026-04-10')).toBe(false); // Vinerea Mare
    // Issue day not counted: Wednesday 2 December 2026 → Monday 7, the weekend skipped.
    expect(addWorkingDays('2026-12-02', 3)).toBe('2026-12-07');
    // Friday 27 November: Monday 30 November and Tuesday 1 December are holidays.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-12-02');
    // Across the new year: 1, 2 (Saturday), 6 and 7 January are off.
    expect(addWorkingDays('2026-12-30', 5)).toBe('2027-01-11');
    // Easter: Good Friday 10 April and Easter Monday 13 April 2026.
    expect(addWorkingDays('2026-04-09', 1)).toBe('2026-04-14');
  });

  it('gives the report deadline (5 working days) and the risk (past the 4th)', () => {
    // Issued Friday 27 November 2026: Dec 2, 3, 4, 7 are the first four working days, Dec 8 the fifth.
    expect(reportDeadline('2026-11-27', '2026-11-27')).toEqual({ reportBy: '2026-12-08', atRiskFrom: '2026-12-08', atRisk: false, passed: false });
    expect(reportDeadline('2026-11-27', '2026-12-07')).toMatchObject({ atRisk: false, passed: false });
    expect(reportDeadline('2026-11-27', '2026-12-08')).toMatchObject({ atRisk: true, passed: false });
    expect(reportDeadline('2026-11-27', '2026-12-09')).toMatchObject({ atRisk: true, passed: true });
    // Issued Monday 7 December: Tue–Fri are the four, at risk over the weekend, due Monday 14.
    expect(reportDeadline('2026-12-07', '2026-12-12')).toEqual({ reportBy: '2026-12-14', atRiskFrom: '2026-12-12', atRisk: true, passed: false });
  });

  it('finds the latest issue day at risk on a day, consistent with the deadline of every day before it', () => {
    // Issued from Friday 27 November to Tuesday 1 December (holidays and a weekend between), the 4th working day is 7 December.
    expect(latestIssueDayAtRisk('2026-12-08')).toBe('2026-12-01');
    expect(latestIssueDayAtRisk('2026-12-12')).toBe('2026-12-07');
    for (let offset = 0; offset < 400; offset++) {
      const today = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
      const last = latestIssueDayAtRisk(today);
      const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(reportDeadline(last, today).atRisk).toBe(true);
      expect(reportDeadline(next, today).atRisk).toBe(false);
    }
  });
});
