import type { Route } from './+types/eligibility-check';
import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import type { FundingCheckProps } from '~/features/consulting/FundingCheck';
import { ELIGIBILITY_GROUPS } from '~/features/consulting/funding-answers';
import { fundingCheckAction, loadFundingCheck } from '~/features/consulting/funding.server';
import { skipOwnPosts } from '~/features/consulting/revalidate';
import { deferredComponent } from '~/lib/deferred-component';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

// The form and its results load their code when the visitor starts answering (lib/deferred-component.tsx);
// until then the server's HTML is a plain GET form that works on its own.
const FundingCheck = deferredComponent<FundingCheckProps>(() => import('~/features/consulting/FundingCheck').then((module) => module.FundingCheck), {
  className: 'funding-tool-host',
});

export const meta = () =>
  pageMeta(
    'Verifică eligibilitatea pentru finanțare',
    'Află gratuit, în câteva minute, pentru ce programe de finanțare nerambursabilă este eligibilă firma ta și ce condiții nu îndeplinește încă.',
  );

/** The answers come in the query string; every programme is checked (POST /api/consulting/eligibility). */
export const loader = (args: Route.LoaderArgs) => loadFundingCheck(args, { groups: ELIGIBILITY_GROUPS });

/** Keep the check, email it, or send it to a consultant. */
export const action = (args: Route.ActionArgs) => fundingCheckAction(args, { groups: ELIGIBILITY_GROUPS });

export const shouldRevalidate = skipOwnPosts;

export default function EligibilityCheck({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Verificare gratuită"
        title="Verifică eligibilitatea pentru finanțare"
        lead="Răspunde o singură dată despre firmă și investiție: vezi pentru fiecare program de finanțare ce condiții îndeplinești, ce nu și ce ar trebui să schimbi."
      >
        <CtaRow
          actions={[
            { label: 'Începe verificarea', to: '#verificare', kind: 'accent' },
            { label: 'Eligibilitate Măsura 3', to: paths.eligibilityMeasure3(), kind: 'secondary' },
            { label: 'Calculează punctajul', to: paths.scoreCalculator(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Răspunsurile firmei" id="verificare">
        <FundingCheck
          tool="eligibility"
          path={paths.eligibilityCheck()}
          data={loaderData}
          actionData={actionData}
          submitLabel="Verifică eligibilitatea"
          formName="Verificare eligibilitate pentru finanțare"
        />
      </Section>
      <Section title="Cum decurge verificarea" muted>
        <Steps
          items={[
            {
              title: 'Răspunzi la întrebări',
              text: 'Forma juridică, vechimea, codul CAEN, angajații, cifra de afaceri și investiția. Ce nu știi poți lăsa necompletat.',
            },
            { title: 'Vezi fiecare program', text: 'Pentru fiecare condiție, dacă o îndeplinești și de ce, după regulile din ghidul oficial al programului.' },
            { title: 'Discuți cu un consultant', text: 'Trimiți rezultatul unui consultant RoAfaceri, care te ajută cu pașii următori.' },
          ]}
        />
      </Section>
      <Section title="Condiții verificate de obicei">
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
