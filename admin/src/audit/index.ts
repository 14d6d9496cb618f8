import { AuditList } from './AuditList';

/** The audit log of staff actions (admins): filters and before/after of each entry. */
export const audit = { list: AuditList };
