import { Box, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { sectionsForRole } from '../layout/menu-sections';
import { roleLabel } from '../roles';
import { MfaReminder } from '../mfa/MfaReminder';
import { useStaffIdentity } from '../useStaffIdentity';
import { DashboardSummary } from './DashboardSummary';

/** Greets the staff member, shows the counts their role acts on, and lists, as text, the console areas their role gives them. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useStaffIdentity();
  if (isPending) return <Loading />;
  if (!identity) return null;

  const role = roleLabel(identity.role);
  const sections = sectionsForRole(identity.role);

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('roafaceri.dashboard.greeting', { name: identity.fullName })}
          </Typography>
          <Typography component="p" data-testid="dashboard-role">
            {translate('roafaceri.dashboard.role', { role })}
          </Typography>
        </CardContent>
      </Card>
      <MfaReminder />
      <DashboardSummary role={identity.role} />
      <Card component="section" aria-labelledby="dashboard-areas-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="dashboard-areas-title" gutterBottom>
            {translate('roafaceri.dashboard.areas_title')}
          </Typography>
          {sections.length === 0 ? (
            <Typography>{translate('roafaceri.dashboard.areas_empty')}</Typography>
          ) : (
            <>
              <Typography color="text.secondary">{translate('roafaceri.dashboard.areas_intro', { role: role.toLowerCase() })}</Typography>
              <List data-testid="dashboard-areas">
                {sections.map((section) => (
                  <ListItem key={section.id} data-section={section.id} disableGutters>
                    <ListItemIcon>
                      <section.icon color="primary" />
                    </ListItemIcon>
                    <ListItemText primary={translate(section.label)} secondary={translate(section.description)} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
