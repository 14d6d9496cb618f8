import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () => [...pageMeta('Vinde afacerea ta', 'Publică anunțul de vânzare pentru afacerea ta pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function AddCompany() {
  return (
    <>
      <PageHeader
        eyebrow="Anunț nou · Afacere de vânzare"
        title="Vinde afacerea ta"
        lead="Prezintă afacerea cumpărătorilor potriviți. Datele sensibile, precum denumirea firmei, rămân ascunse până alegi tu să le arăți."
      >
        <CtaRow
          actions={[
            { label: 'Cere o evaluare înainte', to: paths.valuation(), kind: 'accent' },
            { label: 'Alt tip de anunț', to: paths.newListing(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Pregătește aceste informații">
        <CheckList
          items={[
            'domeniul de activitate, forma juridică (SRL, SA, PFA…) și județul;',
            'cifra de afaceri și profitul din ultimul an, numărul de angajați;',
            'prețul cerut, în euro, și dacă accepți plata în rate sau vânzarea parțială;',
            'fotografii ale spațiului, echipamentelor sau produselor.',
          ]}
        />
      </Section>
    </>
  );
}
