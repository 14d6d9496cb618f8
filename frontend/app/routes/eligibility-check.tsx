import type { Route } from './+types/eligibility-check';
import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { ConsultingForm } from '~/features/consulting/ConsultingForm';
import { EligibilityResult, RequestSent } from '~/features/consulting/EligibilityResult';
import { ELIGIBILITY_FORM } from '~/features/consulting/consulting-forms';
import { consultingAction } from '~/features/consulting/consulting.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Verifică eligibilitatea pentru finanțare', 'Află gratuit, în câteva minute, pentru ce programe de finanțare nerambursabilă este eligibilă firma ta.');

/** The answers go to POST /api/consulting/eligibility/grant-trei, which answers the indicative result. */
export function action(args: Route.ActionArgs) {
  return consultingAction(args, ELIGIBILITY_FORM);
}

export default function EligibilityCheck({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Verificare gratuită"
        title="Verifică eligibilitatea pentru finanțare"
        lead="Răspunde la câteva întrebări despre firmă și investiție, iar consultanții noștri îți spun pentru ce programe de finanțare te califici și ce pași urmează."
      >
        <CtaRow
          actions={[
            { label: 'Verifică acum', to: '#verificare', kind: 'accent' },
            { label: 'Eligibilitate Măsura 3', to: paths.eligibilityMeasure3(), kind: 'secondary' },
            { label: 'Formulare de eligibilitate', to: paths.eligibilityForms(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Verificare pentru granturile Măsura 3" id="verificare">
        <div className="panel consulting-panel">
          {actionData?.ok ? (
            actionData.result ? (
              <EligibilityResult result={actionData.result} number={actionData.number} message={actionData.message} />
            ) : (
              <RequestSent number={actionData.number} message={actionData.message} />
            )
          ) : (
            <ConsultingForm spec={ELIGIBILITY_FORM} actionData={actionData} name="Verificare eligibilitate" />
          )}
        </div>
      </Section>
      <Section title="Cum decurge verificarea" muted>
        <Steps
          items={[
            { title: 'Completezi datele firmei', text: 'Forma juridică, vechimea, numărul de angajați și domeniul de activitate.' },
            { title: 'Descrii investiția', text: 'Ce vrei să cumperi sau să construiești și unde.' },
            { title: 'Primești răspunsul', text: 'Lista programelor potrivite și estimarea sumei pe care o poți obține.' },
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
