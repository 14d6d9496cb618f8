/**
 * Loader and action of the valuation page (`evaluare-afaceri`): the report's price from the API, and
 * the first step of the order (the company to value), which continues to the billing step with the
 * company in the query. The billing page shows those fields again, editable, and the API checks them.
 */
import { data, redirect } from 'react-router';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { hasErrors, type FieldErrors } from '~/lib/validation';
import { formValues, readValuation, VALUATION_FIELDS, VALUATION_PRODUCT, validateValuation, type ValuationField } from './billing-rules';
import { loadCardOffered, loadProducts, VAT_PERCENT, type PricedProduct } from './checkout.server';

export interface ValuationPageData {
  /** The report with its price; null when the API did not answer. */
  product: PricedProduct | null;
  vatPercent: number;
  /** Whether the site takes cards (the texts on how to pay say so). */
  cardOffered: boolean;
}

export type ValuationActionData = { ok: false; fieldErrors: FieldErrors<ValuationField>; values: Record<string, string> };

export async function loadValuationPage(args: ApiCallArgs): Promise<ValuationPageData> {
  const client = createApiClient(args);
  const [products, cardOffered] = await Promise.all([loadProducts(client), loadCardOffered(client)]);
  return { product: products?.find((product) => product.id === VALUATION_PRODUCT) ?? null, vatPercent: VAT_PERCENT, cardOffered };
}

export async function valuationAction(args: ApiCallArgs) {
  const formData = await args.request.formData();
  const fieldErrors = validateValuation(formData);
  if (hasErrors(fieldErrors)) return data<ValuationActionData>({ ok: false, fieldErrors, values: formValues(formData, VALUATION_FIELDS) }, { status: 400 });
  const company = readValuation(formData);
  return redirect(paths.billingData({ produs: VALUATION_PRODUCT, firma: company.companyName, 'cui-firma': company.companyCui, note: company.notes }));
}
