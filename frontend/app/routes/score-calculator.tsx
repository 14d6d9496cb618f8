import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Calculează punctajul', 'Estimează punctajul proiectului de digitalizare înainte de a depune cererea de finanțare.');

export default function ScoreCalculator() {
  return (
    <>
      <PageHeader
        eyebrow="Instrument gratuit"
        title="Calculează punctajul"
        lead="Estimează punctajul pe care l-ar obține proiectul tău de digitalizare după grila de evaluare a programului, ca să știi din timp ce poți îmbunătăți."
      >
        <CtaRow
          actions={[
            { label: 'Verifică mai întâi eligibilitatea', to: paths.eligibilityCheck(), kind: 'accent' },
            { label: 'Discută cu un consultant', to: paths.contact(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Pregătește aceste informații">
        <CheckList
          items={[
            'numărul mediu de angajați și cifra de afaceri din ultimul an fiscal;',
            'codul CAEN principal și cel pentru care ceri finanțarea;',
            'valoarea investiției în echipamente și software;',
            'județul în care se face investiția.',
          ]}
        />
      </Section>
    </>
  );
}
