import { Alert, Box, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import { useProviderQuery } from '../useProviderQuery';
import { CONSOLE_STATS_DAYS, STAT_METRICS, statsPanelRows } from './listing-stats-panel';

const KEY = 'roafaceri.listing_stats';

/**
 * „Statistici (30 de zile)” on a listing's page: the figures its owner sees (views once per visitor
 * per day, favourites, conversations, access requests), read from `GET /api/admin/listings/{id}/stats`.
 */
export const ListingStatsPanel = () => {
  const record = useRecordContext<StaffListing>();
  const translate = useTranslate();
  const id = record?.id ? String(record.id) : '';
  const { data, error, isLoading } = useProviderQuery(
    ['listing-stats', id, CONSOLE_STATS_DAYS],
    (provider) => provider.getListingStats({ id, days: CONSOLE_STATS_DAYS }),
    Boolean(id),
  );
  if (!record) return null;
  const rows = data ? statsPanelRows(data) : [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="listing-stats-panel">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${KEY}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${KEY}.intro`)}
        </Typography>
        {isLoading && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error ? <Alert severity="error">{translate(`${KEY}.error`)}</Alert> : null}
        {data && (
          <Table size="small" aria-label={translate(`${KEY}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${KEY}.day`)}</TableCell>
                {STAT_METRICS.map((metric) => (
                  <TableCell key={metric} align="right">
                    {translate(`${KEY}.${metric}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow data-testid="listing-stats-totals">
                <TableCell component="th" scope="row">
                  <strong>{translate(`${KEY}.total`)}</strong>
                </TableCell>
                {STAT_METRICS.map((metric) => (
                  <TableCell key={metric} align="right">
                    <strong>{data.totals[metric]}</strong>
                  </TableCell>
                ))}
              </TableRow>
              {rows.map((row) => (
                <TableRow key={row.date} data-date={row.date}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
                      <Box aria-hidden sx={{ width: 80, height: 8, bgcolor: 'action.hover', borderRadius: 1 }}>
                        <Box sx={{ width: `${row.share}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 1 }} />
                      </Box>
                      {row.views}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{row.favourites}</TableCell>
                  <TableCell align="right">{row.conversations}</TableCell>
                  <TableCell align="right">{row.accessRequests}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${KEY}.empty_days`)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
