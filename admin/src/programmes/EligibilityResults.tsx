import type { CompanyAnswers } from '@contracts/funding';
import { Box, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { answerRows, criterionOutcomeName, eligibilityResultsOf, outcomeColor, outcomeName, resultHeadline } from './programmes-view';

/** The answers of an eligibility request, labelled. */
export const EligibilityAnswers = ({ answers }: { answers: Record<string, unknown> }) => (
  <Table size="small">
    <TableBody>
      {answerRows(answers as CompanyAnswers).map((row) => (
        <TableRow key={row.label}>
          <TableCell component="th" scope="row" sx={{ width: '35%' }}>
            {row.label}
          </TableCell>
          <TableCell>{row.value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** The results an eligibility request carries: per programme, its outcome and each criterion's reason. */
export const EligibilityResults = ({ result }: { result: unknown }) => {
  const results = eligibilityResultsOf(result);
  if (!results) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {results.map((item) => (
        <Box key={item.programmeId} component="section" aria-label={item.name}>
          <Typography variant="subtitle2" component="h3">
            <Chip size="small" sx={{ mr: 1 }} label={outcomeName(item.outcome)} color={outcomeColor(item.outcome)} />
            {resultHeadline(item)}
          </Typography>
          <Table size="small">
            <TableBody>
              {item.criteria.map((criterion) => (
                <TableRow key={criterion.key}>
                  <TableCell sx={{ width: '35%' }}>{criterion.label}</TableCell>
                  <TableCell sx={{ width: '15%' }}>{criterionOutcomeName(criterion.outcome)}</TableCell>
                  <TableCell>{criterion.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
};
