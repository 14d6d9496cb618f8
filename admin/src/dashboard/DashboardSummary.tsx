import { Alert, Box, Card, CardActions, CardContent, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { StaffRole } from '../roles';
import { useProviderQuery } from '../useProviderQuery';
import { dashboardCards } from './dashboard-cards';

/** The counts the role acts on (moderation, consulting, failed jobs, users), each linked to its screen. */
export const DashboardSummary = ({ role }: { role: StaffRole }) => {
  const translate = useTranslate();
  const { data, error } = useProviderQuery(['dashboard'], (provider) => provider.getDashboard());
  if (error) return <Alert severity="warning">{translate('roafaceri.staff.dashboard.summary_error')}</Alert>;
  if (!data) return null;
  const cards = dashboardCards(role, data);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }} data-testid="dashboard-summary">
      {cards.map((card) => (
        <Card key={card.id} component="section" aria-labelledby={`dashboard-${card.id}-title`} data-card={card.id}>
          <CardContent>
            <Typography variant="h6" component="h2" id={`dashboard-${card.id}-title`}>
              {translate(card.title)}
            </Typography>
            <List dense>
              {card.counts.map((count) => {
                const text = translate(count.label, { _: count.label, ...count.args });
                const line = count.value === undefined ? text : `${text}: ${count.value}`;
                return (
                  <ListItem key={count.id} disableGutters data-count={count.id}>
                    <ListItemText
                      primary={
                        count.to ? (
                          <MuiLink component={Link} to={count.to}>
                            {line}
                          </MuiLink>
                        ) : (
                          line
                        )
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          </CardContent>
          <CardActions>
            <MuiLink component={Link} to={card.to} aria-label={`${translate('roafaceri.staff.dashboard.open')}: ${translate(card.title)}`}>
              {translate('roafaceri.staff.dashboard.open')}
            </MuiLink>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
};
