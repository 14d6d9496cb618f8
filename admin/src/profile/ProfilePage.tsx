import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  EmailField,
  FunctionField,
  Loading,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleShowLayout,
  TextField,
  Title,
  useTranslate,
} from 'react-admin';
import type { StaffIdentity } from '../authProvider';
import { roleLabel } from '../roles';
import { useStaffIdentity } from '../useStaffIdentity';

/** /admin/profil: the signed-in staff member's identity (labels from resources.account.fields). */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { identity, isPending } = useStaffIdentity();
  if (isPending) return <Loading />;
  if (!identity) return null;

  return (
    <Box sx={{ mt: 2, maxWidth: 600 }}>
      <Title title={translate('roafaceri.profile.title')} />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h5" component="h1">
            {translate('roafaceri.profile.title')}
          </Typography>
          <Typography color="text.secondary">{translate('roafaceri.profile.subtitle')}</Typography>
        </CardContent>
        <ResourceContextProvider value="account">
          <RecordContextProvider value={identity}>
            <SimpleShowLayout>
              <TextField source="fullName" />
              <EmailField source="email" />
              <FunctionField<StaffIdentity> source="role" render={(record) => roleLabel(record.role)} />
            </SimpleShowLayout>
          </RecordContextProvider>
        </ResourceContextProvider>
      </Card>
    </Box>
  );
};
