import { LISTING_TYPES } from '@contracts/lists';
import { Typography } from '@mui/material';
import { DataTable, List, SelectInput, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import type { StaffListingRecord } from '../dataProvider/listing-resources';
import { BulkModerationButtons } from './BulkModerationButtons';
import { familyLabel, OwnerField, SubmittedAtField, TitleWithMarker } from './ListingFields';
import { ListingReview } from './ListingHeader';
import { ModerationButtons } from './ModerationButtons';

const KEY = 'resources.moderation';

const queueFilters = [
  <SelectInput key="type" source="type" choices={LISTING_TYPES as { id: number; name: string }[]} emptyText={`${KEY}.all_families`} alwaysOn />,
];

const QueueEmpty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} data-testid="moderation-empty">
      {translate(`${KEY}.empty`)}
    </Typography>
  );
};

/**
 * Pending listings and pending revisions of every family, oldest first (the server's order:
 * no column sorts). A row opens the review page; selected rows can be approved or rejected at once.
 */
export const ModerationList = () => (
  <List filters={queueFilters} perPage={25} empty={<QueueEmpty />} exporter={false} sort={{ field: 'createdAt', order: 'ASC' }}>
    <DataTable rowClick="show" bulkActionButtons={<BulkModerationButtons />}>
      <DataTable.Col source="type" disableSort render={(record: StaffListing) => familyLabel(record.type)} />
      <DataTable.Col source="title" disableSort field={TitleWithMarker} />
      <DataTable.Col source="owner" disableSort field={OwnerField} />
      <DataTable.Col source="submittedAt" disableSort field={SubmittedAtField} />
    </DataTable>
  </List>
);

const ReviewTitle = () => {
  const record = useRecordContext<StaffListingRecord>();
  const translate = useTranslate();
  // The proposed title when an edit waits, as in the page's heading.
  const title = record?.revision?.title ?? record?.title;
  return <>{`${translate(`${KEY}.name`, { smart_count: 1 })}${title ? ` „${title}”` : ''}`}</>;
};

const ReviewActions = () => (
  <TopToolbar sx={{ gap: 1 }}>
    <ModerationButtons />
  </TopToolbar>
);

/** One listing of the queue: what changed since the approved version, and the decisions. */
export const ModerationShow = () => (
  <Show title={<ReviewTitle />} actions={<ReviewActions />} sx={{ '& .RaShow-card': { p: 2 } }}>
    <ListingReview />
  </Show>
);
