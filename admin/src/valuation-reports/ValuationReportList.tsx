import { VALUATION_REPORT_STATUSES, type StaffValuationReport } from '@contracts/valuation-reports';
import { Chip } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { formatAmount, reportStatusLabel } from './valuation-report-view';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Stare"
    alwaysOn
    translateChoice={false}
    emptyText="Toate stările"
    choices={VALUATION_REPORT_STATUSES.map((status) => ({ ...status }))}
  />,
  <SearchInput key="q" source="q" alwaysOn placeholder="Firmă, CUI, comandă, client" />,
];

export const ReportStatusChip = ({ record }: { record: StaffValuationReport }) => (
  <Chip
    size="small"
    data-testid="valuation-report-status"
    label={reportStatusLabel(record)}
    color={record.status === 'published' ? (record.changedSincePublished ? 'warning' : 'success') : 'default'}
  />
);

/** The report workspaces, newest first: drafts to write and published reports (with their version). */
export const ValuationReportList = () => (
  <List title="Rapoarte de evaluare" filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} empty={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col
        source="companyName"
        label="Firma"
        disableSort
        render={(record: StaffValuationReport) => (
          <span>
            {record.companyName}
            {record.companyCui && <small> (CUI {record.companyCui})</small>}
          </span>
        )}
      />
      <DataTable.Col source="orderNumber" label="Comanda" disableSort />
      <DataTable.Col
        source="client"
        label="Client"
        disableSort
        render={(record: StaffValuationReport) => (
          <span>
            {record.client.fullName}
            <br />
            <small>{record.client.email}</small>
          </span>
        )}
      />
      <DataTable.Col
        source="finalMid"
        label="Valoare"
        disableSort
        align="right"
        render={(record: StaffValuationReport) => (record.finalMid === null ? '—' : formatAmount(record.finalMid))}
      />
      <DataTable.Col source="status" label="Stare" disableSort render={(record: StaffValuationReport) => <ReportStatusChip record={record} />} />
      <DataTable.Col source="createdAt" label="Deschis la" disableSort>
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);
