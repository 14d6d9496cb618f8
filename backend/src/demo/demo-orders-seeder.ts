import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEMO_FALLBACK_EUR_RON_RATE } from '../config/app-config.js';
import { AppException } from '../core/errors/app.exception.js';
import { ExchangeRates } from '../modules/invoices/exchange-rates.js';
import { romanianDay } from '../core/clock/romanian-day.js';
import { InvoicesService } from '../modules/invoices/invoices.service.js';
import { OrdersRepository } from '../modules/orders/orders.repository.js';
import { priceOf, productById, type BillingData, type OrderProductId } from '../contracts/orders.js';
import { OrderEntity } from '../modules/orders/order.entity.js';
import { yearOf } from '../modules/orders/orders.mapper.js';

/** The demo account whose listings get orders (a company account, see demo-accounts.ts). */
const DEMO_BUYER = 'demo@roafaceri.ro';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Billing data that can be invoiced as they are (RO e-Factura): in București, the sector as locality. */
const BILLING: BillingData = {
  type: 'company',
  country: 'RO',
  name: 'Marinescu Consult SRL',
  cui: '12345674',
  regCom: 'J40/1234/2020',
  address: 'Str. Academiei nr. 14, et. 2',
  city: 'Sector 3',
  county: 41,
  email: DEMO_BUYER,
  phone: '0740 123 456',
};

/** The paid demo order's invoice, issued as any other (number, PDF in storage) but without the buyer's email. */
async function issueDemoInvoice(app: INestApplicationContext, manager: EntityManager, number: string): Promise<void> {
  const orders = app.get(OrdersRepository, { strict: false });
  const invoices = app.get(InvoicesService, { strict: false });
  const [{ id }] = (await manager.query(`SELECT id FROM orders WHERE number = $1`, [number])) as { id: string }[];
  const order = (await orders.find(id, manager))!;
  // The rate keeps its source (BNR's of the day, BNR's last kept, or the configured fallback): the
  // invoice prints „cursul BNR” only for a rate BNR published.
  try {
    await invoices.issueInvoice(manager, order, {
      notify: false,
      rate: await app.get(ExchangeRates, { strict: false }).eurRon(manager, romanianDay(new Date())),
    });
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    // No BNR rate and none configured (a production build started offline): the demo's own rate, named as a fallback.
    await invoices.issueInvoice(manager, order, {
      notify: false,
      rate: { rate: DEMO_FALLBACK_EUR_RON_RATE, date: romanianDay(new Date()), source: 'fallback' },
    });
  }
}

/**
 * Two orders of the demo company account, written as rows (no proforma or confirmation email): a
 * promotion waiting for payment on one of its published listings that is not promoted, and one paid
 * by bank transfer on a listing the demo promoted (its promotion end), with its invoice. Runs only while `orders` is empty and the
 * account has such listings; answers how many orders it wrote.
 */
export async function seedDemoOrders(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM orders`)) as { count: number }[];
  if (count > 0) return 0;
  const [buyer] = (await dataSource.query(`SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL`, [DEMO_BUYER])) as { id: string }[];
  if (!buyer) return 0;
  const published = `status = 'approved' AND (expires_at IS NULL OR expires_at > now())`;
  const [plain] = (await dataSource.query(
    `SELECT id FROM listings WHERE owner_id = $1 AND ${published} AND (promoted_until IS NULL OR promoted_until < now()) ORDER BY published_at DESC, id LIMIT 1`,
    [buyer.id],
  )) as { id: string }[];
  const [promoted] = (await dataSource.query(
    `SELECT id, promoted_until FROM listings WHERE owner_id = $1 AND ${published} AND promoted_until > now() ORDER BY promoted_until DESC, id LIMIT 1`,
    [buyer.id],
  )) as { id: string; promoted_until: Date }[];

  const now = Date.now();
  const orders: Partial<OrderEntity>[] = [];
  const order = (product: OrderProductId, listingId: string, daysAgo: number, paid?: { promotedUntil: Date }): Partial<OrderEntity> => {
    const { netEur, vatEur, totalEur } = priceOf(productById(product)!.netEur);
    const createdAt = new Date(now - daysAgo * DAY_MS);
    return {
      userId: buyer.id,
      kind: 'promotion',
      product,
      netEur,
      vatEur,
      totalEur,
      currency: 'EUR',
      billing: BILLING,
      listingId,
      paymentMethod: 'bank_transfer',
      createdAt,
      updatedAt: createdAt,
      ...(paid
        ? {
            // Paid by bank transfer, confirmed by staff with the bank statement's reference: the way
            // every site can be paid (card payment exists only with Stripe keys, which the demo has not).
            status: 'paid' as const,
            paidAt: new Date(createdAt.getTime() + 26 * 60 * 60 * 1000),
            paymentMethod: 'bank_transfer' as const,
            paymentReference: 'OP 418 din extrasul de cont',
            promotedUntil: paid.promotedUntil,
          }
        : { status: 'awaiting_payment' as const }),
    };
  };
  if (promoted) orders.push(order('premium-60', promoted.id, 5, { promotedUntil: promoted.promoted_until }));
  if (plain) orders.push(order('promotion-30', plain.id, 1));
  await dataSource.transaction(async (manager) => {
    for (const values of orders) {
      const [{ n }] = (await manager.query(`SELECT nextval('order_number_seq') AS n`)) as { n: string }[];
      const number = `CMD-${yearOf(values.createdAt!)}-${String(n).padStart(6, '0')}`;
      await manager.insert(OrderEntity, { ...values, number } as never);
      if (values.status === 'paid') await issueDemoInvoice(app, manager, number);
    }
  });
  if (orders.length) new Logger('Demo').log(`Created ${orders.length} demo orders of ${DEMO_BUYER} (no emails sent).`);
  return orders.length;
}
