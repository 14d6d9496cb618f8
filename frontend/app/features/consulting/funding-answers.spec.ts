import {
  ELIGIBILITY_GROUPS,
  MEASURE_3_GROUPS,
  SCORE_GROUPS,
  answersQuery,
  apiFieldErrors,
  fieldsOf,
  parseCaen,
  readAnswers,
  valuesOf,
} from './funding-answers';

const ALL = fieldsOf(ELIGIBILITY_GROUPS);
const query = (values: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) params.append(key, item);
  return params;
};
const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) data.append(key, item);
  return data;
};

describe('reading the funding answers', () => {
  it('reads every answer of the form into typed CompanyAnswers, as people type them', () => {
    const read = readAnswers(
      form({
        legalForm: '1',
        foundedYear: '2019',
        caen: '6201 – Activități de realizare a soft-ului la comandă',
        employees: '8',
        turnoverEur: '400.000',
        profitable: 'true',
        positiveEquity: 'true',
        hasTaxDebts: 'false',
        inDifficulty: 'false',
        deMinimisReceivedEur: '0',
        county: '16',
        investmentEur: '120 000 EUR',
        canCoFinance: 'true',
        digitalLevel: 'basic',
        investments: ['software', 'cloud'],
        founderUnder30: '',
        womanEntrepreneur: 'true',
      }),
      ALL,
    );
    expect(read.errors).toEqual({});
    expect(read.submitted).toBe(true);
    expect(read.answers).toEqual({
      legalForm: 1,
      foundedYear: 2019,
      caen: '6201',
      employees: 8,
      turnoverEur: 400_000,
      profitable: true,
      positiveEquity: true,
      hasTaxDebts: false,
      inDifficulty: false,
      deMinimisReceivedEur: 0,
      county: 16,
      investmentEur: 120_000,
      canCoFinance: true,
      digitalLevel: 'basic',
      investments: ['software', 'cloud'],
      womanEntrepreneur: true,
    });
  });

  it('leaves empty answers out (their criteria stay unknown) and names in Romanian what cannot be read', () => {
    const read = readAnswers(
      query({
        legalForm: '9',
        foundedYear: '1850',
        caen: 'soft',
        employees: '2,5',
        turnoverEur: 'mult',
        profitable: 'poate',
        county: '',
        investments: 'software,yacht',
      }),
      ALL,
    );
    expect(read.answers).toEqual({});
    expect(read.errors).toEqual({
      legalForm: 'Alege una dintre variante.',
      foundedYear: `Scrie anul înființării, între 1900 și ${new Date().getFullYear()}.`,
      caen: 'Scrie un cod CAEN din 4 cifre, de exemplu 6201.',
      employees: 'Scrie un număr întreg, de exemplu 8.',
      turnoverEur: 'Scrie o sumă în euro, de exemplu 150000.',
      profitable: 'Alege „Da”, „Nu” sau „Nu știu”.',
      investments: 'Alege doar dintre variantele date.',
    });
    // What was typed comes back into the fields.
    expect(read.values).toMatchObject({ employees: '2,5', caen: 'soft', investments: 'software,yacht' });
    expect(readAnswers(query({ foundedYear: String(new Date().getFullYear() + 1) }), ALL).errors.foundedYear).toMatch(/^Scrie anul înființării/);
  });

  it('tells a page opened without answers from an empty form that was sent', () => {
    expect(readAnswers(query({}), ALL).submitted).toBe(false);
    expect(readAnswers(query({ utm_source: 'newsletter' }), ALL).submitted).toBe(false);
    const empty = readAnswers(query({ legalForm: '', caen: '' }), ALL);
    expect(empty).toEqual({ answers: {}, values: {}, errors: {}, submitted: true });
  });

  it('asks for every answer of the points calculator once its form was sent', () => {
    const read = readAnswers(query({ foundedYear: '2018', employees: '' }), fieldsOf(SCORE_GROUPS), { required: true });
    expect(read.answers).toEqual({ foundedYear: 2018 });
    expect(read.errors).toEqual({
      employees: 'Câmpul este obligatoriu.',
      turnoverEur: 'Câmpul este obligatoriu.',
      profitable: 'Câmpul este obligatoriu.',
      county: 'Câmpul este obligatoriu.',
      digitalLevel: 'Câmpul este obligatoriu.',
      investments: 'Alege cel puțin o variantă.',
    });
  });

  it('reads only the fields of the page: Măsura 3 ignores the digital answers', () => {
    expect(readAnswers(query({ employees: '3', digitalLevel: 'none' }), fieldsOf(MEASURE_3_GROUPS)).answers).toEqual({ employees: 3 });
  });

  it.each([
    ['6201', '6201'],
    ['62.01', '6201'],
    [' 0111 Cultivarea cerealelor', '0111'],
    ['62011', null],
    ['620', null],
    ['software', null],
  ])('reads the CAEN class %j as %j', (raw, code) => expect(parseCaen(raw)).toBe(code));

  it('turns kept or prefilled answers back into fields and a link that opens them again', () => {
    const answers = { legalForm: 1, caen: '6201', employees: 8, profitable: false, investments: ['software', 'cloud'], digitalLevel: 'basic' as const };
    const values = valuesOf(answers, ALL);
    expect(values).toEqual({ legalForm: '1', caen: '6201', employees: '8', profitable: 'false', investments: 'software,cloud', digitalLevel: 'basic' });
    const link = answersQuery(values);
    expect(link).toBe('?legalForm=1&caen=6201&employees=8&profitable=false&digitalLevel=basic&investments=software%2Ccloud');
    expect(readAnswers(new URLSearchParams(link), ALL).answers).toEqual(answers);
    expect(answersQuery({})).toBe('');
  });

  it("places the API's field messages next to the form's fields", () => {
    expect(
      apiFieldErrors(
        { 'answers.employees': 'Numărul de angajați nu este valid.', 'answers.investments.0': 'Tipul de investiție nu este valid.', fullName: 'x' },
        ALL,
      ),
    ).toEqual({
      employees: 'Numărul de angajați nu este valid.',
      investments: 'Tipul de investiție nu este valid.',
    });
  });
});
