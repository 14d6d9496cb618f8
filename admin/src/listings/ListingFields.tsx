import { LISTING_STATUS_LABELS, type ListingStatus } from '@contracts/listings';
import { labelOf, LISTING_TYPES } from '@contracts/lists';
import { Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import { ownerOf } from './listing-owner';

/** Romanian name of a listing family (contracts' LISTING_TYPES). */
export function familyLabel(type: number | undefined): string {
  return labelOf(LISTING_TYPES, type) ?? '—';
}

export { ownerOf } from './listing-owner';

/**
 * When the listing was sent for moderation: the revision's submission time when the API gives
 * it, else the last change of a listing with a waiting revision, else its creation.
 */
export function submittedAtOf(record: Record<string, unknown>): string | null {
  const value = record.submittedAt ?? (record.pendingRevision ? record.updatedAt : record.createdAt);
  return typeof value === 'string' ? value : null;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleString('ro-RO', { dateStyle: 'medium', timeStyle: 'short' });
}

export const FamilyField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffListing>();
  return record ? <span>{familyLabel(record.type)}</span> : null;
};

/** "Proprietar": the owner's name, with the email and the account type under it. */
export const OwnerField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffListing>();
  if (!record) return null;
  const { name, email, accountType } = ownerOf(record);
  return (
    <span data-testid="owner-cell">
      {name ?? '—'}
      {email && (
        <>
          <br />
          <small>{email}</small>
        </>
      )}
      {accountType && (
        <>
          <br />
          <small style={{ opacity: 0.7 }}>{accountType}</small>
        </>
      )}
    </span>
  );
};

export const SubmittedAtField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffListing>();
  return record ? <span>{formatDateTime(submittedAtOf(record))}</span> : null;
};

/** "revizie": an edit of a published listing waits; the approved version stays public. */
export const RevisionMarker = () => {
  const record = useRecordContext<StaffListing>();
  const translate = useTranslate();
  if (!record?.pendingRevision) return null;
  return (
    <Tooltip title={translate('resources.moderation.revision_title')}>
      <Chip data-testid="revision-marker" label={translate('resources.moderation.revision')} size="small" color="warning" sx={{ ml: 1 }} />
    </Tooltip>
  );
};

/** Title followed by the revision marker. */
export const TitleWithMarker = (_props: { label?: string }) => {
  const record = useRecordContext<StaffListing>();
  if (!record) return null;
  return (
    <span>
      {record.title}
      <RevisionMarker />
    </span>
  );
};

const STATUS_COLORS: Record<ListingStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  changes_requested: 'info',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
  archived: 'default',
};

export const StatusField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffListing>();
  if (!record?.status) return null;
  return <Chip size="small" label={LISTING_STATUS_LABELS[record.status]} color={STATUS_COLORS[record.status]} variant="outlined" />;
};
