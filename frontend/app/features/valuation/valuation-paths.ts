/**
 * Paths of the instant estimate's pages. Kept here rather than in lib/paths.ts: only the valuation
 * pages and a company listing's estimate card use them, and lib/paths.ts ships in the first-load
 * bundle of every page (the JavaScript budget).
 */
export const valuationPaths = {
  /** A stored instant estimate, readable by whoever has the link (`noindex`). */
  estimate: (id: string) => `/evaluare-afaceri/estimare/${encodeURIComponent(id)}`,
  /** The report's order form, with the estimate whose company is carried into the order. */
  order: (estimateId?: string) => (estimateId ? `/evaluare-afaceri?estimare=${encodeURIComponent(estimateId)}#comanda` : '/evaluare-afaceri#comanda'),
};
