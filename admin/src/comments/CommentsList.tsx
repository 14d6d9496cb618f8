import { Box, Chip } from '@mui/material';
import { COMMENT_STATUSES, type CommentEntry, type CommentStatus } from '@contracts/comments';
import { DataTable, DateField, DeleteButton, List, SearchInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { ApproveRejectButtons } from '../moderation/ApproveRejectButtons';
import type { CommentMethods } from './comments-provider';
import { EmptyList } from '../layout/EmptyList';
import { shortenAtWord } from '@contracts/text';

const KEY = 'resources.comments';
const STATUS_COLORS: Record<CommentStatus, 'warning' | 'success' | 'default'> = { pending: 'warning', approved: 'success', rejected: 'default' };
const statusChoices = [...COMMENT_STATUSES, 'all'].map((status) => ({ id: status, name: `${KEY}.status.${status}` }));

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, <SearchInput key="q" source="q" alwaysOn />];

const StatusField = () => {
  const record = useRecordContext<CommentEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" label={translate(`${KEY}.status.${record.status}`)} color={STATUS_COLORS[record.status]} data-testid="comment-status" />;
};

/** Aprobă (the comment shows under its article) / Respinge (with a reason the author sees). */
const ModerationButtons = () => {
  const record = useRecordContext<CommentEntry>();
  if (!record) return null;
  return (
    <ApproveRejectButtons<CommentMethods>
      i18nKey={KEY}
      status={record.status}
      name={record.authorName}
      approve={(provider) => provider.approveComment({ id: record.id })}
      reject={(provider, reason) => provider.rejectComment({ id: record.id, reason })}
    />
  );
};

const Actions = () => (
  <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
    <ModerationButtons />
    <DeleteButton mutationMode="pessimistic" size="small" />
  </Box>
);

/** Comments on news articles: the pending ones first (a queue), approve, reject with a reason, delete. */
export const CommentsList = () => (
  <List filters={filters} filterDefaultValues={{ status: 'pending' }} perPage={25} exporter={false} empty={false}>
    <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList message={`${KEY}.empty`} />}>
      <DataTable.Col source="text" disableSort render={(record: CommentEntry) => shortenAtWord(record.text, 140)} />
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
