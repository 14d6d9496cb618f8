import { ORDER_KINDS, ORDER_STATUSES, type AdminOrderView } from '@contracts/orders';
import { Chip } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { formatMoney } from '@contracts/format-money';
import { ORDER_STATUS_COLORS } from './order-view';
import { EmptyList } from '../layout/EmptyList';

const KEY = 'resources.orders';

const orderFilters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    translateChoice={false}
    emptyText={`${KEY}.filters.all_statuses`}
    choices={ORDER_STATUSES.map((status) => ({ ...status }))}
  />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    translateChoice={false}
    emptyText={`${KEY}.filters.all_kinds`}
    choices={ORDER_KINDS.map((kind) => ({ ...kind }))}
  />,
  <SearchInput key="q" source="q" alwaysOn />,
];

export const OrderStatusChip = ({ record }: { record: Pick<AdminOrderView, 'status' | 'statusName'> }) => (
  <Chip size="small" data-testid="order-status" label={record.statusName} color={ORDER_STATUS_COLORS[record.status]} />
);

/**
 * Orders of promotion packages and valuation reports: those waiting for the client's bank
 * transfer first (the default filter), newest first; sortable by date and total.
 */
export const OrderList = () => (
  <List
    filters={orderFilters}
    filterDefaultValues={{ status: 'awaiting_payment' }}
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    empty={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false} empty={<EmptyList message={`${KEY}.empty`} />}>
      <DataTable.Col source="number" disableSort />
      <DataTable.Col source="kindName" disableSort />
      <DataTable.Col source="productName" disableSort />
      <DataTable.Col
        source="client"
        disableSort
        render={(record: AdminOrderView) => (
          <span>
            {record.billing.name}
            <br />
            <small>{record.user.email}</small>
          </span>
        )}
      />
      <DataTable.Col source="totalEur" align="right" render={(record: AdminOrderView) => formatMoney(record.totalEur)} />
      <DataTable.Col source="status" disableSort render={(record: AdminOrderView) => <OrderStatusChip record={record} />} />
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);
