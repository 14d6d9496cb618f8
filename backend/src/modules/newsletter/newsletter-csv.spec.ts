import { bucharestDateTime, csvField, csvLine, subscriberCsvFileName, subscriberCsvLine } from './newsletter-csv.js';

describe('newsletter CSV', () => {
  it('quotes fields with separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('ana@example.ro')).toBe('ana@example.ro');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('spune "da"')).toBe('"spune ""da"""');
    expect(csvField('două\nrânduri')).toBe('"două\nrânduri"');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('defuses fields a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+40')).toBe("'+40");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes dates in Romanian time, summer and winter', () => {
    expect(bucharestDateTime(new Date('2026-07-01T09:30:00Z'))).toBe('2026-07-01 12:30');
    expect(bucharestDateTime(new Date('2026-01-15T22:10:00Z'))).toBe('2026-01-16 00:10');
    expect(bucharestDateTime(null)).toBe('');
  });

  it('writes a subscriber with topic names and state', () => {
    const line = subscriberCsvLine({
      id: 'x',
      email: 'ștefan@example.ro',
      topics: ['general', 'funds'],
      name: null,
      confirmedAt: new Date('2026-01-01T10:05:00Z'),
      unsubscribedAt: new Date('2026-02-01T10:00:00Z'),
      createdAt: new Date('2026-01-01T10:00:00Z'),
      updatedAt: new Date('2026-02-01T10:00:00Z'),
    });
    expect(line).toBe('ștefan@example.ro,General; Finanțări,Dezabonat,2026-01-01 12:00,2026-02-01 12:00\r\n');
  });

  it('names the file after the topic and the day', () => {
    expect(subscriberCsvFileName('funds', new Date('2026-03-05T23:30:00Z'))).toBe('abonati-newsletter-funds-2026-03-06.csv');
    expect(subscriberCsvFileName(undefined, new Date('2026-03-05T10:00:00Z'))).toBe('abonati-newsletter-2026-03-05.csv');
  });
});
