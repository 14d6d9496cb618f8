import { Box, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import type { StaffMessageReport, StaffReportedConversation } from '@contracts/messages';
import { Button, DataTable, DateField, List, SelectInput, Show, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import { useFileDownload } from '../download';
import { EmptyList } from '../layout/EmptyList';
import type { MessageReportMethods } from './message-reports-provider';
import { shortenAtWord } from '@contracts/text';

const handledChoices = [
  { id: 'false', name: 'Nerezolvate' },
  { id: 'true', name: 'Rezolvate' },
];
const filters = [<SelectInput key="handled" source="handled" label="Stare" choices={handledChoices} alwaysOn emptyText="Toate" />];

const excerpt = (text: string) => shortenAtWord(text, 140);

const StatusChip = () => {
  const record = useRecordContext<StaffMessageReport>();
  if (!record) return null;
  return record.handledAt ? <Chip size="small" label="Rezolvată" /> : <Chip size="small" color="warning" label="Nerezolvată" data-testid="report-open" />;
};

/** „Marchează rezolvată”: the report leaves the open ones (nothing else changes). */
const HandleButton = () => {
  const record = useRecordContext<StaffMessageReport>();
  const provider = useDataProvider() as unknown as MessageReportMethods;
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || record.handledAt) return null;
  return (
    <Button
      label="Marchează rezolvată"
      disabled={busy}
      onClick={async (event) => {
        event.stopPropagation();
        setBusy(true);
        try {
          await provider.handleMessageReport({ id: record.id });
          notify('Raportarea a fost marcată rezolvată.', { type: 'success' });
          refresh();
        } catch {
          notify('Raportarea nu a putut fi actualizată.', { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    />
  );
};

/** Reported messages, open ones first: what was written, by whom, why it was reported. */
export const MessageReportList = () => (
  <List filters={filters} filterDefaultValues={{ handled: 'false' }} perPage={25} exporter={false} empty={false} title="Mesaje raportate">
    <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyList message="Nu există mesaje raportate." />}>
      <DataTable.Col source="body" label="Mesaj" disableSort render={(record: StaffMessageReport) => excerpt(record.body)} />
      <DataTable.Col source="reason" label="Motiv" disableSort />
      <DataTable.Col source="sender.fullName" label="Expeditor" disableSort />
      <DataTable.Col source="reporter.fullName" label="Raportat de" disableSort />
      <DataTable.Col source="listing.title" label="Anunț" disableSort />
      <DataTable.Col source="createdAt" label="Raportat la" disableSort>
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
      <DataTable.Col label="Stare" disableSort>
        <StatusChip />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <HandleButton />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** The report and the whole conversation it belongs to; messages are text (never HTML), line breaks kept. */
const ReportedConversation = () => {
  const record = useRecordContext<StaffReportedConversation>();
  const provider = useDataProvider() as unknown as MessageReportMethods;
  const { busy, download } = useFileDownload();
  // Until the report itself arrives, react-admin may hand over the list's row (no conversation yet).
  if (!record?.messages || !record.buyer || !record.seller) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h6">Mesaj raportat în conversația despre „{record.listing.title}”</Typography>
        <Typography variant="body2">
          Raportat de {record.reporter.fullName} · motiv: {record.reason}
        </Typography>
        <Typography variant="body2">
          Cumpărător: {record.buyer.fullName} · Vânzător: {record.seller.fullName}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
          <StatusChip />
          <HandleButton />
        </Box>
      </Box>
      <Stack spacing={1} data-testid="reported-thread">
        {record.messages.map((message) => (
          <Paper
            key={message.id}
            variant="outlined"
            sx={{ p: 1.5, borderColor: message.id === record.messageId ? 'error.main' : undefined, borderWidth: message.id === record.messageId ? 2 : 1 }}
          >
            <Typography variant="caption" component="p">
              {message.senderId === record.buyer.id ? record.buyer.fullName : record.seller.fullName} ·{' '}
              {new Date(message.sentAt).toLocaleString('ro-RO', { timeZone: 'Europe/Bucharest' })}
              {message.id === record.messageId ? ' · mesajul raportat' : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Typography>
            {message.attachments.length ? (
              <Typography variant="caption" component="p">
                Documente:{' '}
                {message.attachments.map((document, index) => (
                  <span key={document.key}>
                    {index ? ', ' : ''}
                    <MuiLink
                      component="button"
                      type="button"
                      disabled={busy}
                      onClick={() =>
                        download(() => provider.messageAttachment({ conversationId: record.conversationId, key: document.key }), document.originalName)
                      }
                    >
                      {document.originalName}
                    </MuiLink>
                  </span>
                ))}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
};

export const MessageReportShow = () => (
  <Show title="Mesaj raportat">
    <ReportedConversation />
  </Show>
);
