import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () => [...pageMeta('Profil de investitor', 'Creează profilul tău de investitor pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function AddInvestor() {
  return (
    <>
      <PageHeader
        eyebrow="Anunț nou · Vreau să investesc"
        title="Creează profilul de investitor"
        lead="Spune ce fel de afaceri cauți, iar antreprenorii cu proiecte potrivite te vor găsi mai ușor."
      >
        <CtaRow
          actions={[
            { label: 'Vezi proiectele care caută parteneri', to: paths.partnerSearch(), kind: 'accent' },
            { label: 'Alt tip de anunț', to: paths.newListing(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Pregătește aceste informații">
        <CheckList
          items={[
            'domeniile care te interesează (agricultură, tech, HoReCa…);',
            'suma pe care o poți investi, în euro;',
            'dacă vrei să te implici în conducere sau doar ca investitor;',
            'județele sau regiunile preferate.',
          ]}
        />
      </Section>
    </>
  );
}
