import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffListingRecord } from '../dataProvider/listing-resources';
import { ListingComparison } from './ListingComparison';
import { familyLabel, formatDateTime, ownerOf, RevisionMarker, StatusField, submittedAtOf } from './ListingFields';

const KEY = 'resources.moderation';

const Fact = ({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" data-testid={testId}>
      {children}
    </Typography>
  </Box>
);

/**
 * A listing read through `GET /api/admin/listings/{id}`: who and when, its state, the last
 * moderation note, then the approved version beside the proposed one.
 */
export const ListingReview = () => {
  const record = useRecordContext<StaffListingRecord>();
  const translate = useTranslate();
  if (!record) return null;
  // Opened from a list, the record first comes from the list's cache (no `listing` and
  // `revision` yet) until GET /listings/{id} answers.
  if (!record.listing) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const field = (name: string) => translate(`${KEY}.fields.${name}`);
  const owner = ownerOf(record);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {record.revision?.title ?? record.title}
          <RevisionMarker />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Fact label={field('type')} testId="listing-family">
          {familyLabel(record.type)}
        </Fact>
        <Fact label={field('owner')} testId="listing-owner">
          {[owner.name, owner.email].filter(Boolean).join(' · ') || '—'}
        </Fact>
        <Fact label={field('submittedAt')}>{formatDateTime(submittedAtOf(record))}</Fact>
        <Fact label={field('status')} testId="listing-status">
          <StatusField />
        </Fact>
        {record.expiresAt && <Fact label={field('expiresAt')}>{formatDateTime(record.expiresAt)}</Fact>}
        {record.promotedUntil && <Fact label={field('promotedUntil')}>{formatDateTime(record.promotedUntil)}</Fact>}
      </Box>
      {record.moderationNote && (
        <Alert severity="info" data-testid="moderation-note">
          <strong>{field('moderationNote')}:</strong> {record.moderationNote}
        </Alert>
      )}
      <ListingComparison listing={record.listing} revision={record.revision} />
    </Box>
  );
};
