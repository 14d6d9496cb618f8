import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Alert, Box, Chip } from '@mui/material';
import { REVIEW_STATUSES, type ReviewStatus, type SuccessStoryEntry } from '@contracts/content-admin';
import { useCallback, useState } from 'react';
import {
  Button,
  DataTable,
  DateField,
  ImageField,
  SelectInput,
  TextInput,
  TopToolbar,
  ListButton,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { TextDialog } from '../listings/TextDialog';
import { trimmedLength } from '../listings/validators';
import { ContentCreate, ContentEdit, ContentList, KEY, MetaInputs, text } from './common';
import type { ContentMethods } from './content-provider';

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

/** Runs a moderation call pessimistically: nothing looks done before the API agreed; then refresh and notify. */
function useStoryAction() {
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & ContentMethods;
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (call: (provider: ContentMethods) => Promise<unknown>, success: string, onSuccess?: () => void) => {
      setPending(true);
      try {
        await call(dataProvider);
      } catch (error) {
        notify((error as HttpError)?.message || 'ra.notification.http_error', { type: 'error' });
        return;
      } finally {
        setPending(false);
      }
      refresh();
      notify(success, { type: 'success' });
      onSuccess?.();
    },
    [dataProvider, notify, refresh],
  );
  return { run, isPending };
}

/** "Aprobă": the story is published, first in the list (the home page shows the first ones). */
export const ApproveStoryButton = () => {
  const record = useRecordContext<SuccessStoryEntry>();
  const { run, isPending } = useStoryAction();
  if (!record || record.reviewStatus === 'approved') return null;
  return (
    <Button
      label={`${KEY}.actions.approve`}
      color="success"
      variant="contained"
      size="small"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void run((provider) => provider.approveStory({ id: record.id }), `${KEY}.notifications.approved`);
      }}
    >
      <CheckIcon />
    </Button>
  );
};

/** "Respinge": asks for the reason (required), then takes the story off the site. */
export const RejectStoryButton = () => {
  const record = useRecordContext<SuccessStoryEntry>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useStoryAction();
  if (!record || record.reviewStatus === 'rejected') return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`${KEY}.actions.reject`} color="error" variant="outlined" size="small" onClick={() => setOpen(true)}>
        <CloseIcon />
      </Button>
      <TextDialog
        open={open}
        title={translate(`${KEY}.actions.reject_title`, { name: record.name })}
        label={`${KEY}.actions.reason`}
        helperText={`${KEY}.actions.reason_help`}
        validate={[required(), trimmedLength(5, 500)]}
        confirmLabel={`${KEY}.actions.reject`}
        confirmColor="error"
        isPending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void run((provider) => provider.rejectStory({ id: record.id, reason }), `${KEY}.notifications.rejected`, () => setOpen(false))}
      />
    </span>
  );
};

const ModerationButtons = () => (
  <Box sx={{ display: 'inline-flex', gap: 1, ml: 1 }}>
    <ApproveStoryButton />
    <RejectStoryButton />
  </Box>
);

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
      <DataTable.Col key="quote" source="quote" disableSort render={(record: SuccessStoryEntry) => (record.quote.length > 90 ? `${record.quote.slice(0, 89)}…` : record.quote)} />,
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
      {record.photoThumbnail ? <ImageField source="photoThumbnail" title="name" sx={{ '& img': { maxWidth: 96, maxHeight: 96, borderRadius: '50%' } }} /> : null}
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
