/**
 * Loader and action of an order's page (`plata/comanda/:id`): the signed-in user's own order only
 * (anything else is the 404 page). The action, for an order still waiting for payment, either
 * chooses the bank transfer again when its instructions are missing (the step after placing it
 * failed), or (`intent=cancel`) cancels the order at the buyer's request.
 */
import { data, redirect } from 'react-router';
import type { OrderView } from '@contracts/orders';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { requireUser } from '~/lib/session.server';
import { cancelOwnOrder, loadOwnOrder, payByBankTransfer } from './checkout.server';

interface OrderArgs extends ApiCallArgs {
  url: URL;
  params: { id?: string };
}

export interface OrderPageData {
  order: OrderView;
  /** `?nou=1`: the visit right after placing the order. */
  justPlaced: boolean;
}

export type OrderActionData = { ok: false; message: string };

export async function loadOrderPage(args: OrderArgs): Promise<OrderPageData> {
  await requireUser(args);
  const order = await loadOwnOrder(createApiClient(args), args.params.id);
  return { order, justPlaced: args.url.searchParams.get('nou') === '1' };
}

export async function orderAction(args: OrderArgs) {
  await requireUser(args);
  const client = createApiClient(args);
  const order = await loadOwnOrder(client, args.params.id);
  if (order.status !== 'awaiting_payment') return data<OrderActionData>({ ok: false, message: 'Comanda nu mai așteaptă plata.' }, { status: 409 });
  const form = await args.request.formData();
  const done = form.get('intent') === 'cancel' ? await cancelOwnOrder(client, order.id) : await payByBankTransfer(client, order.id);
  if (!done.ok) return data<OrderActionData>({ ok: false, message: done.text }, { status: done.status || 502 });
  return redirect(paths.order(order.id));
}
