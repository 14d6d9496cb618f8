import type { AdminUserView } from '@contracts/admin';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../listings/ListingFields';
import { RolesEditor } from './RolesEditor';
import { BlockToggleButton } from './UserButtons';
import { UserMfaPanel } from './UserMfaPanel';
import { BlockedChip, RoleChips } from './UserList';

const KEY = 'resources.users';

const UserTitle = () => {
  const record = useRecordContext<AdminUserView>();
  return <>{record?.fullName ?? ''}</>;
};

const Row = ({ field, children }: { field: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <TableRow data-field={field}>
      <TableCell component="th" scope="row" sx={{ width: '30%' }}>
        {translate(`${KEY}.fields.${field}`)}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
};

const UserDetails = () => {
  const record = useRecordContext<AdminUserView>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {record.fullName}
          </Typography>
          <Table size="small">
            <TableBody>
              <Row field="email">{record.email}</Row>
              <Row field="state">
                <BlockedChip blocked={record.blocked} />
                {record.blockedAt && (
                  <Box component="span" sx={{ ml: 1 }}>
                    {formatDateTime(record.blockedAt)}
                  </Box>
                )}
              </Row>
              <Row field="roles">
                <RoleChips roles={record.roles} />
              </Row>
              <Row field="userTypeName">{record.userTypeName}</Row>
              {record.companyName && <Row field="companyName">{record.companyName}</Row>}
              {record.cui && <Row field="cui">{record.cui}</Row>}
              <Row field="phone">{record.phone ?? '—'}</Row>
              <Row field="emailVerified">{record.emailVerified ? '✓' : '—'}</Row>
              <Row field="createdAt">{formatDateTime(record.createdAt)}</Row>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <RolesEditor />
      <UserMfaPanel />
    </Box>
  );
};

/** One account: its details, block/unblock, and (admins only) its staff roles. */
export const UserShow = () => (
  <Show
    title={<UserTitle />}
    actions={
      <TopToolbar>
        <BlockToggleButton />
      </TopToolbar>
    }
    component="div"
  >
    <UserDetails />
  </Show>
);
