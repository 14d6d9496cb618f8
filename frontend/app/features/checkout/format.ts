/**
 * Money and order-state presentation of the checkout pages (dates and counts as on the listing
 * pages, IBANs as in the contract). Pure code; types only from the orders contract, so these pages'
 * browser code carries no copy of the catalogue.
 */
import { VALUATION_REPORT_WORKING_DAYS, type OrderStatus, type OrderView } from '@contracts/orders';
import { formatDate } from '../listings/format';

/** The last day to pay: the order's date plus the days the instructions allow. */
export function paymentDueDate(createdAt: string, dueDays: number): Date {
  return new Date(new Date(createdAt).getTime() + dueDays * 86_400_000);
}

/** Colour of the status badge (the account's badge styles). */
export const ORDER_BADGE: Record<OrderStatus, 'pending' | 'approved' | 'archived'> = {
  awaiting_payment: 'pending',
  paid: 'approved',
  cancelled: 'archived',
};

/** What the client should do or expect next, one short paragraph per state. */
export function nextStepsOf(order: Pick<OrderView, 'status' | 'kind' | 'promotedUntil' | 'billing'>): string {
  if (order.status === 'awaiting_payment') {
    return `Fă transferul bancar cu datele de mai jos și scrie numărul comenzii la detaliile plății. Proforma a fost trimisă la ${order.billing.email}. După ce suma ajunge în contul nostru, confirmăm plata și îți scriem pe email${
      order.kind === 'promotion' ? '; promovarea anunțului începe la confirmare.' : '; apoi un consultant începe lucrul la raport.'
    }`;
  }
  if (order.status === 'paid') {
    if (order.kind === 'promotion' && !order.promotedUntil) {
      return 'Plata a fost confirmată, dar promovarea nu a pornit, pentru că anunțul nu mai era publicat. Te contactăm ca să o pornim după republicarea anunțului sau ca să îți returnăm suma.';
    }
    return order.kind === 'promotion'
      ? `Plata a fost confirmată. Anunțul tău este promovat până la ${formatDate(order.promotedUntil)}.`
      : `Plata a fost confirmată. Un consultant te contactează pentru documentele de care are nevoie; raportul îl primești în cel mult ${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare de la plată.`;
  }
  return 'Comanda a fost anulată și nu mai trebuie plătită. Dacă ai făcut deja transferul, scrie-ne și rezolvăm împreună.';
}
