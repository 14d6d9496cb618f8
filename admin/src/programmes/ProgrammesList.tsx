import type { ProgrammeDetail } from '@contracts/funding';
import { Alert, Box, Card, CardContent, Chip, Collapse, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { httpClient } from '../dataProvider/http-client';
import { ADMIN_API_URL } from '../session';
import { grantRangeText, PROGRAMMES_TITLE, statusColor, statusName, validityText } from './programmes-view';

/** One programme's rules: conditions, the grant rule, the scoring grid and what could not be confirmed. */
const ProgrammeRules = ({ programme }: { programme: ProgrammeDetail }) => (
  <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
    {programme.grantRule && (
      <Typography variant="body2">
        <strong>Grant:</strong> {programme.grantRule}
      </Typography>
    )}
    {programme.criteria.length > 0 && (
      <Table size="small" aria-label={`Criteriile programului ${programme.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Criteriu</TableCell>
            <TableCell>Condiția</TableCell>
            <TableCell>Sursa pragului</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {programme.criteria.map((criterion) => (
            <TableRow key={criterion.key}>
              <TableCell>{criterion.label}</TableCell>
              <TableCell>{criterion.condition}</TableCell>
              <TableCell>{criterion.note ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
    {programme.scoring && (
      <Box>
        <Typography variant="subtitle2" component="h3">
          Grila de punctaj: prag {programme.scoring.threshold} din {programme.scoring.max} de puncte
        </Typography>
        <Table size="small" aria-label={`Grila de punctaj a programului ${programme.name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Criteriu</TableCell>
              <TableCell>Maxim</TableCell>
              <TableCell>Benzi → puncte</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {programme.scoring.criteria.map((criterion) => (
              <TableRow key={criterion.key}>
                <TableCell>{criterion.label}</TableCell>
                <TableCell>{criterion.max}</TableCell>
                <TableCell>{criterion.bands.map((band) => `${band.label}: ${band.points}`).join('; ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    )}
    {programme.notes.length > 0 && (
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {programme.notes.map((note) => (
          <Typography component="li" variant="body2" key={note}>
            {note}
          </Typography>
        ))}
      </Box>
    )}
  </Box>
);

/**
 * „Programe de finanțare”: the rules documents the eligibility tools run on (read-only: they change
 * with a new version of the data file), with version, validity, status, grant range and source.
 */
export const ProgrammesList = () => {
  const state = useQuery({
    queryKey: ['funding-programmes'],
    queryFn: () => httpClient(`${ADMIN_API_URL}/consulting/programmes`).then(({ json }) => json as ProgrammeDetail[]),
    retry: false,
  });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={PROGRAMMES_TITLE} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {PROGRAMMES_TITLE}
        </Typography>
        {state.isError && <Alert severity="error">Programele nu au putut fi încărcate. Reîncărcați pagina.</Alert>}
        {state.isPending && <Loading />}
        {state.data && (
          <Table aria-label={PROGRAMMES_TITLE}>
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>Program</TableCell>
                <TableCell>Versiune</TableCell>
                <TableCell>Valabilitate</TableCell>
                <TableCell>Stare</TableCell>
                <TableCell>Grant</TableCell>
                <TableCell>Sursa</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data.map((programme) => (
                <Fragment key={programme.id}>
                  <TableRow hover>
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={open === programme.id}
                        aria-label={`${open === programme.id ? 'Ascunde' : 'Arată'} criteriile programului ${programme.name}`}
                        onClick={() => setOpen(open === programme.id ? null : programme.id)}
                      >
                        {open === programme.id ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    </TableCell>
                    <TableCell>
                      {programme.name}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {programme.id}
                        {programme.listed ? '' : ' · doar pentru calculatorul de punctaj'}
                      </Typography>
                    </TableCell>
                    <TableCell>{programme.version}</TableCell>
                    <TableCell>{validityText(programme.validFrom, programme.validTo)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={statusName(programme.status)} color={statusColor(programme.status)} />
                    </TableCell>
                    <TableCell>{grantRangeText(programme.grant)}</TableCell>
                    <TableCell>
                      <Link href={programme.source.url} target="_blank" rel="noopener noreferrer">
                        {programme.source.title}
                      </Link>
                      <Typography variant="caption" component="div" color="text.secondary">
                        {validityText(null, programme.source.date).replace('până la ', '')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={7} sx={{ py: 0, borderBottom: open === programme.id ? undefined : 'none' }}>
                      <Collapse in={open === programme.id} unmountOnExit>
                        <ProgrammeRules programme={programme} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
