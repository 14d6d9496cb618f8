import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { adviceOf, bestOutcome, pointsLabel, resultSummary, scoreOf, sortResults, splitCalls } from './funding-format';
import { ANNOUNCED_RESULT, CLOSED_RESULT, MEASURE_3_RESULT, OPEN_RESULT, PNRR_RESULT, START_UP_RESULT } from './funding.fixture';
import { ProgrammeResults, ScoreChart } from './FundingResults';

/** The server's markup, and the values of one attribute in document order. */
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => {
  const html = renderToStaticMarkup(element);
  const dom = { attributes: (name: string) => [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((match) => match[1]) };
  return { html, dom };
};

describe('funding results', () => {
  it('shows the programmes eligible first, then those to check, then the others', () => {
    const { dom } = render(createElement(ProgrammeResults, { results: [MEASURE_3_RESULT, START_UP_RESULT, PNRR_RESULT] }));
    expect(dom.attributes('data-programme-id')).toEqual(['pnrr-c9-i3', 'start-up-nation', 'masura-3']);
    expect(dom.attributes('data-outcome').filter((outcome) => ['eligible', 'needs_review', 'not_eligible'].includes(outcome))).toEqual([
      'eligible',
      'needs_review',
      'not_eligible',
    ]);
  });

  it('marks each criterion with a tick, a cross or a question mark, says it in words too, and gives its reason', () => {
    const { html } = render(createElement(ProgrammeResults, { results: [MEASURE_3_RESULT] }));
    expect(html).toMatch(
      /data-outcome="met"><span class="criterion__mark" aria-hidden="true">✓<\/span><span class="criterion__text"><span class="visually-hidden">Îndeplinit: <\/span>/,
    );
    expect(html).toMatch(
      /data-outcome="not_met"><span class="criterion__mark" aria-hidden="true">✗<\/span><span class="criterion__text"><span class="visually-hidden">Neîndeplinit: <\/span>/,
    );
    expect(html).toMatch(
      /data-outcome="unknown"><span class="criterion__mark" aria-hidden="true">\?<\/span><span class="criterion__text"><span class="visually-hidden">Răspuns lipsă: <\/span>/,
    );
    expect(html).toContain('Firma are 6 ani fiscali încheiați.');
    // What to change: the reasons of the failed criteria only.
    const fix = html.slice(html.indexOf('data-testid="programme-fix"'));
    expect(fix).toContain('Ce ar trebui să schimbi ca să te califici');
    expect(fix).toContain('majorează capitalul social');
    expect(fix.slice(0, fix.indexOf('</div>'))).not.toContain('minimis');
    expect(html).toContain('50.000 EUR – 200.000 EUR, cel mult 85% din investiție');
    expect(html).toContain('href="https://mfinante.gov.ro/ghid-masura-3"');
    expect(html).toContain('versiunea 2020.1');
  });

  it('shows the grant estimate and the score with its bars, threshold and advice where the programme scores', () => {
    const { html, dom } = render(createElement(ProgrammeResults, { results: [PNRR_RESULT] }));
    expect(html).toContain('<dd data-testid="grant-estimate">102.000 EUR</dd>');
    expect(html).toContain('18.000 EUR');
    expect(dom.attributes('data-points')).toEqual(['15', '5']);
    expect(html).toContain('width:33.3%');
    expect(html).toContain('left:50%');
    expect(html).toContain('Proiectul trece de prag.');
    expect(html).toContain('cu cel puțin 10 angajați câștigi încă 5 puncte');
  });

  it('asks for the missing answers of a programme to check', () => {
    const { html } = render(createElement(ProgrammeResults, { results: [START_UP_RESULT] }));
    expect(html).toContain('Mai spune-ne: Firma nu este înființată încă.');
    expect(html).not.toContain('programme-fix');
  });

  it("charts the calculator's points, how far the total is from the threshold, and how to gain points from the grid", () => {
    const score = scoreOf({
      criteria: [
        { key: 'age', name: 'Vechimea firmei', points: 10, max: 15 },
        { key: 'digitalLevel', name: 'Nivelul actual de digitalizare', points: 20, max: 20 },
        { key: 'region', name: 'Regiunea de implementare', points: 0, max: 10 },
      ],
      total: 30,
      max: 45,
      threshold: 50,
      passesThreshold: false,
    });
    expect(adviceOf(score)).toEqual(['Vechimea firmei: mai poți obține 5 puncte.', 'Regiunea de implementare: mai poți obține 10 puncte.']);
    const { html, dom } = render(createElement(ScoreChart, { score }));
    expect(dom.attributes('data-criterion')).toEqual(['age', 'digitalLevel', 'region']);
    expect(html).toContain('<strong data-testid="score-total">30</strong> din 45 puncte');
    expect(html).toContain('Îți mai trebuie 20 de puncte ca să treci de prag.');
    expect(html).toContain('width:0%');
    // The API's advice wins when it sends some.
    expect(adviceOf({ ...score, advice: ['Cumpără și servicii cloud: +3 puncte.'] })).toEqual(['Cumpără și servicii cloud: +3 puncte.']);
  });

  it('sums up the results in one sentence for the polite announcement', () => {
    expect(resultSummary([MEASURE_3_RESULT, PNRR_RESULT, START_UP_RESULT])).toBe(
      'Rezultat pentru 3 programe: eligibil pentru 1 program, de verificat 1 program, neeligibil pentru 1 program.',
    );
    expect(resultSummary([MEASURE_3_RESULT])).toBe('Rezultat pentru 1 program: neeligibil pentru 1 program.');
    const call = { ...START_UP_RESULT, programmeId: 'apel-it-cluj' };
    expect(resultSummary([PNRR_RESULT, call], ['apel-it-cluj'])).toBe(
      'Rezultat pentru 1 program: eligibil pentru 1 program. 1 apel de finanțare deschis: 1 se potrivește sau este de verificat.',
    );
    expect(splitCalls([call, PNRR_RESULT], ['apel-it-cluj'])).toEqual({ programmes: [PNRR_RESULT], calls: [call] });
    expect(bestOutcome([MEASURE_3_RESULT, START_UP_RESULT])).toBe('needs_review');
    expect(bestOutcome([])).toBeNull();
    expect(sortResults([START_UP_RESULT, PNRR_RESULT]).map((result) => result.programmeId)).toEqual(['pnrr-c9-i3', 'start-up-nation']);
  });

  it('shows each programme’s status: open ones first, a closed one as closed with its last day, no grant and nothing to change', () => {
    // Even a closed result carrying a grant (as a check kept by an older version could) shows no estimate.
    const closedWithGrant = { ...CLOSED_RESULT, grant: { minEur: 2_000, maxEur: 150_000, share: 0.87, estimateEur: 60_000, ownContributionEur: 9_000 } };
    const { html, dom } = render(createElement(ProgrammeResults, { results: [closedWithGrant, ANNOUNCED_RESULT, OPEN_RESULT] }));
    expect(dom.attributes('data-programme-id')).toEqual(['pnrr-nou', 'anuntat', 'masura-2']);
    expect(dom.attributes('data-status')).toEqual(['open', 'upcoming', 'closed']);
    const closed = html.slice(html.indexOf('data-programme-id="masura-2"'));
    expect(closed).toContain('<p class="programme-result__badge programme-result__badge--closed" data-testid="programme-outcome">Apel închis</p>');
    expect(closed).not.toContain('Eligibil');
    expect(closed).toContain('<strong>Apel închis: termenul de depunere a fost 28 octombrie 2020.</strong> Nu se mai pot depune cereri.');
    expect(closed).toContain('Prelungirile ulterioare nu au putut fi confirmate.');
    expect(closed).toContain('Condițiile apelului, cu titlu informativ');
    expect(closed).not.toContain('programme-result__figures');
    expect(closed).not.toContain('60.000 EUR');
    expect(closed).not.toContain('data-testid="programme-fix"');
    expect(closed).toContain('href="http://www.imm.gov.ro/anunt-masura-2"');
    expect(html).toContain('<strong>Apel anunțat, deschidere estimată 1 martie 2027.</strong> Nu se pot depune cereri încă.');
    expect(html).toContain('<strong>Apel deschis până la 31 ianuarie 2027.</strong> Poți depune cererea acum.');
  });

  it('counts as eligible only the programmes one can apply to now', () => {
    expect(resultSummary([CLOSED_RESULT, OPEN_RESULT, ANNOUNCED_RESULT])).toBe(
      'Rezultat pentru 3 programe: de verificat 1 program; 1 program cu apel anunțat; 1 program cu apel închis, la care nu se mai pot depune cereri.',
    );
    expect(resultSummary([CLOSED_RESULT])).toBe(
      'Rezultat pentru 1 program: niciun program nu primește cereri acum; 1 program cu apel închis, la care nu se mai pot depune cereri.',
    );
    expect(bestOutcome([CLOSED_RESULT, OPEN_RESULT])).toBe('needs_review');
    expect(bestOutcome([CLOSED_RESULT])).toBeNull();
    const announcedCall = { ...ANNOUNCED_RESULT, programmeId: 'apel-anuntat' };
    expect(resultSummary([OPEN_RESULT, announcedCall], ['apel-anuntat'])).toBe(
      'Rezultat pentru 1 program: de verificat 1 program. Niciun apel de finanțare deschis; 1 apel anunțat.',
    );
  });

  it.each([
    [1, '1 punct'],
    [5, '5 puncte'],
    [19, '19 puncte'],
    [20, '20 de puncte'],
    [101, '101 puncte'],
    [120, '120 de puncte'],
  ])('says %d points as %j', (count, words) => expect(pointsLabel(count)).toBe(words));
});
