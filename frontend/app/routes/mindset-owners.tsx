import type { Route } from './+types/mindset-owners';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { RequestSent } from '~/features/consulting/RequestSent';
import { ConsultingForm } from '~/features/consulting/ConsultingForm';
import { MINDSET_FORM } from '~/features/consulting/consulting-forms';
import { consultingAction } from '~/features/consulting/consulting.server';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta(
    'Mindset Owners',
    'Mindset Owners: programul RoAfaceri pentru proprietari de afaceri care vor să crească, să delege și să își pregătească firma pentru investitori.',
  );

/** A place in the programme is a consulting request (POST /api/consulting/mindsetOwners). */
export function action(args: Route.ActionArgs) {
  return consultingAction(args, MINDSET_FORM);
}

export default function MindsetOwners({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Program pentru proprietari de afaceri"
        title="Mindset Owners"
        lead="Un program pentru antreprenorii care vor să treacă de la „lucrez în afacere” la „conduc afacerea”: organizare, delegare, indicatori financiari și pregătirea firmei pentru investitori sau vânzare."
      >
        <CtaRow actions={[{ label: 'Vreau să particip', to: '#inscriere', kind: 'accent' }]} />
      </PageHeader>
      <Section title="Ce lucrăm împreună">
        <CheckList
          items={[
            'indicatorii care arată sănătatea financiară a firmei tale;',
            'procesele pe care le poți delega fără să pierzi controlul;',
            'cum îți crești valoarea afacerii înainte de o vânzare sau o investiție.',
          ]}
        />
      </Section>
      <Section title="Înscrie-te în program" muted id="inscriere">
        <div className="panel consulting-panel">
          {actionData?.ok ? (
            <RequestSent number={actionData.number} message={actionData.message} />
          ) : (
            <ConsultingForm spec={MINDSET_FORM} actionData={actionData} name="Înscriere Mindset Owners" />
          )}
        </div>
      </Section>
    </>
  );
}
