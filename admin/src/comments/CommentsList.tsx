import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Chip } from '@mui/material';
import { COMMENT_STATUSES, type CommentEntry, type CommentStatus } from '@contracts/comments';
import { useCallback, useState } from 'react';
import {
  Button,
  DataTable,
  DateField,
  DeleteButton,
  List,
  SearchInput,
  SelectInput,
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
import type { CommentMethods } from './comments-provider';

const KEY = 'resources.comments';
const STATUS_COLORS: Record<CommentStatus, 'warning' | 'success' | 'default'> = { pending: 'warning', approved: 'success', rejected: 'default' };
const statusChoices = [...COMMENT_STATUSES, 'all'].map((status) => ({ id: status, name: `${KEY}.status.${status}` }));

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SearchInput key="q" source="q" alwaysOn />,
];

/** Runs a moderation call pessimistically: nothing looks done before the API agreed; then refresh and notify. */
function useCommentAction() {
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & CommentMethods;
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (call: (provider: CommentMethods) => Promise<unknown>, success: string, onSuccess?: () => void) => {
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

const StatusField = () => {
  const record = useRecordContext<CommentEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" label={translate(`${KEY}.status.${record.status}`)} color={STATUS_COLORS[record.status]} data-testid="comment-status" />;
};

/** "Aprobă": the comment shows under its article. */
const ApproveButton = () => {
  const record = useRecordContext<CommentEntry>();
  const { run, isPending } = useCommentAction();
  if (!record || record.status === 'approved') return null;
  return (
    <Button
      label={`${KEY}.actions.approve`}
      color="success"
      variant="contained"
      size="small"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void run((provider) => provider.approveComment({ id: record.id }), `${KEY}.notifications.approved`);
      }}
    >
      <CheckIcon />
    </Button>
  );
};

/** "Respinge": asks for the reason (required), then hides the comment. */
const RejectButton = () => {
  const record = useRecordContext<CommentEntry>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useCommentAction();
  if (!record || record.status === 'rejected') return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`${KEY}.actions.reject`} color="error" variant="outlined" size="small" onClick={() => setOpen(true)}>
        <CloseIcon />
      </Button>
      <TextDialog
        open={open}
        title={translate(`${KEY}.actions.reject_title`, { name: record.authorName })}
        label={`${KEY}.actions.reason`}
        helperText={`${KEY}.actions.reason_help`}
        validate={[required(), trimmedLength(5, 500)]}
        confirmLabel={`${KEY}.actions.reject`}
        confirmColor="error"
        isPending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void run((provider) => provider.rejectComment({ id: record.id, reason }), `${KEY}.notifications.rejected`, () => setOpen(false))}
      />
    </span>
  );
};

const Actions = () => (
  <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
    <ApproveButton />
    <RejectButton />
    <DeleteButton mutationMode="pessimistic" size="small" />
  </Box>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info">{translate(`${KEY}.empty`)}</Alert>
    </Box>
  );
};

/** Comments on news articles: the pending ones first (a queue), approve, reject with a reason, delete. */
export const CommentsList = () => (
  <List filters={filters} filterDefaultValues={{ status: 'pending' }} perPage={25} exporter={false} empty={false}>
    <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col source="text" disableSort render={(record: CommentEntry) => (record.text.length > 140 ? `${record.text.slice(0, 139)}…` : record.text)} />
      <DataTable.Col source="listingTitle" disableSort />
      <DataTable.Col source="authorName" disableSort render={(record: CommentEntry) => `${record.authorName} (${record.authorEmail})`} />
      <DataTable.Col source="createdAt" disableSort>
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="moderationNote" disableSort />
      <DataTable.Col label="" disableSort>
        <Actions />
      </DataTable.Col>
    </DataTable>
  </List>
);
