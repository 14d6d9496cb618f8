import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AdminUserView, type AuditEntryView } from '@contracts/admin';
import { nameOf, type ConsultingStatus } from '@contracts/consulting';
import { LISTING_STATUS_LABELS, type ListingStatus } from '@contracts/listings';
import { STAFF_ROLES } from '@contracts/lists';
import { ORDER_STATUSES, type OrderStatus } from '@contracts/orders';
import { alpha, Box, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, DateField, DateInput, List, SelectInput, TextInput, useGetList, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { statusName } from '../consulting/consulting-workflow';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../i18n/ro-staff';
import { roleLabel } from '../roles';
import { auditChanges, auditEntityPath, auditValueText } from './audit-diff';

const KEY = 'resources.audit';

const actionName = (action: string) => AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action;
const entityName = (type: string) => AUDIT_ENTITY_LABELS[type as keyof typeof AUDIT_ENTITY_LABELS] ?? type;

/** "Membru al echipei": the staff accounts, by name (admins read the users list). */
const ActorFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data } = useGetList<AdminUserView>('users', {
    filter: { role: 'staff' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'fullName', order: 'ASC' },
  });
  return (
    <SelectInput
      {...props}
      sx={{ minWidth: 240 }}
      choices={(data ?? []).map((user) => ({ id: user.id, name: `${user.fullName} (${user.email})` }))}
      translateChoice={false}
    />
  );
};

const auditFilters = [
  <ActorFilter key="actorId" source="actorId" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    translateChoice={false}
    choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: actionName(action) }))}
  />,
  <SelectInput
    key="entityType"
    source="entityType"
    alwaysOn
    translateChoice={false}
    choices={AUDIT_ENTITY_TYPES.map((type) => ({ id: type, name: entityName(type) }))}
  />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <TextInput key="entityId" source="entityId" />,
];

/** A user id of the log shown as the account's name (falls back to the id). */
const UserName = ({ id }: { id: string }) => {
  const { data } = useGetOne<AdminUserView>('users', { id }, { retry: false });
  return <>{data ? `${data.fullName} (${data.email})` : id}</>;
};

/** A status code of the entry's entity as its Romanian name (the code when unknown). */
function statusText(entityType: string, value: string): string {
  if (entityType === 'listing') return LISTING_STATUS_LABELS[value as ListingStatus] ?? value;
  if (entityType === 'consulting_request') return statusName(value as ConsultingStatus);
  if (entityType === 'order') return nameOf(ORDER_STATUSES, value as OrderStatus);
  return value;
}

const Value = ({ entityType, field, value }: { entityType: string; field: string; value: unknown }) => {
  if (field === 'assignedToId' && typeof value === 'string') return <UserName id={value} />;
  if (field === 'status' && typeof value === 'string') return <>{statusText(entityType, value)}</>;
  if (field === 'roles' && Array.isArray(value)) {
    return <>{value.length ? value.map((role) => (STAFF_ROLES.includes(role) ? roleLabel(role) : String(role))).join(', ') : '—'}</>;
  }
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {auditValueText(value)}
    </Box>
  );
};

/** The entry's before and after, field by field, changed rows highlighted (as the listing review). */
export const AuditChanges = () => {
  const record = useRecordContext<AuditEntryView>();
  const translate = useTranslate();
  if (!record) return null;
  const changes = auditChanges(record.before, record.after);
  if (!changes.length) return <Typography sx={{ p: 1 }}>{translate(`${KEY}.show.nothing`)}</Typography>;
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }} data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ width: '22%' }}>
            {translate(`${KEY}.show.field`)}
          </TableCell>
          <TableCell component="th">{translate(`${KEY}.show.before`)}</TableCell>
          <TableCell component="th">{translate(`${KEY}.show.after`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow
            key={change.field}
            data-field={change.field}
            data-changed={change.changed ? 'true' : 'false'}
            sx={change.changed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16) } : undefined}
          >
            <TableCell component="th" scope="row" sx={{ fontWeight: change.changed ? 700 : 400 }}>
              {translate(`${KEY}.value_fields.${change.field}`, { _: change.field })}
              {change.changed && <Chip label={translate(`${KEY}.show.changed`)} size="small" color="warning" sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell data-version="before">
              <Value entityType={record.entityType} field={change.field} value={change.before} />
            </TableCell>
            <TableCell data-version="after">
              <Value entityType={record.entityType} field={change.field} value={change.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const EntityField = (_props: { label?: string }) => {
  const record = useRecordContext<AuditEntryView>();
  if (!record) return null;
  const path = auditEntityPath(record.entityType, record.entityId);
  return (
    <span>
      {entityName(record.entityType)}
      <br />
      {path ? (
        <MuiLink component={Link} to={path} onClick={(event) => event.stopPropagation()}>
          <small>{record.entityId}</small>
        </MuiLink>
      ) : (
        <small>{record.entityId}</small>
      )}
    </span>
  );
};

/** Every staff action, newest first: who, what, on what, when, from where; a row expands to before/after. */
export const AuditList = () => (
  <List filters={auditFilters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <DataTable expand={<AuditChanges />} bulkActionButtons={false} rowClick="expand">
      <DataTable.Col source="createdAt" disableSort>
        <DateField source="createdAt" locales="ro-RO" showTime />
      </DataTable.Col>
      <DataTable.Col source="actorEmail" disableSort />
      <DataTable.Col source="action" disableSort render={(record: AuditEntryView) => actionName(record.action)} />
      <DataTable.Col source="entity" disableSort field={EntityField} />
      <DataTable.Col source="ip" disableSort render={(record: AuditEntryView) => record.ip ?? '—'} />
    </DataTable>
  </List>
);
