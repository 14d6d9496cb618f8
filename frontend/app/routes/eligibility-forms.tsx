import type { Route } from './+types/eligibility-forms';
import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { FundingFormsList } from '~/features/consulting/documents/FundingFormsList';
import { loadFundingForms } from '~/features/consulting/documents/funding-forms.server';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta(
    'Formulare de eligibilitate',
    'Cererile de finanțare, anexele și modelele de documente pentru Măsura 3, Măsura 2, PNRR digitalizare și Start-Up Nation, gata de descărcat.',
  );

/** Every programme with the forms staff uploaded for it (GET /api/consulting/forms). */
export async function loader(args: Route.LoaderArgs) {
  return { programmes: await loadFundingForms(createApiClient(args)) };
}

export default function EligibilityForms({ loaderData }: Route.ComponentProps) {
  const { programmes } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Consultanță"
        title="Formulare de eligibilitate"
        lead="Descarcă formularele și anexele fiecărui program de finanțare, completează-le și trimite-le consultantului tău împreună cu actele firmei."
      >
        {programmes ? (
          <nav className="toc" aria-label="Programe de finanțare">
            <ul>
              {programmes.map((programme) => (
                <li key={programme.id}>
                  <a href={`#${programme.id}`}>{programme.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeader>
      {programmes ? (
        programmes.map((programme, index) => (
          <Section key={programme.id} id={programme.id} title={programme.name} muted={index % 2 === 1}>
            <FundingFormsList programme={programme} />
          </Section>
        ))
      ) : (
        <Section>
          <p className="muted-text" role="status">
            Formularele nu pot fi afișate acum. Încearcă din nou peste câteva minute sau scrie-ne și ți le trimitem pe email.
          </p>
        </Section>
      )}
      <Section title="Verifică eligibilitatea online" muted={Boolean(programmes && programmes.length % 2 === 1)}>
        <CardGrid
          items={[
            {
              title: 'Verificare generală',
              text: 'Pentru orice firmă care vrea să afle ce programe i se potrivesc.',
              to: paths.eligibilityCheck(),
              linkLabel: 'Deschide formularul',
            },
            {
              title: 'Măsura 3',
              text: 'Pentru microîntreprinderi și IMM-uri cu investiții productive.',
              to: paths.eligibilityMeasure3(),
              linkLabel: 'Deschide formularul',
            },
            { title: 'Punctaj digitalizare', text: 'Estimează punctajul proiectului de digitalizare.', to: paths.scoreCalculator(), linkLabel: 'Calculează' },
          ]}
        />
        <CtaRow actions={[{ label: 'Încarcă documentele completate', to: paths.documentUpload(), kind: 'secondary' }]} />
      </Section>
    </>
  );
}
