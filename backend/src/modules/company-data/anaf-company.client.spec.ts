import { balanceYears, caenOf, countyIdOf, parseBalanceSheet, parseRegistration, AnafError } from './anaf-company.client.js';

describe('ANAF company answers', () => {
  it('reads the registry record of the CUI asked, with our county id', () => {
    const registration = parseRegistration('18547290', {
      cod: 200,
      message: 'SUCCESS',
      found: [
        {
          date_generale: {
            cui: 18547290,
            denumire: ' BRUTĂRIA  ARTIZANALĂ SRL ',
            adresa: 'JUD. CLUJ, MUN. CLUJ-NAPOCA',
            nrRegCom: 'J12/1234/2015',
            cod_CAEN: '111',
            data_inregistrare: '2015-03-12',
          },
          inregistrare_scop_Tva: { scpTVA: true },
          stare_inactiv: { statusInactivi: false },
          adresa_sediu_social: {
            sdenumire_Judet: 'CLUJ',
            scod_JudetAuto: 'CJ',
            sdenumire_Localitate: 'Mun. Cluj-Napoca',
            sdenumire_Strada: 'Str. Memorandumului',
            snumar_Strada: '28',
            scod_Postal: '400114',
          },
        },
      ],
      notFound: [],
    });
    expect(registration).toMatchObject({
      name: 'BRUTĂRIA ARTIZANALĂ SRL',
      countyId: 16,
      caen: '0111',
      street: 'Str. Memorandumului nr. 28',
      vatPayer: true,
      inactive: false,
    });
  });

  it('answers null for a CUI under notFound and throws on an error code', () => {
    expect(parseRegistration('14399840', { cod: 200, message: 'SUCCESS', found: [], notFound: [14399840] })).toBeNull();
    expect(() => parseRegistration('14399840', { cod: 500, message: 'Eroare', found: [], notFound: [] })).toThrow(AnafError);
    expect(() => parseRegistration('14399840', 'not json')).toThrow(AnafError);
  });

  it('maps county names and plate codes, with or without diacritics', () => {
    expect(countyIdOf('B', 'MUNICIPIUL BUCUREŞTI')).toBe(41);
    expect(countyIdOf(null, 'MUNICIPIUL BUCUREŞTI')).toBe(41);
    expect(countyIdOf(null, 'BISTRITA-NASAUD')).toBe(4);
    expect(countyIdOf(null, 'Atlantida')).toBeNull();
    expect(caenOf(0)).toBeNull();
    expect(caenOf(6201)).toBe('6201');
  });

  it('reads balance-sheet figures by their names, a loss as a negative net profit', () => {
    const year = parseBalanceSheet(2024, {
      an: 2024,
      cui: 14399840,
      caen: 7022,
      i: [
        { indicator: 'I1', val_indicator: 40000, val_den_indicator: 'ACTIVE IMOBILIZATE - TOTAL' },
        { indicator: 'I2', val_indicator: 120000, val_den_indicator: 'ACTIVE CIRCULANTE - TOTAL, din care' },
        { indicator: 'I7', val_indicator: 90000, val_den_indicator: 'DATORII' },
        { indicator: 'I13', val_indicator: 380000, val_den_indicator: 'Cifra de afaceri netă' },
        { indicator: 'I18', val_indicator: 0, val_den_indicator: 'Profit net' },
        { indicator: 'I19', val_indicator: 25000, val_den_indicator: 'Pierdere neta' },
        { indicator: 'I20', val_indicator: 3, val_den_indicator: 'Numar mediu de salariati' },
      ],
    });
    expect(year).toEqual({ year: 2024, turnover: 380000, netProfit: -25000, employees: 3, assets: 160000, debts: 90000, caen: '7022' });
    expect(parseBalanceSheet(2025, { an: 2025, cui: 14399840, i: [] })).toBeNull();
  });

  it('asks for the last three closed years, one earlier before the statements are filed', () => {
    expect(balanceYears(new Date('2026-11-26T12:00:00Z'))).toEqual([2025, 2024, 2023]);
    expect(balanceYears(new Date('2026-03-01T12:00:00Z'))).toEqual([2024, 2023, 2022]);
  });
});
