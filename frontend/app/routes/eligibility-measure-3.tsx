import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Verifică eligibilitatea pentru Măsura 3', 'Verifică dacă firma ta se încadrează în Măsura 3 de sprijin pentru IMM-uri și ce cheltuieli poți finanța.');

export default function EligibilityMeasure3() {
  return (
    <>
      <PageHeader
        eyebrow="Grant pentru IMM-uri"
        title="Verifică eligibilitatea pentru Măsura 3"
        lead="Măsura 3 finanțează investiții productive ale microîntreprinderilor și IMM-urilor. Verifică dacă firma ta îndeplinește condițiile înainte de deschiderea apelului."
      >
        <CtaRow
          actions={[
            { label: 'Vorbește cu un consultant', to: paths.contact(), kind: 'accent' },
            { label: 'Alte programe', to: paths.funds(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Ce contează la Măsura 3">
        <CheckList
          items={[
            'firma are cel puțin un an fiscal încheiat și capitaluri proprii pozitive;',
            'investiția se face într-un domeniu eligibil, în România;',
            'poți asigura cofinanțarea și respectarea obligațiilor de menținere a investiției.',
          ]}
        />
      </Section>
    </>
  );
}
