import type { ConsultingStatus, StaffConsultingDetail } from '@contracts/consulting';
import { Box, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, maxLength, useRecordContext, useTranslate } from 'react-admin';
import { TextDialog } from '../listings/TextDialog';
import { useListingAction } from '../listings/useListingAction';
import { useProviderQuery } from '../useProviderQuery';
import { useStaffIdentity } from '../useStaffIdentity';
import { StatusChip } from './ConsultingList';
import { statusName, transitionButtons } from './consulting-workflow';

const KEY = 'resources.consulting';

/**
 * The request's status: the current one, the last message the client got, and one button per
 * status the server allows next. Each asks for an optional message for the client, then waits for
 * the server (pessimistic: the change emails the client, so there is no undo).
 */
const StatusActions = ({ record }: { record: StaffConsultingDetail }) => {
  const translate = useTranslate();
  const { run, isPending } = useListingAction();
  const [target, setTarget] = useState<ConsultingStatus | null>(null);
  const buttons = transitionButtons(record.status, record.nextStatuses);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`${KEY}.show.status_now`)}
      </Typography>
      <StatusChip record={record} />
      {record.statusMessage && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }} data-testid="consulting-status-message">
          {translate(`${KEY}.fields.statusMessage`)}: {record.statusMessage}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate(`${KEY}.show.next_statuses`)}
      </Typography>
      {buttons.length === 0 ? (
        <Typography variant="body2">{translate(`${KEY}.show.no_next`)}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }} data-testid="consulting-transitions">
          {buttons.map((button) => (
            <Button key={button.to} label={button.label} variant="outlined" color={button.color} disabled={isPending} onClick={() => setTarget(button.to)} />
          ))}
        </Stack>
      )}
      <TextDialog
        open={target !== null}
        title={target ? translate(`${KEY}.actions.status_title`, { number: record.number, status: statusName(target) }) : ''}
        label={`${KEY}.actions.message`}
        helperText={`${KEY}.actions.message_help`}
        validate={[maxLength(2000)]}
        confirmLabel={`${KEY}.actions.move`}
        isPending={isPending}
        onClose={() => setTarget(null)}
        onConfirm={(message) => {
          if (!target) return;
          void run((provider) => provider.setConsultingStatus({ id: record.id, status: target, message }), {
            success: `${KEY}.notifications.status_changed`,
            onSuccess: () => setTarget(null),
          });
        }}
      />
    </Box>
  );
};

/** Who leads the request: take it, give it to an active consultant or admin, or release it. */
const Assignment = ({ record }: { record: StaffConsultingDetail }) => {
  const translate = useTranslate();
  const { identity } = useStaffIdentity();
  const { data: assignees } = useProviderQuery(['consulting-assignees'], (provider) => provider.consultingAssignees());
  const { run, isPending } = useListingAction();
  const [chosen, setChosen] = useState('');
  const assign = (consultantId: string | null) =>
    run((provider) => provider.assignConsulting({ id: record.id, consultantId }), {
      success: `${KEY}.notifications.${consultantId ? 'assigned' : 'unassigned'}`,
      onSuccess: () => setChosen(''),
    });
  const mine = identity && record.assignedToId === identity.id;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`${KEY}.show.assignee`)}
      </Typography>
      <Typography data-testid="consulting-assignee">{record.assignedToName ?? translate(`${KEY}.show.unassigned`)}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {identity && !mine && <Button label={`${KEY}.actions.take`} variant="contained" disabled={isPending} onClick={() => void assign(identity.id)} />}
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="consulting-assignee-label">{translate(`${KEY}.actions.choose_assignee`)}</InputLabel>
          <Select
            labelId="consulting-assignee-label"
            label={translate(`${KEY}.actions.choose_assignee`)}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {(assignees ?? []).map((person) => (
              <MenuItem key={person.id} value={person.id}>
                {person.fullName}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          label={`${KEY}.actions.assign`}
          variant="outlined"
          disabled={isPending || !chosen || chosen === record.assignedToId}
          onClick={() => void assign(chosen)}
        />
        {record.assignedToId && <Button label={`${KEY}.actions.unassign`} disabled={isPending} onClick={() => void assign(null)} />}
      </Stack>
    </Box>
  );
};

export const ConsultingWorkflow = () => {
  const record = useRecordContext<StaffConsultingDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="consulting-workflow-title" data-testid="consulting-workflow">
      <CardContent>
        <Typography variant="h6" component="h2" id="consulting-workflow-title" gutterBottom>
          {translate(`${KEY}.show.workflow`)}
        </Typography>
        <StatusActions record={record} />
        <Assignment record={record} />
      </CardContent>
    </Card>
  );
};
