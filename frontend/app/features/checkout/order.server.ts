/**
 * Loader and action of an order's page (`plata/comanda/:id`): the signed-in user's own order only
 * (anything else is the 404 page). The action, for an order still waiting for payment, chooses the
 * bank transfer again when its instructions are missing (the step after placing it failed), starts
 * the card payment (`intent=card`: a redirect to Stripe's hosted page), completes its billing data
 * (`intent=billing`: data saved before a rule that cannot be invoiced as they are; the form's rules
 * run here too and the page is answered again with what was typed), or (`intent=cancel`)
 * cancels the order at the buyer's request. Stripe sends the buyer back with `?plata=card` (paid:
 * the page shows the payment being confirmed until the webhook has paid the order, reloading itself
 * a few times, also without JavaScript) or `?plata=anulata` (gave up on the card page).
 */
import { data, redirect } from 'react-router';
import type { OrderView } from '@contracts/orders';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { requireUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors, type FieldErrors } from '~/lib/validation';
import { BILLING_FIELDS, formValues, placeApiErrors, readBilling, validateBilling, type CheckoutField } from './billing-rules';
import { CARD_RELOADS } from './card-return';
import { cancelOwnOrder, loadOwnOrder, payByBankTransfer, payByCard, updateOrderBilling } from './checkout.server';

interface OrderArgs extends ApiCallArgs {
  url: URL;
  params: { id?: string };
}

export interface OrderPageData {
  order: OrderView;
  /** `?nou=1`: the visit right after placing the order. */
  justPlaced: boolean;
  /** Back from Stripe's page: `paid` (the card was charged; waiting for the confirmation), `cancelled` (gave up), or null. */
  cardReturn: 'paid' | 'cancelled' | null;
  /** While the card payment is being confirmed: the address of the next automatic reload (null once they are used up). */
  reloadUrl: string | null;
}

/** The order page's address after Stripe sends the buyer back, with the number of reloads done. */
export function cardReturnUrl(id: string, reload: number): string {
  return `${paths.order(id)}?plata=card&reincarcare=${reload}`;
}

/** A refused action: its message; for the billing form, also its field errors and what was typed. */
export type OrderActionData = { ok: false; message: string; fieldErrors?: FieldErrors<CheckoutField>; values?: Record<string, string> };

const BILLING_REFUSED = 'Datele de facturare nu au fost salvate: verifică câmpurile marcate.';

/** `intent=billing`: the order's billing data, completed; refused with the fields kept and their messages. */
async function completeBilling(client: ReturnType<typeof createApiClient>, orderId: string, form: FormData) {
  const values = formValues(form, BILLING_FIELDS);
  const fieldErrors = validateBilling(form);
  if (hasErrors(fieldErrors)) return data<OrderActionData>({ ok: false, message: BILLING_REFUSED, fieldErrors, values }, { status: 400 });
  const saved = await updateOrderBilling(client, orderId, readBilling(form));
  if (!saved.ok) {
    const { fields, other } = placeApiErrors(saved.fieldErrors, values);
    return data<OrderActionData>(
      { ok: false, message: other.length ? other.join(' ') : saved.text, fieldErrors: fields, values },
      { status: saved.status || 502 },
    );
  }
  return redirect(paths.order(orderId));
}

export async function loadOrderPage(args: OrderArgs): Promise<OrderPageData> {
  await requireUser(args);
  const order = await loadOwnOrder(createApiClient(args), args.params.id);
  const returned = args.url.searchParams.get('plata');
  const cardReturn = returned === 'card' ? 'paid' : returned === 'anulata' ? 'cancelled' : null;
  const reload = Math.max(0, Math.min(CARD_RELOADS, Number.parseInt(args.url.searchParams.get('reincarcare') ?? '0', 10) || 0));
  const confirming = cardReturn === 'paid' && order.status === 'awaiting_payment';
  // An invoice is checked against the official rules within a second or so of being issued: until then
  // the page reloads itself the same way, so its links appear without the buyer reloading.
  const preparing = [order.invoice, ...(order.creditNotes ?? [])].some((document) => document?.ready === false);
  const reloadUrl = (confirming || preparing) && reload < CARD_RELOADS ? reloadAddress(args.url, order.id, reload + 1) : null;
  return { order, justPlaced: args.url.searchParams.get('nou') === '1', cardReturn, reloadUrl };
}

/** The order page's address for its next reload: back from the card page as it was, else the bare page. */
function reloadAddress(url: URL, id: string, reload: number): string {
  return url.searchParams.get('plata') === 'card' ? cardReturnUrl(id, reload) : `${paths.order(id)}?reincarcare=${reload}`;
}

export async function orderAction(args: OrderArgs) {
  await requireUser(args);
  const client = createApiClient(args);
  const order = await loadOwnOrder(client, args.params.id);
  if (order.status !== 'awaiting_payment') return data<OrderActionData>({ ok: false, message: 'Comanda nu mai așteaptă plata.' }, { status: 409 });
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'billing') return completeBilling(client, order.id, form);
  if (intent === 'card') {
    const started = await payByCard(client, order.id, submissionKey(form));
    if (!started.ok) return data<OrderActionData>({ ok: false, message: started.fieldErrors.method ?? started.text }, { status: started.status || 502 });
    const url = started.data.payment?.redirectUrl;
    // Paid meanwhile (Stripe said so when asked before a new session): the order page shows it.
    if (!url && started.data.status !== 'awaiting_payment') return redirect(paths.order(order.id));
    if (!url)
      return data<OrderActionData>(
        { ok: false, message: 'Plata cu cardul nu a putut porni. Încearcă din nou sau plătește prin transfer bancar.' },
        { status: 502 },
      );
    return redirect(url);
  }
  const done = intent === 'cancel' ? await cancelOwnOrder(client, order.id) : await payByBankTransfer(client, order.id, submissionKey(form));
  if (!done.ok) return data<OrderActionData>({ ok: false, message: done.text }, { status: done.status || 502 });
  return redirect(paths.order(order.id));
}
