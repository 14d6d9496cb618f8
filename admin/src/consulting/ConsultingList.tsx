import { CONSULTING_KINDS, CONSULTING_STATUSES, CONSULTING_TOPICS, type StaffConsultingRequest } from '@contracts/consulting';
import { Chip } from '@mui/material';
import { DataTable, DateField, DateInput, List, SearchInput, SelectInput } from 'react-admin';
import { useProviderQuery } from '../useProviderQuery';
import { STATUS_COLORS } from './consulting-workflow';

const KEY = 'resources.consulting';

/** "Consultant": mine, unassigned, anyone's, or one named consultant (the assignees route). */
const AssigneeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data } = useProviderQuery(['consulting-assignees'], (provider) => provider.consultingAssignees());
  const choices = [
    { id: 'me', name: `${KEY}.filters.me` },
    { id: 'none', name: `${KEY}.filters.none` },
    { id: 'any', name: `${KEY}.filters.any` },
    ...(data ?? []).map((person) => ({ id: person.id, name: person.fullName })),
  ];
  return <SelectInput {...props} choices={choices} />;
};

const consultingFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" alwaysOn choices={CONSULTING_STATUSES.map((status) => ({ ...status }))} />,
  <AssigneeFilter key="assigned" source="assigned" alwaysOn />,
  <SelectInput key="kind" source="kind" alwaysOn choices={CONSULTING_KINDS.map((kind) => ({ ...kind }))} />,
  <SelectInput key="topic" source="topic" choices={CONSULTING_TOPICS.map((topic) => ({ ...topic }))} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export const StatusChip = ({ record }: { record: Pick<StaffConsultingRequest, 'status' | 'statusName'> }) => (
  <Chip size="small" data-testid="consulting-status" label={record.statusName} color={STATUS_COLORS[record.status]} />
);

/** The team's queue of requests: newest first, filtered by status, consultant, form, topic and day. */
export const ConsultingList = () => (
  <List filters={consultingFilters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="number" />
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
      <DataTable.Col
        source="fullName"
        disableSort
        render={(record: StaffConsultingRequest) => (
          <span>
            {record.fullName}
            <br />
            <small>{record.email}</small>
          </span>
        )}
      />
      <DataTable.Col source="kindName" disableSort />
      <DataTable.Col source="topicName" disableSort />
      <DataTable.Col source="status" render={(record: StaffConsultingRequest) => <StatusChip record={record} />} />
      <DataTable.Col source="assignedToName" disableSort render={(record: StaffConsultingRequest) => record.assignedToName ?? '—'} />
      <DataTable.Col source="updatedAt">
        <DateField source="updatedAt" locales="ro-RO" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);
