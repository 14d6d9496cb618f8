import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () => [...pageMeta('Caut partener', 'Publică proiectul pentru care cauți un partener sau un investitor.'), { name: 'robots', content: 'noindex' }];

export default function AddPartnerSearch() {
  return (
    <>
      <PageHeader
        eyebrow="Anunț nou · Caut partener"
        title="Publică proiectul pentru care cauți un partener"
        lead="Descrie proiectul și ce fel de partener îți trebuie: capital, experiență sau acces la piață."
      >
        <CtaRow
          actions={[
            { label: 'Vezi investitorii activi', to: paths.investors(), kind: 'accent' },
            { label: 'Alt tip de anunț', to: paths.newListing(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Pregătește aceste informații">
        <CheckList
          items={[
            'ce face afacerea și în ce stadiu este;',
            'suma sau competențele de care ai nevoie;',
            'ce oferi partenerului în schimb;',
            'planul pentru următorii doi-trei ani.',
          ]}
        />
      </Section>
    </>
  );
}
