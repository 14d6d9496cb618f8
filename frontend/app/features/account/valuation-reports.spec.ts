import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContextProvider, createMemoryRouter, RouterProvider } from 'react-router';
import type { ClientValuationReport } from '@contracts/valuation-reports';
import { createApiClient } from '~/lib/api-client';
import { apiFetchContext, type ApiFetch } from '~/lib/api-context';
import { MyValuationReports } from './MyValuationReports';
import { loadMyValuationReports, VALUATION_REPORTS_MINE } from './valuation-reports.server';

const ID = '11111111-2222-4333-8444-555555555555';
const DRAFT = '66666666-7777-4888-9999-aaaaaaaaaaaa';

const published: ClientValuationReport = {
  id: ID,
  orderNumber: 'CMD-2026-000007',
  companyName: 'Brutăria <b>Țărănească</b> SRL',
  status: 'published',
  version: 2,
  range: { low: 210_000, mid: 250_000, high: 290_000 },
  publishedAt: '2026-11-20T10:00:00.000Z',
  pdfUrl: `/api/valuation-reports/${ID}/pdf?version=2`,
  versions: [
    { version: 2, publishedAt: '2026-11-20T10:00:00.000Z', consultantName: 'Andreea', pdfUrl: `/api/valuation-reports/${ID}/pdf?version=2` },
    { version: 1, publishedAt: '2026-11-10T10:00:00.000Z', consultantName: 'Andreea', pdfUrl: `/api/valuation-reports/${ID}/pdf?version=1` },
  ],
};
const draft: ClientValuationReport = {
  id: DRAFT,
  orderNumber: 'CMD-2026-000009',
  companyName: 'Morarul SRL',
  status: 'draft',
  version: 0,
  range: null,
  publishedAt: null,
  pdfUrl: null,
  versions: [],
};

function clientAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path, init) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  return { calls, client: createApiClient({ request: new Request('http://localhost/cont', { headers: { cookie: 'auth_token=t' } }), context }) };
}

/** The section's markup inside a router (it renders links). */
function render(reports: ClientValuationReport[] | null): string {
  const router = createMemoryRouter([{ path: '/cont', element: createElement(MyValuationReports, { reports }) }], { initialEntries: ['/cont'] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('valuation reports in the account', () => {
  it("reads the client's reports from the owner-only route", async () => {
    const { calls, client } = clientAnswering(200, [published, draft]);
    expect(await loadMyValuationReports(client)).toEqual([published, draft]);
    expect(calls).toEqual([`GET ${VALUATION_REPORTS_MINE}`]);
  });

  it('answers null when the API does not answer, and keeps only links to the report download route', async () => {
    expect(await loadMyValuationReports(clientAnswering(500, { error: { code: 'INTERNAL', message: 'x' } }).client)).toBeNull();
    const tampered = { ...published, pdfUrl: 'https://rau.example/x.pdf', versions: [{ ...published.versions[0], pdfUrl: 'javascript:alert(1)' }] };
    const [report] = (await loadMyValuationReports(clientAnswering(200, [tampered]).client))!;
    expect(report.pdfUrl).toBeNull();
    expect(report.versions).toEqual([]);
  });

  it('shows a published report with its range, the latest PDF and the earlier version; a draft as being written', () => {
    const html = render([published, draft]);
    expect(html).toContain('Publicat, versiunea 2');
    expect(html).toContain('210.000 EUR – 290.000 EUR');
    expect(html).toContain(`href="/api/valuation-reports/${ID}/pdf?version=2"`);
    expect(html).toContain('Descarcă raportul (PDF, versiunea 2)');
    expect(html).toContain(`href="/api/valuation-reports/${ID}/pdf?version=1"`);
    expect(html).toContain('În lucru la consultant');
    // The company name is text, never markup.
    expect(html).toContain('Brutăria &lt;b&gt;Țărănească&lt;/b&gt; SRL');
    expect(html).not.toContain('<b>Țărănească</b>');
  });

  it('says when there is no report, and when the reports cannot be shown', () => {
    expect(render([])).toContain('Nu ai niciun raport de evaluare.');
    expect(render(null)).toContain('Rapoartele tale nu pot fi afișate acum.');
  });
});
