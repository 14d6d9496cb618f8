import type { AdminNewsletterCampaign, NewsletterCampaignPreview } from '@contracts/newsletter';
import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { DateField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useProviderQuery } from '../../useProviderQuery';
import { CampaignActions } from './CampaignActions';
import { CampaignStatusChip } from './CampaignList';
import type { CampaignMethods } from './campaigns-provider';
import { COUNT_FIELDS, isDraft } from './campaign-view';

const KEY = 'resources.newsletter-campaigns';

const Counts = () => {
  const record = useRecordContext<AdminNewsletterCampaign>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Table size="small" data-testid="campaign-counts" sx={{ maxWidth: 420 }}>
      <TableBody>
        {COUNT_FIELDS.map((field) => (
          <TableRow key={field} data-field={field}>
            <TableCell component="th" scope="row">
              {translate(`${KEY}.fields.${field}`)}
            </TableCell>
            <TableCell>{record.counts[field]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The email as recipients get it, in a sandboxed frame (no script, no same-origin access). */
const Preview = () => {
  const record = useRecordContext<AdminNewsletterCampaign>();
  const translate = useTranslate();
  const { data, error } = useProviderQuery<NewsletterCampaignPreview>(
    ['newsletter-campaign-preview', record?.id],
    (provider) => (provider as unknown as CampaignMethods).previewCampaign({ id: record!.id }),
    Boolean(record),
  );
  if (error) return <Alert severity="error">{translate(`${KEY}.show.preview_error`)}</Alert>;
  if (!data) return null;
  return (
    <Box component="section" aria-label={translate(`${KEY}.show.preview`)}>
      <Typography variant="subtitle2" gutterBottom>
        {data.subject}
      </Typography>
      <iframe
        title={translate(`${KEY}.show.preview`)}
        sandbox=""
        srcDoc={data.html}
        style={{ width: '100%', minHeight: 480, border: '1px solid #ddd', borderRadius: 4 }}
        data-testid="campaign-preview"
      />
    </Box>
  );
};

const Details = () => {
  const record = useRecordContext<AdminNewsletterCampaign>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {isDraft(record) ? <Alert severity="info">{translate(`${KEY}.show.draft_note`)}</Alert> : null}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {record.subject}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <CampaignStatusChip record={record} />
            <span>
              {translate(`${KEY}.fields.topicName`)}: <TextField source="topicName" />
            </span>
            <span>
              {translate(`${KEY}.fields.createdBy`)}: <TextField source="createdBy" emptyText="—" />
            </span>
            {record.sentAt ? (
              <span>
                {translate(`${KEY}.fields.sentAt`)}: <DateField source="sentAt" locales="ro-RO" showTime />
              </span>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`${KEY}.show.counts`)}
          </Typography>
          <Counts />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`${KEY}.show.preview`)}
          </Typography>
          <Preview />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** One campaign: state, delivery counts, the preview and (for a draft) edit, test and send. */
export const CampaignShow = () => (
  <Show
    actions={
      <TopToolbar>
        <CampaignActions />
      </TopToolbar>
    }
  >
    <Details />
  </Show>
);
