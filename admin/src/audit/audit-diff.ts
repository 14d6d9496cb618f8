import { displayText, sameValue } from '../listings/listing-diff';
import { formatDateTime } from '../listings/ListingFields';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

type Values = Record<string, unknown> | null | undefined;

/**
 * The fields of an audit entry's `before` and `after`, side by side: every field either side
 * names (those of `before` first, in its order), marked when the value differs. An entry that
 * only adds something (a note: no `before`) lists the `after` fields as changed.
 */
export function auditChanges(before: Values, after: Values): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    return { field, before: old, after: next, changed: !sameValue(field, old, next) };
  });
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value of the log as text: date-times in Romanian format, the rest as listing-diff shows values. */
export function auditValueText(value: unknown): string {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return formatDateTime(value);
  return displayText(value);
}

/** Where the console shows the entity an entry is about (null: no screen for it). */
export function auditEntityPath(entityType: string, entityId: string): string | null {
  const id = encodeURIComponent(entityId);
  switch (entityType) {
    case 'listing':
      return `/moderation/${id}/show`;
    case 'user':
      return `/users/${id}/show`;
    case 'consulting_request':
      return `/consulting/${id}/show`;
    case 'order':
      return `/orders/${id}/show`;
    default:
      return null;
  }
}
