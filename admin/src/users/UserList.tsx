import type { AdminUserView } from '@contracts/admin';
import { STAFF_ROLES, USER_TYPES } from '@contracts/lists';
import { Chip, Stack } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { roleLabel } from '../roles';

const KEY = 'resources.users';

const yesNo = [
  { id: 'true', name: `${KEY}.filters.yes` },
  { id: 'false', name: `${KEY}.filters.no` },
];

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    alwaysOn
    choices={[
      ...STAFF_ROLES.map((role) => ({ id: role, name: roleLabel(role) })),
      { id: 'staff', name: `${KEY}.filters.staff` },
      { id: 'user', name: `${KEY}.filters.user` },
    ]}
  />,
  <SelectInput key="blocked" source="blocked" alwaysOn choices={yesNo} />,
  <SelectInput key="userType" source="userType" choices={USER_TYPES.map((type) => ({ id: type.id, name: type.name }))} />,
  <SelectInput key="verified" source="verified" choices={yesNo} />,
];

/** The account's staff roles as chips, "—" for an ordinary user. */
export const RoleChips = ({ roles }: { roles: AdminUserView['roles'] }) =>
  roles.length ? (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} label={roleLabel(role)} size="small" color={role === 'admin' ? 'primary' : 'default'} />
      ))}
    </Stack>
  ) : (
    <>—</>
  );

export const BlockedChip = ({ blocked }: { blocked: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid="user-state"
      label={translate(`${KEY}.state.${blocked ? 'blocked' : 'active'}`)}
      color={blocked ? 'error' : 'success'}
      variant={blocked ? 'filled' : 'outlined'}
    />
  );
};

/** Accounts (not deleted): search by name or email, filters, sort by name, email or date. */
export const UserList = () => (
  <List filters={userFilters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="fullName" />
      <DataTable.Col source="email" />
      <DataTable.Col source="roles" disableSort render={(record: AdminUserView) => <RoleChips roles={record.roles} />} />
      <DataTable.Col source="userTypeName" disableSort />
      <DataTable.Col source="emailVerified" disableSort render={(record: AdminUserView) => (record.emailVerified ? '✓' : '—')} />
      <DataTable.Col source="blocked" label={`${KEY}.fields.state`} disableSort render={(record: AdminUserView) => <BlockedChip blocked={record.blocked} />} />
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" locales="ro-RO" />
      </DataTable.Col>
    </DataTable>
  </List>
);
