import type { FailedJobView } from '@contracts/admin';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Tooltip, Typography } from '@mui/material';
import { Button, DataTable, DateField, List, useRecordContext, useTranslate } from 'react-admin';
import { useListingAction } from '../listings/useListingAction';

const KEY = 'resources.failed-jobs';

/** The job's own id (the record id is `<queue>/<job id>`: job ids are unique per queue only). */
export function jobIdOf(record: Pick<FailedJobView, 'queue'> & { id: string | number }): string {
  return String(record.id).slice(record.queue.length + 1);
}

/** "Reîncearcă": runs the job again with fresh attempts, then the list is read again. */
export const RetryJobButton = () => {
  const record = useRecordContext<FailedJobView & { id: string }>();
  const { run, isPending } = useListingAction();
  if (!record) return null;
  const jobId = jobIdOf(record);
  return (
    <Button
      label={`${KEY}.actions.retry`}
      variant="outlined"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void run((provider) => provider.retryJob({ queue: record.queue, id: jobId }), { success: `${KEY}.notifications.retried` });
      }}
    >
      <ReplayIcon />
    </Button>
  );
};

const ErrorText = ({ record }: { record: FailedJobView }) => (
  <Tooltip title={record.error}>
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        maxWidth: 420,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontFamily: 'monospace',
        fontSize: '0.8rem',
      }}
    >
      {record.error}
    </Box>
  </Tooltip>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} data-testid="failed-jobs-empty">
      {translate(`${KEY}.empty`)}
    </Typography>
  );
};

/** Jobs of every queue that ran out of attempts (or failed for good), newest first, each with "Reîncearcă". */
export const FailedJobList = () => (
  <List perPage={25} exporter={false} empty={<Empty />} sort={{ field: 'failedAt', order: 'DESC' }}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="queue" disableSort />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col
        source="jobId"
        disableSort
        render={(record: FailedJobView & { id: string }) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
            {jobIdOf(record)}
          </Box>
        )}
      />
      <DataTable.Col source="attempts" disableSort />
      <DataTable.Col source="error" disableSort render={(record: FailedJobView) => <ErrorText record={record} />} />
      <DataTable.Col source="failedAt" disableSort>
        <DateField source="failedAt" locales="ro-RO" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col disableSort label="">
        <RetryJobButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
