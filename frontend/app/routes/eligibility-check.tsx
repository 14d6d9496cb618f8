import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Verifică eligibilitatea pentru finanțare', 'Află gratuit, în câteva minute, pentru ce programe de finanțare nerambursabilă este eligibilă firma ta.');

export default function EligibilityCheck() {
  return (
    <>
      <PageHeader
        eyebrow="Verificare gratuită"
        title="Verifică eligibilitatea pentru finanțare"
        lead="Răspunde la câteva întrebări despre firmă și investiție, iar consultanții noștri îți spun pentru ce programe de finanțare te califici și ce pași urmează."
      >
        <CtaRow
          actions={[
            { label: 'Eligibilitate Măsura 3', to: paths.eligibilityMeasure3(), kind: 'accent' },
            { label: 'Formulare de eligibilitate', to: paths.eligibilityForms(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Cum decurge verificarea">
        <Steps
          items={[
            { title: 'Completezi datele firmei', text: 'Forma juridică, vechimea, numărul de angajați și domeniul de activitate.' },
            { title: 'Descrii investiția', text: 'Ce vrei să cumperi sau să construiești și unde.' },
            { title: 'Primești răspunsul', text: 'Lista programelor potrivite și estimarea sumei pe care o poți obține.' },
          ]}
        />
      </Section>
      <Section title="Condiții verificate de obicei" muted>
        <CheckList
          items={[
            'firma nu are datorii restante la bugetul de stat;',
            'codul CAEN al investiției este eligibil în programul ales;',
            'firma se încadrează în categoria IMM și în pragurile de ajutor de minimis.',
          ]}
        />
      </Section>
    </>
  );
}
