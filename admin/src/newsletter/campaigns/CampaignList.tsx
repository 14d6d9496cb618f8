import { NEWSLETTER_TOPICS } from '@contracts/admin';
import { NEWSLETTER_CAMPAIGN_STATUSES, type AdminNewsletterCampaign } from '@contracts/newsletter';
import { Chip } from '@mui/material';
import { CreateButton, DataTable, DateField, List, SelectInput, TopToolbar } from 'react-admin';
import { deliveryProgress } from './campaign-view';

const campaignFilters = [
  <SelectInput key="status" source="status" alwaysOn translateChoice={false} choices={NEWSLETTER_CAMPAIGN_STATUSES.map((status) => ({ ...status }))} />,
  <SelectInput key="topic" source="topic" alwaysOn translateChoice={false} choices={NEWSLETTER_TOPICS.map((topic) => ({ ...topic }))} />,
];

export const CampaignStatusChip = ({ record }: { record: AdminNewsletterCampaign }) => (
  <Chip
    size="small"
    variant="outlined"
    label={record.statusName}
    color={record.status === 'sent' ? 'success' : record.status === 'sending' ? 'info' : 'default'}
  />
);

/** Campaigns, newest first: status, topic and delivery counts; a row opens the campaign. */
export const CampaignList = () => (
  <List
    filters={campaignFilters}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="topicName" disableSort />
      <DataTable.Col source="statusName" disableSort render={(record: AdminNewsletterCampaign) => <CampaignStatusChip record={record} />} />
      <DataTable.Col source="sent" disableSort render={(record: AdminNewsletterCampaign) => deliveryProgress(record.counts)} />
      <DataTable.Col source="failed" disableSort render={(record: AdminNewsletterCampaign) => record.counts.failed} />
      <DataTable.Col source="unsubscribedAfter" disableSort render={(record: AdminNewsletterCampaign) => record.counts.unsubscribedAfter} />
      <DataTable.Col source="createdAt" disableSort>
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
      <DataTable.Col source="sentAt" disableSort>
        <DateField source="sentAt" locales="ro-RO" showTime emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </List>
);
