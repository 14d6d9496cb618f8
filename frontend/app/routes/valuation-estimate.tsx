import { Link } from 'react-router';
import type { Route } from './+types/valuation-estimate';
import { PageHeader, Section } from '~/components/PageLayout';
import { AttachEstimateForm } from '~/features/valuation/AttachEstimateForm';
import { EstimateResult } from '~/features/valuation/EstimateResult';
import { attachEstimateAction, loadStoredEstimate } from '~/features/valuation/estimate.server';
import { formatDate } from '~/features/listings/format';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { seoMeta } from '~/lib/seo';

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
  const { estimate, listings } = loaderData;
  const { publicUrl } = useRootData();
  return (
    <>
      <PageHeader eyebrow="Evaluare afaceri" title="Estimarea valorii afacerii" lead={`Estimare calculată pe ${formatDate(estimate.createdAt)}, cu datele de atunci.`} />
      <Section>
        <EstimateResult estimate={estimate} shareUrl={publicUrl + paths.valuationEstimate(estimate.id)}>
          <div className="panel estimate__offer">
            <h3>Raportul de evaluare</h3>
            <p>Un consultant pornește de la această estimare, verifică cifrele și activele firmei și îți trimite un raport argumentat, bun de arătat la negociere sau la bancă.</p>
            <Link to={paths.valuationOrder(estimate.id)} className="button button--accent" data-testid="order-from-estimate">
              Comandă raportul de evaluare
            </Link>
          </div>
        </EstimateResult>
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
