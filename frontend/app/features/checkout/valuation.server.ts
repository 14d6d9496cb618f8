/**
 * Loader and action of the valuation page (`evaluare-afaceri`): the instant estimate's forms (by CUI
 * or by typed figures, features/valuation) and the paid report's order. The order's first step (the
 * company to value) continues to the billing step with the company, and the estimate it follows, in
 * the query. The billing page shows those fields again, editable, and the API checks them.
 */
import { data, redirect } from 'react-router';
import type { ValuationEstimate } from '@contracts/valuation';
import { ESTIMATE_INTENT, financialYears } from '~/features/valuation/estimate-form';
import { estimateAction, fetchEstimate, isEstimateId } from '~/features/valuation/estimate.server';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { hasErrors, text, type FieldErrors } from '~/lib/validation';
import { formValues, readValuation, VALUATION_FIELDS, VALUATION_PRODUCT, validateValuation, type ValuationField } from './billing-rules';
import { loadCardOffered, loadProducts, VAT_PERCENT, type PricedProduct } from './checkout.server';
import { paymentWays } from './payment-ways';

export interface ValuationPageData {
  /** The report with its price; null when the API did not answer. */
  product: PricedProduct | null;
  vatPercent: number;
  /** Whether the site takes cards (the texts on how to pay say so). */
  cardOffered: boolean;
  /** How the report is paid, in words (written here so the page's script needs no copy). */
  paymentText: string;
  /** The financial years the estimate form asks for, the latest first. */
  years: number[];
  /** `?estimare=<id>`: the estimate the report order follows (shown again, and carried into the order). */
  estimate: ValuationEstimate | null;
}

export type ValuationActionData = { ok: false; fieldErrors: FieldErrors<ValuationField>; values: Record<string, string> };

export async function loadValuationPage(args: ApiCallArgs): Promise<ValuationPageData> {
  const client = createApiClient(args);
  const estimateId = new URL(args.request.url).searchParams.get('estimare');
  const [products, cardOffered, estimate] = await Promise.all([
    loadProducts(client),
    loadCardOffered(client),
    estimateId ? fetchEstimate(client, estimateId) : Promise.resolve(null),
  ]);
  return {
    product: products?.find((product) => product.id === VALUATION_PRODUCT) ?? null,
    vatPercent: VAT_PERCENT,
    cardOffered,
    paymentText: paymentWays(cardOffered),
    years: financialYears(new Date()),
    estimate,
  };
}

/** The company to value, then the billing step; the estimate id goes along when it looks like one. */
async function orderAction(formData: FormData) {
  const fieldErrors = validateValuation(formData);
  if (hasErrors(fieldErrors)) return data<ValuationActionData>({ ok: false, fieldErrors, values: formValues(formData, VALUATION_FIELDS) }, { status: 400 });
  const company = readValuation(formData);
  const estimateId = text(formData, 'estimateId');
  return redirect(
    paths.billingData({
      produs: VALUATION_PRODUCT,
      firma: company.companyName,
      'cui-firma': company.companyCui,
      note: company.notes,
      estimare: isEstimateId(estimateId) ? estimateId : undefined,
    }),
  );
}

export async function valuationAction(args: ApiCallArgs) {
  const formData = await args.request.formData();
  if (text(formData, 'intent') === ESTIMATE_INTENT) return estimateAction(args, formData);
  return orderAction(formData);
}
