import type { StaffConsultingDetail } from '@contracts/consulting';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import { displayText } from '../listings/listing-diff';
import { formatDateTime } from '../listings/ListingFields';
import { ConsultingDocuments } from './ConsultingDocuments';
import { ConsultingNotes } from './ConsultingNotes';
import { ConsultingWorkflow } from './ConsultingWorkflow';
import { EligibilityAnswers, EligibilityResults, eligibilityResultsOf } from '../programmes';

const KEY = 'resources.consulting';

const ConsultingTitle = () => {
  const record = useRecordContext<StaffConsultingDetail>();
  const translate = useTranslate();
  return <>{record ? `${translate(`${KEY}.name`, { smart_count: 1 })} ${record.number}` : ''}</>;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={{ width: '35%', verticalAlign: 'top' }}>
      {label}
    </TableCell>
    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</TableCell>
  </TableRow>
);

/** Key/value pairs of the form's answers or the computed result, as plain text. */
const Pairs = ({ values }: { values: Record<string, unknown> }) => {
  const translate = useTranslate();
  const entries = Object.entries(values);
  if (!entries.length) return null;
  return (
    <Table size="small">
      <TableBody>
        {entries.map(([key, value]) => (
          <Row key={key} label={translate(`${KEY}.answer_fields.${key}`, { _: key })}>
            {displayText(value, key)}
          </Row>
        ))}
      </TableBody>
    </Table>
  );
};

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const ConsultingDetails = () => {
  const record = useRecordContext<StaffConsultingDetail>();
  const translate = useTranslate();
  if (!record) return null;
  // Opened from the list, the list's row stands in until the full request (notes, documents) arrives.
  if (!Array.isArray(record.notes) || !Array.isArray(record.documents)) return <Loading />;
  const field = (name: string) => translate(`${KEY}.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {record.number}: {record.kindName}
            </Typography>
            <Table size="small">
              <TableBody>
                <Row label={field('topicName')}>{record.topicName}</Row>
                <Row label={field('createdAt')}>{formatDateTime(record.createdAt)}</Row>
                <Row label={field('updatedAt')}>{formatDateTime(record.updatedAt)}</Row>
                <Row label={field('message')}>
                  <span data-testid="consulting-message">{record.message ?? '—'}</span>
                </Row>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Section id="consulting-client-title" title={translate(`${KEY}.show.client`)}>
          <Table size="small">
            <TableBody>
              <Row label={field('fullName')}>{record.fullName}</Row>
              <Row label={field('email')}>{record.email}</Row>
              <Row label={field('phone')}>{record.phone ?? '—'}</Row>
              {record.companyName && <Row label={field('companyName')}>{record.companyName}</Row>}
              {record.cui && <Row label={field('cui')}>{record.cui}</Row>}
            </TableBody>
          </Table>
        </Section>
        {Object.keys(record.answers ?? {}).length > 0 && (
          <Section id="consulting-answers-title" title={translate(`${KEY}.show.answers`)}>
            {record.kind === 'eligibility' ? <EligibilityAnswers answers={record.answers} /> : <Pairs values={record.answers} />}
          </Section>
        )}
        {record.result && (
          <Section id="consulting-result-title" title={translate(`${KEY}.show.result`)}>
            {eligibilityResultsOf(record.result) ? (
              <EligibilityResults result={record.result} />
            ) : (
              <Pairs values={record.result as unknown as Record<string, unknown>} />
            )}
          </Section>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ConsultingWorkflow />
        <ConsultingNotes />
        <ConsultingDocuments />
      </Box>
    </Box>
  );
};

/**
 * One request as the consultants work it: what the client asked, the workflow (status buttons
 * allowed from the current status, assignment), internal notes and the client's documents.
 * Everything the client typed is shown as text, never as HTML.
 */
export const ConsultingShow = () => (
  <Show title={<ConsultingTitle />} actions={false} component="div">
    <ConsultingDetails />
  </Show>
);
