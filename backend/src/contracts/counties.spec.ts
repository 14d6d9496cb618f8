import { ALL_COUNTIES, ALL_COUNTIES_ID, COUNTIES, countyName } from './counties.js';

describe('counties', () => {
  it('has the 41 counties and București with distinct ids 1..42', () => {
    expect(COUNTIES).toHaveLength(42);
    const ids = COUNTIES.map((county) => county.id);
    expect(new Set(ids).size).toBe(42);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 42 }, (_, index) => index + 1));
  });

  it('keeps the ids fixed by the spec', () => {
    const idOf = (name: string) => COUNTIES.find((county) => county.name === name)?.id;
    expect(idOf('Alba')).toBe(23);
    expect(idOf('Arad')).toBe(13);
    expect(idOf('București')).toBe(41);
    expect(idOf('Cluj')).toBe(16);
    expect(idOf('Ilfov')).toBe(42);
  });

  it('spells names with comma-below ș ț, never cedilla ş ţ', () => {
    for (const county of COUNTIES) expect(county.name).not.toMatch(/[şţŞŢ]/);
    expect(COUNTIES.map((county) => county.name)).toEqual(expect.arrayContaining(['Argeș', 'Bistrița-Năsăud', 'Constanța', 'Dâmbovița', 'Neamț', 'Vâlcea']));
    expect(ALL_COUNTIES.name).toBe('Toate județele');
  });

  it('has unique plate codes of one or two capital letters', () => {
    const codes = COUNTIES.map((county) => county.code);
    expect(new Set(codes).size).toBe(42);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{1,2}$/);
    expect(COUNTIES.find((county) => county.id === 41)?.code).toBe('B');
    expect(COUNTIES.find((county) => county.id === 16)?.code).toBe('CJ');
  });

  it('names counties by id', () => {
    expect(countyName(16)).toBe('Cluj');
    expect(countyName(41)).toBe('București');
    expect(countyName(ALL_COUNTIES_ID)).toBeNull();
    expect(countyName(43)).toBeNull();
    expect(countyName(null)).toBeNull();
    expect(countyName(undefined)).toBeNull();
  });
});
