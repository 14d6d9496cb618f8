import RateReviewIcon from '@mui/icons-material/RateReview';
import { Alert, Box, Chip } from '@mui/material';
import { REVIEW_STATUSES, type ReviewStatus, type SuccessStoryEntry } from '@contracts/content-admin';
import { DataTable, DateField, ImageField, SelectInput, required, TextInput, TopToolbar, ListButton, useRecordContext, useTranslate } from 'react-admin';
import { ApproveRejectButtons } from '../moderation/ApproveRejectButtons';
import { ContentCreate, ContentEdit, ContentList, KEY, MetaInputs, text } from './common';
import type { ContentMethods } from './content-provider';
import { shortenAtWord } from '@contracts/text';

const statuses = REVIEW_STATUSES.map((status) => ({ id: status.id, name: status.name }));
const ratings = [5, 4, 3, 2, 1].map((rating) => ({ id: rating, name: `${'★'.repeat(rating)} (${rating})` }));
const STATUS_COLORS: Record<ReviewStatus, 'warning' | 'success' | 'default'> = { pending: 'warning', approved: 'success', rejected: 'default' };

const ReviewStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<SuccessStoryEntry>();
  if (!record) return null;
  const status = statuses.find((item) => item.id === record.reviewStatus);
  return <Chip size="small" label={status?.name ?? record.reviewStatus} color={STATUS_COLORS[record.reviewStatus]} data-testid="review-status" />;
};

const SourceField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<SuccessStoryEntry>();
  const translate = useTranslate();
  return record ? <>{translate(`${KEY}.source.${record.source}`)}</> : null;
};

/** Aprobă / Respinge of a visitor's review: approving publishes it first in the list (the home page shows the first ones). */
const ModerationButtons = () => {
  const record = useRecordContext<SuccessStoryEntry>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'inline-flex', ml: 1 }}>
      <ApproveRejectButtons<ContentMethods>
        i18nKey={KEY}
        status={record.reviewStatus}
        name={record.name}
        approve={(provider) => provider.approveStory({ id: record.id })}
        reject={(provider, reason) => provider.rejectStory({ id: record.id, reason })}
      />
    </Box>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info">{translate(`${KEY}.empty_pending`)}</Alert>
    </Box>
  );
};

const StoriesList = () => (
  <ContentList
    filters={[<SelectInput key="status" source="status" choices={statuses} alwaysOn />]}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    columns={[
      <DataTable.Col key="name" source="name" disableSort />,
      <DataTable.Col key="company" source="company" disableSort />,
      <DataTable.Col key="rating" source="rating" disableSort render={(record: SuccessStoryEntry) => '★'.repeat(record.rating)} />,
      <DataTable.Col key="quote" source="quote" disableSort render={(record: SuccessStoryEntry) => shortenAtWord(record.quote, 90)} />,
      <DataTable.Col key="reviewStatus" source="reviewStatus" disableSort field={ReviewStatusField} />,
      <DataTable.Col key="source" source="source" disableSort field={SourceField} />,
      <DataTable.Col key="createdAt" source="createdAt">
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>,
    ]}
    actions={<ModerationButtons />}
    empty={<Empty />}
  />
);

/** The moderation state of the story being edited, its photo and the rejection's reason. */
const ReviewPanel = () => {
  const record = useRecordContext<SuccessStoryEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <ReviewStatusField />
      <SourceField />
      {record.photoThumbnail ? (
        <ImageField source="photoThumbnail" title="name" sx={{ '& img': { maxWidth: 96, maxHeight: 96, borderRadius: '50%' } }} />
      ) : null}
      {record.reviewNote ? (
        <Alert severity="warning" sx={{ flex: '1 1 100%' }}>
          {translate(`resources.content-success-stories.fields.reviewNote`)}: {record.reviewNote}
        </Alert>
      ) : null}
    </Box>
  );
};

const EditActions = () => (
  <TopToolbar sx={{ gap: 1 }}>
    <ModerationButtons />
    <ListButton />
  </TopToolbar>
);

const Inputs = ({ editing }: { editing?: boolean }) => {
  const record = useRecordContext<SuccessStoryEntry>();
  return (
    <>
      {editing ? <ReviewPanel /> : null}
      <TextInput source="name" validate={text(2, 100)} />
      <TextInput source="company" validate={text(2, 120)} />
      <TextInput source="city" validate={text(2, 80, true)} />
      <SelectInput source="rating" choices={ratings} validate={required()} />
      <TextInput source="quote" validate={text(20, 1000)} multiline minRows={4} fullWidth />
      <MetaInputs publishHelp={`${KEY}.help.story_published`} disablePublished={editing && record?.reviewStatus !== 'approved'} />
    </>
  );
};

export const successStories = {
  list: StoriesList,
  edit: () => (
    <ContentEdit titleSource="name" actions={<EditActions />}>
      <Inputs editing />
    </ContentEdit>
  ),
  create: () => (
    <ContentCreate>
      <Inputs />
    </ContentCreate>
  ),
  icon: RateReviewIcon,
};
