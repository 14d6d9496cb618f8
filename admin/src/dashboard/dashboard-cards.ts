import type { DashboardResponse } from '@contracts/admin';
import { canAccessResource } from '../layout/menu-sections';
import type { StaffRole } from '../roles';

/** One count of a dashboard card: a translation key, its arguments, and where it leads (a console path). */
export interface DashboardCount {
  id: string;
  label: string;
  args?: Record<string, unknown>;
  value?: number;
  to?: string;
}

export interface DashboardCard {
  id: 'moderation' | 'consulting' | 'orders' | 'failed-jobs' | 'users';
  title: string;
  counts: DashboardCount[];
  /** The screen behind the card. */
  to: string;
}

const KEY = 'roafaceri.staff.dashboard';

/** A list screen with its filter in the URL, as react-admin reads it. */
export function listPath(resource: string, filter?: Record<string, string>): string {
  return filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;
}

/**
 * The counts of the dashboard the role may act on: each card only when the role may open its
 * screen (the menu's rules, menu-sections.ts). Orders are counted only when the answer has them
 * (the API sends `orders` to the roles that may read orders).
 */
export function dashboardCards(role: StaffRole | undefined, summary: DashboardResponse): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (canAccessResource(role, 'moderation')) {
    cards.push({
      id: 'moderation',
      title: `${KEY}.moderation_title`,
      to: listPath('moderation'),
      counts: [
        { id: 'total', label: `${KEY}.moderation_total`, args: { smart_count: summary.moderationTotal } },
        ...summary.moderation
          .filter((row) => row.total > 0)
          .map((row) => ({
            id: `type-${row.type}`,
            label: row.name,
            value: row.total,
            to: listPath('moderation', { type: String(row.type) }),
          })),
        ...(summary.comments && canAccessResource(role, 'comments')
          ? [{ id: 'comments', label: `${KEY}.comments_pending`, value: summary.comments.pending, to: listPath('comments', { status: 'pending' }) }]
          : []),
      ],
    });
  }
  if (canAccessResource(role, 'consulting')) {
    const { consulting } = summary;
    cards.push({
      id: 'consulting',
      title: `${KEY}.consulting_title`,
      to: listPath('consulting'),
      counts: [
        { id: 'new', label: `${KEY}.consulting_new`, value: consulting.new, to: listPath('consulting', { status: 'new' }) },
        { id: 'in_progress', label: `${KEY}.consulting_in_progress`, value: consulting.inProgress, to: listPath('consulting', { status: 'in_progress' }) },
        { id: 'waiting_client', label: `${KEY}.consulting_waiting`, value: consulting.waitingClient, to: listPath('consulting', { status: 'waiting_client' }) },
      ],
    });
  }
  if (summary.orders && canAccessResource(role, 'orders')) {
    const awaiting = listPath('orders', { status: 'awaiting_payment' });
    cards.push({
      id: 'orders',
      title: `${KEY}.orders_title`,
      to: awaiting,
      counts: [
        { id: 'awaiting_payment', label: `${KEY}.orders_awaiting`, value: summary.orders.awaitingPayment, to: awaiting },
        { id: 'paid_30_days', label: `${KEY}.orders_paid_30_days`, value: summary.orders.paidLast30Days, to: listPath('orders', { status: 'paid' }) },
      ],
    });
  }
  if (canAccessResource(role, 'failed-jobs')) {
    cards.push({
      id: 'failed-jobs',
      title: `${KEY}.failed_jobs_title`,
      to: listPath('failed-jobs'),
      counts: [{ id: 'failed', label: `${KEY}.failed_jobs_count`, args: { smart_count: summary.failedJobs } }],
    });
  }
  if (canAccessResource(role, 'users')) {
    cards.push({
      id: 'users',
      title: `${KEY}.users_title`,
      to: listPath('users'),
      counts: [
        { id: 'registered', label: `${KEY}.users_registered`, args: { count: summary.users.registeredLast7Days } },
        { id: 'blocked', label: `${KEY}.users_blocked`, args: { count: summary.users.blocked }, to: listPath('users', { blocked: 'true' }) },
      ],
    });
  }
  return cards;
}
