import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Formulare de eligibilitate', 'Formularele de eligibilitate RoAfaceri pentru programele de finanțare nerambursabilă, grupate pe tip de program.');

export default function EligibilityForms() {
  return (
    <>
      <PageHeader
        eyebrow="Consultanță"
        title="Formulare de eligibilitate"
        lead="Alege formularul potrivit programului care te interesează. Răspunsurile ne ajută să îți pregătim o recomandare personalizată."
      />
      <Section>
        <CardGrid
          items={[
            { title: 'Verificare generală', text: 'Pentru orice firmă care vrea să afle ce programe i se potrivesc.', to: paths.eligibilityCheck(), linkLabel: 'Deschide formularul' },
            { title: 'Măsura 3', text: 'Pentru microîntreprinderi și IMM-uri cu investiții productive.', to: paths.eligibilityMeasure3(), linkLabel: 'Deschide formularul' },
            { title: 'Punctaj digitalizare', text: 'Estimează punctajul proiectului de digitalizare.', to: paths.scoreCalculator(), linkLabel: 'Calculează' },
          ]}
        />
        <CtaRow actions={[{ label: 'Încarcă documentele', to: paths.documentUpload(), kind: 'secondary' }]} />
      </Section>
    </>
  );
}
