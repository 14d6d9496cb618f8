import { caenClass } from '@contracts/caen';
import { COUNTIES } from '@contracts/counties';
import type { StaffValuationReport } from '@contracts/valuation-reports';
import PublishIcon from '@mui/icons-material/Publish';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Card, CardContent, Link as MuiLink, List as MuiList, ListItem, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Button,
  Confirm,
  Edit,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  type DataProvider,
} from 'react-admin';
import { useFileDownload } from '../download';
import { formatDateTime } from '../listings/ListingFields';
import { ReportStatusChip } from './ValuationReportList';
import { formatAmount, previewRange, publishProblem, type ReportFormValues } from './valuation-report-view';
import type { ValuationReportMethods } from './valuation-reports-provider';

type Provider = DataProvider & ValuationReportMethods;

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card component="section" variant="outlined" aria-labelledby={`valuation-${id}-title`} data-testid={`valuation-${id}`} sx={{ width: '100%', mb: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" id={`valuation-${id}-title`} gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Title = () => {
  const record = useRecordContext<StaffValuationReport>();
  return <>{record ? `Raport de evaluare: ${record.companyName}` : 'Raport de evaluare'}</>;
};

/** Who the report is for, the order, the client's documents (private downloads) and the published versions. */
const Summary = () => {
  const record = useRecordContext<StaffValuationReport>();
  const dataProvider = useDataProvider<Provider>();
  const { busy, download } = useFileDownload();
  if (!record) return null;
  const caen = caenClass(record.figures.caen);
  return (
    <Section id="summary" title="Comanda și clientul">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <ReportStatusChip record={record} />
        <span>
          Comanda {record.orderNumber} · {record.client.fullName} ({record.client.email})
        </span>
      </Box>
      <Typography variant="body2">
        {record.companyName}
        {record.companyCui ? `, CUI ${record.companyCui}` : ''}
        {caen ? ` · CAEN ${caen.code} ${caen.name}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {record.figures.source === 'anaf'
          ? `Cifrele au fost citite de la ANAF${record.figures.fetchedAt ? ` pe ${formatDateTime(record.figures.fetchedAt)}` : ''}.`
          : record.figures.source === 'manual'
            ? 'Cifrele au fost introduse de consultant.'
            : 'Cifrele nu au putut fi citite automat: completează-le din documentele clientului.'}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Documentele clientului
      </Typography>
      {record.documents.length ? (
        <MuiList dense data-testid="valuation-documents">
          {record.documents.map((document) => (
            <ListItem key={document.url} disableGutters>
              <MuiLink
                component="button"
                type="button"
                disabled={busy}
                onClick={() => download(() => dataProvider.valuationReportFile({ url: document.url }), document.name)}
              >
                {document.name}
              </MuiLink>
            </ListItem>
          ))}
        </MuiList>
      ) : (
        <Typography variant="body2">Clientul nu a încărcat documente.</Typography>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Versiuni publicate
      </Typography>
      {record.versions.length ? (
        <MuiList dense data-testid="valuation-versions">
          {record.versions.map((version) => (
            <ListItem key={version.version} disableGutters>
              <Button
                label={`PDF versiunea ${version.version}`}
                disabled={busy}
                onClick={() => download(() => dataProvider.valuationReportFile({ url: version.pdfUrl }), `raport-evaluare-v${version.version}.pdf`)}
              />
              <span>
                publicată la {formatDateTime(version.publishedAt)} de {version.consultantName}
              </span>
            </ListItem>
          ))}
        </MuiList>
      ) : (
        <Typography variant="body2">Raportul nu a fost publicat încă.</Typography>
      )}
    </Section>
  );
};

/** The starting estimate of the instant method, and the range after the adjustments as the form stands. */
const Preview = () => (
  <FormDataConsumer<ReportFormValues>>
    {({ formData }) => {
      const range = previewRange(formData);
      return (
        <Alert severity="info" data-testid="valuation-adjusted" sx={{ mt: 1 }}>
          {range
            ? `După ajustări: ${formatAmount(range.low)} – ${formatAmount(range.high)} (central ${formatAmount(range.mid)})`
            : 'Completează estimarea de pornire pentru a vedea efectul ajustărilor.'}
        </Alert>
      );
    }}
  </FormDataConsumer>
);

/** „Publică raportul”: asks for confirmation, publishes the saved draft as the next version (the client is emailed). */
const PublishButton = () => {
  const record = useRecordContext<StaffValuationReport>();
  const dataProvider = useDataProvider<Provider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const problem = publishProblem(record);
  const publish = async () => {
    setPending(true);
    try {
      const { data } = await dataProvider.publishValuationReport({ id: record.id });
      notify(`Raportul a fost publicat (versiunea ${data.version}); clientul îl primește pe email.`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label="Publică raportul"
        variant="contained"
        color="success"
        disabled={pending || Boolean(problem)}
        title={problem ?? undefined}
        onClick={() => setOpen(true)}
      >
        <PublishIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Publici raportul pentru ${record.companyName}?`}
        content={
          record.version
            ? `Se emite versiunea ${record.version + 1}; versiunea ${record.version} rămâne disponibilă clientului. Clientul primește noul PDF pe email.`
            : 'Clientul primește raportul PDF pe email și îl găsește în contul său. Salvează mai întâi modificările.'
        }
        confirm="Publică"
        cancel="Renunță"
        onConfirm={() => void publish()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** A button that runs one of the workspace's refresh actions, then reloads the page (unsaved edits of the form are lost: say so). */
const RefreshButton = ({
  label,
  action,
  failure,
}: {
  label: string;
  action: (provider: Provider, id: StaffValuationReport['id']) => Promise<unknown>;
  failure?: string;
}) => {
  const record = useRecordContext<StaffValuationReport>();
  const dataProvider = useDataProvider<Provider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  return (
    <Button
      label={label}
      disabled={pending}
      title="Salvează mai întâi modificările: pagina se reîncarcă."
      onClick={async () => {
        setPending(true);
        try {
          await action(dataProvider, record.id);
          refresh();
        } catch (error) {
          notify(failure ?? ((error as Error)?.message || 'ra.notification.http_error'), { type: 'error' });
        } finally {
          setPending(false);
        }
      }}
    >
      <RefreshIcon />
    </Button>
  );
};

const RefreshComparablesButton = () => (
  <RefreshButton label="Caută din nou comparabile" action={(provider, id) => provider.refreshValuationComparables({ id })} />
);

const RefreshFiguresButton = () => {
  const record = useRecordContext<StaffValuationReport>();
  if (!record?.companyCui) return null;
  return (
    <RefreshButton
      label="Citește din nou de la ANAF"
      action={(provider, id) => provider.refreshValuationFigures({ id })}
      failure="ANAF nu răspunde acum. Încearcă din nou mai târziu sau completează cifrele din documentele clientului."
    />
  );
};

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label="Salvează ciorna" />
    <PublishButton />
  </Toolbar>
);

const COUNTY_CHOICES = COUNTIES.map((county) => ({ id: county.id, name: county.name }));

/**
 * The consultant's workspace: the company's figures, the starting estimate, the adjustments (each
 * with its reason), the comparable listings (include/exclude), the conclusion and the final range;
 * saved as a draft, then published as a new version.
 */
export const ValuationReportEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect={false}>
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 1100 }}>
      <Summary />
      <Section id="figures" title="Cifrele societății (lei)">
        <RefreshFiguresButton />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source="figures.caen" label="Cod CAEN" helperText="Patru cifre, de ex. 1071" />
          <SelectInput source="figures.countyId" label="Județ" choices={COUNTY_CHOICES} translateChoice={false} emptyText="—" />
          <NumberInput source="figures.assets" label="Active totale" />
          <NumberInput source="figures.debts" label="Datorii totale" />
        </Box>
        <ArrayInput source="figures.years" label="Anii (cel mult 5)">
          <SimpleFormIterator inline disableReordering>
            <NumberInput source="year" label="Anul" />
            <NumberInput source="turnover" label="Cifra de afaceri" />
            <NumberInput source="netProfit" label="Profit net" helperText="Negativ pentru pierdere" />
            <NumberInput source="employees" label="Angajați" />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section id="starting" title="Estimarea de pornire (EUR)">
        <StartingMethod />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="starting.low" label="Minim" />
          <NumberInput source="starting.mid" label="Central" />
          <NumberInput source="starting.high" label="Maxim" />
        </Box>
      </Section>
      <Section id="adjustments" title="Ajustările consultantului">
        <ArrayInput source="adjustments" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="label" label="Ajustare" />
            <SelectInput
              source="kind"
              label="Tip"
              translateChoice={false}
              defaultValue="factor"
              choices={[
                { id: 'factor', name: 'Procent (%)' },
                { id: 'amount', name: 'Sumă (EUR)' },
              ]}
            />
            <NumberInput source="value" label="Valoare" helperText="Procent: -10 scade cu 10%; sumă: EUR" />
            <TextInput source="reason" label="Motivul" multiline sx={{ minWidth: 320 }} />
          </SimpleFormIterator>
        </ArrayInput>
        <Preview />
      </Section>
      <Section id="comparables" title="Afaceri comparabile din piață">
        <RefreshComparablesButton />
        <ArrayInput source="comparables" label={false}>
          <SimpleFormIterator inline disableAdd disableRemove disableReordering>
            <FormDataConsumer>
              {({ scopedFormData }) =>
                scopedFormData ? (
                  <Box sx={{ minWidth: 320 }}>
                    <strong>{scopedFormData.title}</strong>
                    <br />
                    <small>
                      {scopedFormData.price === null ? 'preț la cerere' : formatAmount(scopedFormData.price, scopedFormData.currency)}
                      {scopedFormData.yearlyTurnover !== null
                        ? ` · cifră de afaceri ${formatAmount(scopedFormData.yearlyTurnover, scopedFormData.currency)}`
                        : ''}
                    </small>
                  </Box>
                ) : null
              }
            </FormDataConsumer>
            <BooleanInput source="included" label="Inclus în raport" />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section id="conclusion" title="Concluzia și intervalul final (EUR)">
        <TextInput source="conclusion" label="Concluzia" multiline minRows={4} fullWidth />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="finalLow" label="Minim" />
          <NumberInput source="finalMid" label="Central" />
          <NumberInput source="finalHigh" label="Maxim" />
        </Box>
      </Section>
    </SimpleForm>
  </Edit>
);

const StartingMethod = () => {
  const record = useRecordContext<StaffValuationReport>();
  if (!record?.starting) return <Typography variant="body2">Metoda instantanee nu a dat un rezultat: introdu intervalul de pornire.</Typography>;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2">
        {record.starting.method}: {formatAmount(record.starting.low)} – {formatAmount(record.starting.high)} (central {formatAmount(record.starting.mid)})
      </Typography>
      {record.starting.explanation.map((step) => (
        <Typography key={step} variant="body2" color="text.secondary">
          • {step}
        </Typography>
      ))}
    </Box>
  );
};
