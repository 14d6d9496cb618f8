import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Parteneriate', 'Parteneriatele RoAfaceri cu bănci, fonduri de investiții, asociații de afaceri și furnizori de servicii pentru antreprenori.');

export default function Partnerships() {
  return (
    <>
      <PageHeader
        eyebrow="Noutăți despre parteneriate"
        title="Parteneriate"
        lead="Aici anunțăm parteneriatele noi ale RoAfaceri: bănci, fonduri de investiții, asociații profesionale și furnizori care oferă condiții speciale membrilor comunității."
      />
      <Section title="Ce câștigi ca membru">
        <CheckList
          items={[
            'acces la oferte negociate pentru finanțare bancară și leasing;',
            'prezentarea afacerii tale în fața investitorilor parteneri;',
            'reduceri la servicii de contabilitate, juridice și de marketing.',
          ]}
        />
        <CtaRow
          actions={[
            { label: 'Devino partener', to: paths.contact(), kind: 'primary' },
            { label: 'Partenerii noștri', to: paths.partners(), kind: 'ghost' },
            { label: 'Toate noutățile', to: paths.news(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}
