import { NEWSLETTER_STATUS_FILTERS, NEWSLETTER_TOPICS, type AdminNewsletterSubscriber } from '@contracts/admin';
import { Chip, Stack } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';

const KEY = 'resources.newsletter';

const newsletterFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="topic" source="topic" alwaysOn translateChoice={false} choices={NEWSLETTER_TOPICS.map((topic) => ({ ...topic }))} />,
  <SelectInput key="status" source="status" alwaysOn choices={NEWSLETTER_STATUS_FILTERS.map((status) => ({ id: status, name: `${KEY}.status.${status}` }))} />,
];

const Actions = () => (
  <TopToolbar>
    <ExportCsvButton />
  </TopToolbar>
);

/** Subscribed (confirmed), waiting for the address to confirm, or unsubscribed. */
export const subscriberState = (record: Pick<AdminNewsletterSubscriber, 'subscribed' | 'unsubscribedAt'>) =>
  record.subscribed ? 'subscribed' : record.unsubscribedAt ? 'unsubscribed' : 'pending';

const SubscribedChip = ({ record }: { record: AdminNewsletterSubscriber }) => {
  const translate = useTranslate();
  const state = subscriberState(record);
  return (
    <Chip
      size="small"
      label={translate(`${KEY}.state.${state}`)}
      color={state === 'subscribed' ? 'success' : state === 'pending' ? 'warning' : 'default'}
      variant="outlined"
    />
  );
};

/** Newsletter subscribers: topic, state and email search; the same selection downloads as CSV. */
export const NewsletterList = () => (
  <List
    filters={newsletterFilters}
    filterDefaultValues={{ status: 'subscribed' }}
    actions={<Actions />}
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="email" />
      <DataTable.Col
        source="topicNames"
        disableSort
        render={(record: AdminNewsletterSubscriber) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {record.topicNames.map((name) => (
              <Chip key={name} label={name} size="small" />
            ))}
          </Stack>
        )}
      />
      <DataTable.Col source="subscribed" disableSort render={(record: AdminNewsletterSubscriber) => <SubscribedChip record={record} />} />
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
      <DataTable.Col source="unsubscribedAt" disableSort>
        <DateField source="unsubscribedAt" locales="ro-RO" showTime emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </List>
);
