import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../i18n/ro-staff';
import { auditChanges, auditEntityPath, auditValueText } from './audit-diff';

describe('audit entry before/after', () => {
  it('puts the fields of both sides next to each other and marks the changed ones', () => {
    expect(
      auditChanges({ roles: ['moderator'], blocked: false, blockedAt: null }, { roles: ['moderator', 'consultant'], blocked: false, blockedAt: null }),
    ).toEqual([
      { field: 'roles', before: ['moderator'], after: ['moderator', 'consultant'], changed: true },
      { field: 'blocked', before: false, after: false, changed: false },
      { field: 'blockedAt', before: null, after: null, changed: false },
    ]);
  });

  it('lists fields only one side has, and an entry without a before', () => {
    expect(auditChanges({ status: 'new' }, { status: 'in_progress', message: 'Începem.' })).toEqual([
      { field: 'status', before: 'new', after: 'in_progress', changed: true },
      { field: 'message', before: null, after: 'Începem.', changed: true },
    ]);
    expect(auditChanges(null, { noteId: 'n1' })).toEqual([{ field: 'noteId', before: null, after: 'n1', changed: true }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ assignedToId: null }, { assignedToId: 'c1' })[0]!.changed).toBe(true);
  });

  it('shows date-times in Romanian and other values as text', () => {
    expect(auditValueText('2026-03-05T10:00:00.000Z')).toMatch(/2026/);
    expect(auditValueText('2026-03-05T10:00:00.000Z')).not.toContain('T10');
    expect(auditValueText(['admin', 'consultant'])).toBe('admin, consultant');
    expect(auditValueText(true)).toBe('Da');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('in_progress')).toBe('in_progress');
  });

  it('names the order actions and the order entity', () => {
    expect(AUDIT_ACTION_LABELS['order.mark_paid']).toBe('Comandă marcată ca plătită');
    expect(AUDIT_ACTION_LABELS['order.cancel']).toBe('Comandă anulată');
    expect(AUDIT_ENTITY_LABELS.order).toBe('Comandă');
  });

  it('links listings, users, consulting requests and orders to their screens', () => {
    expect(auditEntityPath('listing', 'l1')).toBe('/moderation/l1/show');
    expect(auditEntityPath('user', 'u1')).toBe('/users/u1/show');
    expect(auditEntityPath('consulting_request', 'c1')).toBe('/consulting/c1/show');
    expect(auditEntityPath('order', 'o1')).toBe('/orders/o1/show');
    expect(auditEntityPath('content_entry', 'x')).toBeNull();
  });
});
