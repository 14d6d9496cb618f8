import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Date de facturare', 'Datele de facturare pentru plata pachetelor de promovare și a rapoartelor de evaluare RoAfaceri.');

export default function BillingData() {
  return (
    <>
      <PageHeader
        hero
        eyebrow="Pasul 2 din 3"
        title="Date de facturare"
        lead="Completează datele pe care le trecem pe factură. Pentru firme avem nevoie de denumire, cod fiscal (CUI) și sediu; pentru persoane fizice, de nume și adresă."
      >
        <CtaRow actions={[{ label: 'Înapoi la pachete', to: paths.payment(), kind: 'ghost' }]} />
      </PageHeader>
      <Section title="Ce trecem pe factură">
        <CheckList
          items={[
            'denumirea firmei și codul fiscal (CUI), sau numele complet pentru persoane fizice;',
            'adresa sediului sau a domiciliului;',
            'adresa de email la care trimitem factura și confirmarea plății.',
          ]}
        />
        <p className="muted-text">Plata cu cardul este procesată securizat; nu păstrăm datele cardului tău.</p>
      </Section>
    </>
  );
}
