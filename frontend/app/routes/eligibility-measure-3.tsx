import type { Route } from './+types/eligibility-measure-3';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import type { FundingCheckProps } from '~/features/consulting/FundingCheck';
import { MEASURE_3_GROUPS, MEASURE_3_PROGRAMMES } from '~/features/consulting/funding-answers';
import { fundingCheckAction, loadFundingCheck } from '~/features/consulting/funding.server';
import { skipOwnPosts } from '~/features/consulting/revalidate';
import { deferredComponent } from '~/lib/deferred-component';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

// Loads its code when the visitor starts answering (lib/deferred-component.tsx); a plain GET form until then.
const FundingCheck = deferredComponent<FundingCheckProps>(() => import('~/features/consulting/FundingCheck').then((module) => module.FundingCheck), {
  className: 'funding-tool-host',
});

export const meta = () =>
  pageMeta(
    'Verifică eligibilitatea pentru Măsura 3',
    'Condițiile Măsurii 3 (OUG 130/2020) pentru IMM-uri, apel închis: vezi ce condiții ar fi îndeplinit firma ta și ce programe sunt deschise acum.',
  );

const TOOL = { groups: MEASURE_3_GROUPS, programmeIds: MEASURE_3_PROGRAMMES };

/** The answers come in the query string; only Măsura 3 is checked. */
export const loader = (args: Route.LoaderArgs) => loadFundingCheck(args, TOOL);

export const action = (args: Route.ActionArgs) => fundingCheckAction(args, TOOL);

export const shouldRevalidate = skipOwnPosts;

export default function EligibilityMeasure3({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Grant pentru IMM-uri"
        title="Verifică eligibilitatea pentru Măsura 3"
        lead="Măsura 3 (OUG 130/2020) a finanțat investiții productive ale microîntreprinderilor și IMM-urilor. Rezultatul arată starea apelului azi și condițiile lui; pentru programele la care poți aplica acum, verifică toate programele."
      >
        <CtaRow
          actions={[
            { label: 'Începe verificarea', to: '#verificare', kind: 'accent' },
            { label: 'Toate programele', to: paths.eligibilityCheck(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Verificare pentru Măsura 3" id="verificare">
        <FundingCheck
          tool="measure-3"
          path={paths.eligibilityMeasure3()}
          data={loaderData}
          actionData={actionData}
          submitLabel="Verifică eligibilitatea"
          formName="Verificare eligibilitate Măsura 3"
        />
      </Section>
      <Section title="Ce contează la Măsura 3" muted>
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
