import { Link } from 'react-router';
import type { Route } from './+types/valuation-estimate';
import { PageHeader, Section } from '~/components/PageLayout';
import type { AttachEstimateFormProps } from '~/features/valuation/AttachEstimateForm';
import type { EstimateResultProps } from '~/features/valuation/EstimateResult';
import { attachEstimateAction, loadStoredEstimate } from '~/features/valuation/estimate.server';
import { valuationPaths } from '~/features/valuation/valuation-paths';
import { deferredComponent } from '~/lib/deferred-component';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { seoMeta } from '~/lib/seo';

// Plain server HTML until the props change (after attaching) or the owner touches the form (lib/deferred-component.tsx).
const EstimateResult = deferredComponent<EstimateResultProps>(() => import('~/features/valuation/EstimateResult').then((module) => module.EstimateResult));
const AttachEstimateForm = deferredComponent<AttachEstimateFormProps>(() =>
  import('~/features/valuation/AttachEstimateForm').then((module) => module.AttachEstimateForm),
);

export const loader = (args: Route.LoaderArgs) => loadStoredEstimate(args);

export const action = (args: Route.ActionArgs) => attachEstimateAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Estimarea valorii afacerii',
    description: 'O estimare orientativă a valorii unei afaceri, calculată pe RoAfaceri din cifrele firmei, cu metoda explicată pas cu pas.',
    // Whoever has the link may read it; search engines should not list it.
    noindex: true,
  });

export default function StoredEstimate({ loaderData, actionData }: Route.ComponentProps) {
  const { estimate, date, listings } = loaderData;
  const { publicUrl } = useRootData();
  return (
    <>
      <PageHeader eyebrow="Evaluare afaceri" title="Estimarea valorii afacerii" lead={`Estimare calculată pe ${date}, cu datele de atunci.`} />
      <Section>
        <EstimateResult estimate={estimate} shareUrl={publicUrl + valuationPaths.estimate(estimate.id)} />
        <div className="panel estimate__offer">
          <h2>Raportul de evaluare</h2>
          <p>
            Un consultant pornește de la această estimare, verifică cifrele și activele firmei și îți trimite un raport argumentat, bun de arătat la negociere
            sau la bancă.
          </p>
          <Link to={valuationPaths.order(estimate.id)} className="button button--accent" data-testid="order-from-estimate">
            Comandă raportul de evaluare
          </Link>
        </div>
      </Section>
      {listings ? (
        <Section muted>
          <AttachEstimateForm listings={listings} attachedIds={estimate.attachedListingIds} answer={actionData} />
        </Section>
      ) : null}
      <Section>
        <p>
          <Link to={paths.valuation()} className="link">
            Fă o estimare nouă
          </Link>
        </p>
      </Section>
    </>
  );
}
