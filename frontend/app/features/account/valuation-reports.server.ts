/** The signed-in client's valuation reports for the account page (`cont`, section „Rapoarte de evaluare”). */
import type { ClientValuationReport } from '@contracts/valuation-reports';
import type { ApiClient } from '~/lib/api-client';

/** `GET /api/valuation-reports/mine`: the reports of the signed-in client only. */
export const VALUATION_REPORTS_MINE = '/api/valuation-reports/mine';

/** The only PDF links the page renders: the API's own download route of a report's version. */
const PDF_URL = /^\/api\/valuation-reports\/[0-9a-f-]{36}\/pdf\?version=\d+$/;

/** Newest first; null when the API did not answer (the page says so and shows the rest). */
export async function loadMyValuationReports(client: ApiClient): Promise<ClientValuationReport[] | null> {
  const result = await client.call<ClientValuationReport[]>(VALUATION_REPORTS_MINE);
  if (!result.ok || !Array.isArray(result.data)) return null;
  return result.data.map((report) => ({
    ...report,
    pdfUrl: report.pdfUrl && PDF_URL.test(report.pdfUrl) ? report.pdfUrl : null,
    versions: report.versions.filter((version) => PDF_URL.test(version.pdfUrl)),
  }));
}
