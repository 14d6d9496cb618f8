import type { DashboardResponse } from '@contracts/admin';
import { describe, expect, it } from 'vitest';
import { dashboardCards, listPath } from './dashboard-cards';

const summary: DashboardResponse = {
  moderation: [
    { type: 1, name: 'Afacere de vânzare', pending: 2, pendingRevisions: 1, total: 3 },
    { type: 2, name: 'Activ', pending: 0, pendingRevisions: 0, total: 0 },
  ],
  moderationTotal: 3,
  users: { registeredLast7Days: 12, blocked: 1 },
  consulting: { new: 4, inProgress: 2, waitingClient: 1 },
  failedJobs: 5,
  generatedAt: '2026-11-20T10:00:00.000Z',
};

const ids = (role: Parameters<typeof dashboardCards>[0]) => dashboardCards(role, summary).map((card) => card.id);

describe('dashboard cards by role', () => {
  it('shows each role the counts of the screens it may open', () => {
    expect(ids('admin')).toEqual(['moderation', 'consulting', 'failed-jobs', 'users']);
    expect(ids('moderator')).toEqual(['moderation', 'users']);
    expect(ids('consultant')).toEqual(['consulting']);
    expect(ids(undefined)).toEqual([]);
  });

  it('counts the comments waiting for moderation on the moderation card, linked to the pending comments', () => {
    const [moderation] = dashboardCards('moderator', { ...summary, comments: { pending: 7 } });
    expect(moderation!.counts.find((count) => count.id === 'comments')).toEqual({
      id: 'comments',
      label: 'roafaceri.staff.dashboard.comments_pending',
      value: 7,
      to: '/comments?filter=%7B%22status%22%3A%22pending%22%7D',
    });
    expect(dashboardCards('moderator', summary)[0]!.counts.some((count) => count.id === 'comments')).toBe(false);
  });

  it('links new consulting requests and failed jobs to their screens', () => {
    const [consulting] = dashboardCards('consultant', summary);
    expect(consulting!.counts.map((count) => [count.value, count.to])).toEqual([
      [4, '/consulting?filter=%7B%22status%22%3A%22new%22%7D'],
      [2, '/consulting?filter=%7B%22status%22%3A%22in_progress%22%7D'],
      [1, '/consulting?filter=%7B%22status%22%3A%22waiting_client%22%7D'],
    ]);
    const failed = dashboardCards('admin', summary).find((card) => card.id === 'failed-jobs')!;
    expect(failed.to).toBe('/failed-jobs');
    expect(failed.counts[0]!.args).toEqual({ smart_count: 5 });
  });

  it('lists only the families with listings waiting, each linked to the filtered queue', () => {
    const [moderation] = dashboardCards('moderator', summary);
    expect(moderation!.counts.slice(1)).toEqual([{ id: 'type-1', label: 'Afacere de vânzare', value: 3, to: listPath('moderation', { type: '1' }) }]);
  });

  it('counts orders waiting for payment and paid in the last 30 days for admins and consultants, when the answer has them', () => {
    const withOrders: DashboardResponse = { ...summary, orders: { awaitingPayment: 3, paidLast30Days: 8 } };
    expect(dashboardCards('admin', withOrders).map((card) => card.id)).toEqual(['moderation', 'consulting', 'orders', 'failed-jobs', 'users']);
    expect(dashboardCards('moderator', withOrders).map((card) => card.id)).toEqual(['moderation', 'users']);
    const orders = dashboardCards('consultant', withOrders).find((card) => card.id === 'orders')!;
    expect(orders.title).toBe('roafaceri.staff.dashboard.orders_title');
    expect(orders.to).toBe('/orders?filter=%7B%22status%22%3A%22awaiting_payment%22%7D');
    expect(orders.counts).toEqual([
      {
        id: 'awaiting_payment',
        label: 'roafaceri.staff.dashboard.orders_awaiting',
        value: 3,
        to: '/orders?filter=%7B%22status%22%3A%22awaiting_payment%22%7D',
      },
      { id: 'paid_30_days', label: 'roafaceri.staff.dashboard.orders_paid_30_days', value: 8, to: '/orders?filter=%7B%22status%22%3A%22paid%22%7D' },
    ]);
    // No `orders` in the answer (a server without orders): no card.
    expect(ids('admin')).not.toContain('orders');
  });
});
