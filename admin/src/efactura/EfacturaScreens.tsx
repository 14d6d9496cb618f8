import type { AdminEfacturaInvoice } from '@contracts/efactura';
import { EFACTURA_STATUS_NAMES, type EfacturaStatus } from '@contracts/invoices';
import ReplayIcon from '@mui/icons-material/Replay';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Card, CardContent, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Confirm,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  Show,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../layout/EmptyList';
import { useProviderQuery } from '../useProviderQuery';
import { formatDateTime } from '../listings/ListingFields';
import { useModerationCall } from '../moderation/ApproveRejectButtons';
import { isStaffRole } from '../roles';
import type { EfacturaMethods } from './efactura-provider';
import { formatCents } from '@contracts/format-money';
import { EFACTURA_STATUS_COLORS, firstMessage, formatDay, mayRetry, riskOf } from './efactura-view';

const KEY = 'resources.efactura';

const STATUS_CHOICES = (Object.keys(EFACTURA_STATUS_NAMES) as EfacturaStatus[]).map((id) => ({ id, name: EFACTURA_STATUS_NAMES[id] }));

const RISK_CHOICES = [
  { id: 'true', name: `${KEY}.filters.at_risk` },
  { id: 'false', name: `${KEY}.filters.not_at_risk` },
];

const filters = [
  <SelectInput key="status" source="status" alwaysOn translateChoice={false} emptyText={`${KEY}.filters.all_statuses`} choices={STATUS_CHOICES} />,
  <SelectInput key="atRisk" source="atRisk" alwaysOn emptyText={`${KEY}.filters.all_risks`} choices={RISK_CHOICES} />,
  <SearchInput key="q" source="q" alwaysOn />,
];

export const EfacturaStatusChip = ({ status }: { status: EfacturaStatus }) => (
  <Chip size="small" data-testid="efactura-status" label={EFACTURA_STATUS_NAMES[status] ?? status} color={EFACTURA_STATUS_COLORS[status] ?? 'default'} />
);

/**
 * The mark of a document not validated within 4 working days of issue (the law gives 5): „La risc”,
 * or „Termen depășit” once the 5th working day is over; nothing otherwise.
 */
export const EfacturaRiskChip = ({ invoice }: { invoice: Pick<AdminEfacturaInvoice, 'atRisk' | 'deadlinePassed' | 'reportBy'> }) => {
  const translate = useTranslate();
  const risk = riskOf(invoice);
  if (!risk) return null;
  return (
    <Chip
      size="small"
      data-testid="efactura-risk"
      icon={<WarningAmberIcon />}
      label={translate(`${KEY}.risk.${risk}`)}
      title={`${translate(`${KEY}.risk.at_risk_title`)} · ${translate(`${KEY}.fields.reportBy`)}: ${formatDay(invoice.reportBy)}`}
      color={risk === 'deadline_passed' ? 'error' : 'warning'}
      variant={risk === 'deadline_passed' ? 'filled' : 'outlined'}
    />
  );
};

/** A notice when e-Factura is not configured (nothing is sent; the states say "disabled"). */
const DisabledNotice = () => {
  const translate = useTranslate();
  const { data } = useProviderQuery(['efactura-settings'], (provider) => (provider as unknown as EfacturaMethods).efacturaSettings());
  return data?.enabled === false ? (
    <Alert severity="info" data-testid="efactura-disabled" sx={{ mb: 1 }}>
      {translate(`${KEY}.disabled_notice`)}
    </Alert>
  ) : null;
};

/** Invoices and credit notes with their RO e-Factura state and ANAF's first message, newest first. */
export const EfacturaList = () => {
  const translate = useTranslate();
  return (
    <>
      <DisabledNotice />
      <List filters={filters} perPage={25} exporter={false} empty={false} sort={{ field: 'issuedAt', order: 'DESC' }}>
        <DataTable rowClick="show" bulkActionButtons={false} empty={<EmptyList message={`${KEY}.empty`} />}>
          <DataTable.Col source="number" disableSort />
          <DataTable.Col source="kind" disableSort render={(record: AdminEfacturaInvoice) => translate(`${KEY}.kinds.${record.kind}`)} />
          <DataTable.Col source="buyerName" disableSort />
          <DataTable.Col source="totalCents" disableSort align="right" render={(record: AdminEfacturaInvoice) => formatCents(record.totalCents)} />
          <DataTable.Col source="status" disableSort render={(record: AdminEfacturaInvoice) => <EfacturaStatusChip status={record.status} />} />
          <DataTable.Col source="atRisk" disableSort render={(record: AdminEfacturaInvoice) => <EfacturaRiskChip invoice={record} />} />
          <DataTable.Col source="message" disableSort render={(record: AdminEfacturaInvoice) => <small>{firstMessage(record.message)}</small>} />
          <DataTable.Col source="issuedAt" disableSort>
            <DateField source="issuedAt" locales="ro-RO" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};

const Row = ({ field, label, children }: { field: string; label: string; children: ReactNode }) => (
  <TableRow data-field={field}>
    <TableCell component="th" scope="row" sx={{ width: '30%', verticalAlign: 'top' }}>
      {label}
    </TableCell>
    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</TableCell>
  </TableRow>
);

/** "Retransmite la ANAF": admins, for a rejected, failed or never sent invoice; asks first. */
const RetryButton = () => {
  const record = useRecordContext<AdminEfacturaInvoice>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const { run, isPending } = useModerationCall<EfacturaMethods>();
  const [open, setOpen] = useState(false);
  if (!record || !mayRetry(isStaffRole(permissions) ? permissions : undefined, record)) return null;
  return (
    <>
      <Button label={`${KEY}.actions.retry`} variant="contained" color="primary" disabled={isPending} onClick={() => setOpen(true)}>
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`${KEY}.actions.retry_title`, { number: record.number })}
        content={`${KEY}.actions.retry_help`}
        confirm={`${KEY}.actions.confirm`}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          void run(
            (provider) => provider.retryEfactura({ id: record.id }),
            `${KEY}.notifications.retried`,
            () => setOpen(false),
          )
        }
      />
    </>
  );
};

const EfacturaDetails = () => {
  const record = useRecordContext<AdminEfacturaInvoice>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`${KEY}.fields.${name}`);
  const risk = riskOf(record);
  return (
    <Card>
      <CardContent>
        {risk ? (
          <Alert severity={risk === 'deadline_passed' ? 'error' : 'warning'} data-testid="efactura-risk-notice" sx={{ mb: 2 }}>
            {translate(`${KEY}.risk.${risk}_notice`, { date: formatDay(record.reportBy) })}
          </Alert>
        ) : null}
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${KEY}.kinds.${record.kind}`)} {record.number}
        </Typography>
        <Table size="small">
          <TableBody>
            <Row field="status" label={field('status')}>
              <EfacturaStatusChip status={record.status} />
            </Row>
            <Row field="reportBy" label={field('reportBy')}>
              {formatDay(record.reportBy)} <EfacturaRiskChip invoice={record} />
            </Row>
            <Row field="message" label={field('message')}>
              <Box component="span" data-testid="efactura-message">
                {record.message ?? '—'}
              </Box>
            </Row>
            <Row field="buyerName" label={field('buyerName')}>
              {record.buyerName}
            </Row>
            <Row field="totalCents" label={field('totalCents')}>
              {formatCents(record.totalCents)}
            </Row>
            <Row field="orderNumber" label={field('orderNumber')}>
              <Link to={`/orders/${encodeURIComponent(record.orderId)}/show`}>{record.orderNumber}</Link>
            </Row>
            <Row field="uploadId" label={field('uploadId')}>
              {record.uploadId ?? '—'}
            </Row>
            <Row field="downloadId" label={field('downloadId')}>
              {record.downloadId ?? '—'}
            </Row>
            <Row field="attempt" label={field('attempt')}>
              {record.attempt}
            </Row>
            <Row field="issuedAt" label={field('issuedAt')}>
              {formatDateTime(record.issuedAt)}
            </Row>
            <Row field="updatedAt" label={field('updatedAt')}>
              {record.updatedAt ? formatDateTime(record.updatedAt) : '—'}
            </Row>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

/** One invoice's e-Factura state with all of ANAF's messages, and the retry button. */
export const EfacturaShow = () => (
  <Show
    actions={
      <TopToolbar>
        <RetryButton />
      </TopToolbar>
    }
  >
    <EfacturaDetails />
  </Show>
);
