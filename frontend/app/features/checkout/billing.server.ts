/**
 * Loader and action of the billing step (`plata/date-facturare?produs=<id>[&anunt=<listing id>]`).
 *
 * Without `produs` the page only explains the step (it is a public route of the spec). With a
 * product it needs a signed-in user (302 to the login page, back here afterwards), checks the
 * product against the API's catalogue and, for a promotion, the listing against the user's own;
 * the form is prefilled from the account. The action places the order (promotion or valuation
 * report), chooses the bank transfer (the API emails the proforma) and moves on to the order's page.
 */
import { data, redirect } from 'react-router';
import { UserType } from '@contracts/lists';
import type { PromotionOrderRequest } from '@contracts/orders';
import { ErrorCode } from '@contracts/error-codes';
import { isEstimateId } from '~/features/valuation/estimate.server';
import { createApiClient, type ApiCallArgs, type ApiErrorCode } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { requireUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors, type FieldErrors } from '~/lib/validation';
import { ANAF_INTENT, billingValuesFromCompany, type AnafPrefillResult } from '~/features/company-data/company-prefill';
import { anafFill } from '~/features/company-data/company-prefill.server';
import {
  BILLING_FIELDS,
  formValues,
  NOTES_MAX,
  placeApiErrors,
  readBilling,
  readValuation,
  VALUATION_FIELDS,
  VALUATION_PRODUCT,
  validateBilling,
  validateValuation,
  type CheckoutField,
} from './billing-rules';
import { loadProducts, payByBankTransfer, placePromotionOrder, placeValuationOrder, VAT_PERCENT, type PricedProduct } from './checkout.server';
import { findPromotableListing, LISTING_NOT_FOUND, type OrderListing } from './order-listing.server';

interface PageArgs extends ApiCallArgs {
  url: URL;
}

export interface BillingProblem {
  mode: 'problem';
  message: string;
  /** Where the visitor can go on from here. */
  link: { label: string; to: string };
}

export interface BillingForm {
  mode: 'form';
  product: PricedProduct;
  vatPercent: number;
  /** Promotions: the listing to promote. */
  listing: OrderListing | null;
  /** The values the fields start with (account data, the valuation page's company). */
  prefill: Record<string, string>;
  /** The URL the form posts to (product and listing kept in the query). */
  actionPath: string;
}

export type BillingPageData = { mode: 'info' } | BillingProblem | BillingForm;

export type BillingActionData = {
  ok: false;
  fieldErrors: FieldErrors<CheckoutField>;
  message?: string;
  values: Record<string, string>;
  /** After „Completează din datele ANAF”: what was filled, or why not. */
  anaf?: AnafPrefillResult;
};

const PRODUCTS_UNAVAILABLE = 'Produsele nu pot fi citite acum. Te rugăm să încerci din nou peste câteva minute.';
const EMAIL_NOT_CONFIRMED = 'Confirmă adresa de email înainte de a plasa o comandă: deschide linkul din emailul de confirmare primit la înregistrare.';
const UNKNOWN_PRODUCT = 'Produsul ales nu există. Alege un pachet de promovare sau raportul de evaluare.';

type ProductChoice = { ok: true; product: PricedProduct } | { ok: false; problem: BillingProblem };

function problem(message: string, link: BillingProblem['link']): BillingProblem {
  return { mode: 'problem', message, link };
}

async function chooseProduct(args: PageArgs, productId: string): Promise<ProductChoice> {
  const products = await loadProducts(createApiClient(args));
  if (!products) return { ok: false, problem: problem(PRODUCTS_UNAVAILABLE, { label: 'Înapoi la pachete', to: paths.payment() }) };
  const product = products.find((item) => item.id === productId);
  if (!product) return { ok: false, problem: problem(UNKNOWN_PRODUCT, { label: 'Vezi pachetele', to: paths.payment() }) };
  return { ok: true, product };
}

function actionPathOf(url: URL): string {
  return paths.billingData({
    produs: url.searchParams.get('produs') ?? undefined,
    anunt: url.searchParams.get('anunt') ?? undefined,
    estimare: estimateIdOf(url),
  });
}

/** `estimare`: the instant estimate a valuation order follows (valuation page → here → the order). */
function estimateIdOf(url: URL): string | undefined {
  const id = url.searchParams.get('estimare');
  return isEstimateId(id) ? id : undefined;
}

/** Billing fields from the account: a legal entity's company, an individual's own name. */
async function accountPrefill(args: PageArgs): Promise<Record<string, string>> {
  const user = await requireUser(args);
  const profile = await createApiClient(args).getProfile();
  const details = profile.ok ? profile.data : null;
  const legalEntity = user.userType === UserType.PersoanaJuridica;
  return {
    type: legalEntity ? 'company' : 'person',
    name: (legalEntity ? details?.companyName : user.fullName) ?? '',
    cui: legalEntity ? (details?.cui ?? '') : '',
    email: user.email,
    phone: details?.phone ?? '',
  };
}

const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export async function loadBillingPage(args: PageArgs): Promise<BillingPageData> {
  const productId = args.url.searchParams.get('produs');
  if (!productId) return { mode: 'info' };
  await requireUser(args);
  const choice = await chooseProduct(args, productId);
  if (!choice.ok) return choice.problem;
  const { product } = choice;
  const prefill = await accountPrefill(args);
  const base = { mode: 'form' as const, product, vatPercent: VAT_PERCENT, actionPath: actionPathOf(args.url) };

  if (product.kind === 'promotion') {
    const found = await findPromotableListing(createApiClient(args), args.url.searchParams.get('anunt'));
    if (!found.ok) return problem(found.problem, { label: 'Mergi la anunțurile mele', to: paths.myListings({ stare: 'publicate' }) });
    return { ...base, listing: found.listing, prefill };
  }
  // The company typed on the valuation page comes in the query; it is shown again, editable.
  const query = args.url.searchParams;
  return {
    ...base,
    listing: null,
    prefill: {
      ...prefill,
      companyName: clip(query.get('firma'), 160),
      companyCui: clip(query.get('cui-firma'), 20),
      notes: clip(query.get('note'), NOTES_MAX),
    },
  };
}

/** What an order refusal means here: placing orders is the only thing these codes can be about. */
function refusalText(code: ApiErrorCode, text: string): string {
  if (code === ErrorCode.NOT_FOUND) return LISTING_NOT_FOUND;
  if (code === ErrorCode.FORBIDDEN) return EMAIL_NOT_CONFIRMED;
  return text;
}

function failed(fieldErrors: FieldErrors<CheckoutField>, values: Record<string, string>, status: number, message?: string) {
  return data<BillingActionData>({ ok: false, fieldErrors, values, ...(message ? { message } : {}) }, { status });
}

/** „Completează din datele ANAF”: the buyer company's name, registration number and seat from its CUI; nothing is ordered. */
async function anafPrefill(args: PageArgs, values: Record<string, string>) {
  const cui = values.cui ?? '';
  const found = await anafFill(args, cui);
  if ('cuiError' in found) return failed({ cui: found.cuiError }, { ...values, type: 'company' }, 400);
  const filled = found.company ? billingValuesFromCompany(values, cui, found.company) : { ...values, type: 'company' };
  return data<BillingActionData>({ ok: false, fieldErrors: {}, values: filled, anaf: found.anaf }, { status: 200 });
}

export async function billingAction(args: PageArgs) {
  await requireUser(args);
  const productId = args.url.searchParams.get('produs') ?? '';
  const formData = await args.request.formData();
  const valuation = productId === VALUATION_PRODUCT;
  const values = formValues(formData, valuation ? [...BILLING_FIELDS, ...VALUATION_FIELDS] : BILLING_FIELDS);
  if (formData.get('intent') === ANAF_INTENT) return anafPrefill(args, values);
  const fieldErrors: FieldErrors<CheckoutField> = { ...validateBilling(formData), ...(valuation ? validateValuation(formData) : {}) };
  if (hasErrors(fieldErrors)) return failed(fieldErrors, values, 400);

  const choice = await chooseProduct(args, productId);
  if (!choice.ok) return failed({}, values, 400, choice.problem.message);
  const client = createApiClient(args);
  const billing = readBilling(formData);
  const placed =
    choice.product.kind === 'valuation'
      ? await placeValuationOrder(
          client,
          { product: VALUATION_PRODUCT, ...readValuation(formData), estimateId: estimateIdOf(args.url), billing },
          submissionKey(formData),
        )
      : await placePromotionOrder(
          client,
          {
            listingId: args.url.searchParams.get('anunt') ?? '',
            product: choice.product.id as PromotionOrderRequest['product'],
            billing,
          },
          submissionKey(formData),
        );
  if (!placed.ok) {
    const { fields, other } = placeApiErrors(placed.fieldErrors, values);
    return failed(fields, values, placed.status || 502, [refusalText(placed.code, placed.text), ...other].join(' '));
  }

  const order = placed.data;
  // The order exists from here on: if choosing the transfer fails, its page offers to try again.
  const paid = await payByBankTransfer(client, order.id);
  if (!paid.ok) console.error(`Checkout of order ${order.id} answered ${paid.status} ${paid.code}`);
  // 200 instead of 201: the same package was already waiting for payment for this listing (a double submit).
  return redirect(paths.order(order.id, placed.status === 201 ? { nou: '1' } : undefined));
}
