import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Caut partener', 'Proiecte și afaceri care caută asociați, investitori sau parteneri strategici pentru a crește.');

export default function PartnerSearch() {
  return (
    <>
      <PageHeader
        eyebrow="Oportunități de investiție"
        title="Caut partener"
        lead="Antreprenori care caută asociați, capital sau know-how: proiecte noi, extinderi și afaceri care au nevoie de un partener pentru următorul pas."
      >
        <CtaRow
          actions={[
            { label: 'Publică proiectul tău', to: paths.addPartnerSearch(), kind: 'accent' },
            { label: 'Investitori activi', to: paths.investors(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Un anunț bun spune clar">
        <CheckList
          items={[
            'ce face afacerea și în ce stadiu se află;',
            'de cât capital sau de ce competențe ai nevoie;',
            'ce oferi în schimb: părți sociale, procent din profit sau alt aranjament.',
          ]}
        />
      </Section>
    </>
  );
}
