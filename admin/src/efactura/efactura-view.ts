import type { AdminEfacturaInvoice } from '@contracts/efactura';
import type { EfacturaStatus } from '@contracts/invoices';
import { shortenAtWord } from '@contracts/text';
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

/** The first of ANAF's messages, shortened at a word with „…” for the list (the page shows them all). */
export function firstMessage(message: string | null, max = 120): string {
  return shortenAtWord((message ?? '').split('\n')[0], max);
}

/** Only admins send an invoice again, and only when the API says it may be (rejected, failed, never sent). */
export function mayRetry(role: StaffRole | undefined, invoice: Pick<AdminEfacturaInvoice, 'canRetry'>): boolean {
  return role === 'admin' && invoice.canRetry;
}

/** The at-risk mark of a document: past the legal deadline, at risk (4 working days over, not validated), or none. */
export function riskOf(invoice: Pick<AdminEfacturaInvoice, 'atRisk' | 'deadlinePassed'>): 'deadline_passed' | 'at_risk' | null {
  if (invoice.deadlinePassed) return 'deadline_passed';
  return invoice.atRisk ? 'at_risk' : null;
}

/** A calendar day (YYYY-MM-DD) as Romanians write it: 08.12.2026. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
