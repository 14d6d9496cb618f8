import type { AdminEfacturaInvoice } from '@contracts/efactura';
import type { EfacturaStatus } from '@contracts/invoices';
import type { StaffRole } from '../roles';

export const EFACTURA_STATUS_COLORS: Record<EfacturaStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  not_sent: 'default',
  disabled: 'default',
  queued: 'info',
  uploaded: 'info',
  validated: 'success',
  rejected: 'error',
  error: 'warning',
};

const amountFormat = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });

/** Cents as Romanians write euro amounts ("-350,90 €"). */
export function formatCentsEur(cents: number): string {
  return `${amountFormat.format(cents / 100)} €`;
}

/** The first of ANAF's messages, shortened for the list (the page shows them all). */
export function firstMessage(message: string | null, max = 120): string {
  const first = (message ?? '').split('\n')[0].trim();
  return first.length > max ? `${first.slice(0, max - 1)}…` : first;
}

/** Only admins send an invoice again, and only when the API says it may be (rejected, failed, never sent). */
export function mayRetry(role: StaffRole | undefined, invoice: Pick<AdminEfacturaInvoice, 'canRetry'>): boolean {
  return role === 'admin' && invoice.canRetry;
}
