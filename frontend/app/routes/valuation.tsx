import type { Route } from './+types/valuation';
import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { loadValuationPage, valuationAction, type ValuationActionData } from '~/features/checkout/valuation.server';
import type { EstimateFormsProps } from '~/features/valuation/EstimateForms';
import type { EstimateResultProps } from '~/features/valuation/EstimateResult';
import type { ReportOrderProps } from '~/features/valuation/ReportOrder';
import type { EstimateActionData } from '~/features/valuation/estimate.server';
import { valuationPaths } from '~/features/valuation/valuation-paths';
import { eurRonNote } from '~/i18n/eur-ron-note';
import { deferredComponent } from '~/lib/deferred-component';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

// The forms, the estimate and the order load their code when the visitor starts typing, a new estimate
// comes or the order comes near the screen (lib/deferred-component.tsx); until then the server's HTML
// is plain forms that post on their own. The page's script stays within the public site's budget.
const EstimateForms = deferredComponent<EstimateFormsProps>(() => import('~/features/valuation/EstimateForms').then((module) => module.EstimateForms));
const EstimateResult = deferredComponent<EstimateResultProps>(() => import('~/features/valuation/EstimateResult').then((module) => module.EstimateResult));
const ReportOrder = deferredComponent<ReportOrderProps>(() => import('~/features/valuation/ReportOrder').then((module) => module.ReportOrder), {
  visible: true,
});

export const loader = (args: Route.LoaderArgs) => loadValuationPage(args);

export const action = (args: Route.ActionArgs) => valuationAction(args);

export const meta = () =>
  pageMeta(
    'Evaluare afaceri',
    'Află gratuit, în câteva secunde, cât valorează afacerea ta, după CUI sau după cifrele din bilanț, și comandă raportul de evaluare realizat de specialiști.',
  );

function isEstimateAnswer(value: unknown): value is EstimateActionData {
  return typeof value === 'object' && value !== null && (value as { intent?: unknown }).intent === 'estimate';
}

export default function Valuation({ loaderData, actionData }: Route.ComponentProps) {
  const { product, vatPercent, cardOffered, paymentText, years } = loaderData;
  const { user, publicUrl } = useRootData();
  const estimateAnswer = isEstimateAnswer(actionData) ? actionData : undefined;
  const orderAnswer = actionData && !isEstimateAnswer(actionData) ? (actionData as ValuationActionData) : undefined;
  // The estimate just computed, or the one the page was opened with (`?estimare=`, from its shared page).
  const estimate = estimateAnswer?.ok ? estimateAnswer.estimate : loaderData.estimate;
  // Lei converted at a rate other than BNR's of today (BNR not answering): said above the result.
  const rateNote = eurRonNote(estimate?.inputs.eurRon);
  return (
    <>
      <PageHeader
        eyebrow="Evaluare afaceri"
        title="Cât valorează afacerea ta?"
        lead="Primești gratuit o estimare orientativă, calculată din CUI sau din cifrele din bilanț, cu metoda explicată pas cu pas. Pentru vânzare, investitori sau bancă, specialiștii noștri îți pregătesc apoi raportul de evaluare argumentat."
      >
        <CtaRow
          actions={[
            { label: 'Estimează gratuit', to: '#estimare', kind: 'accent' },
            { label: 'Comandă raportul', to: valuationPaths.order(estimate?.id), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      {estimate ? (
        <Section id="rezultat">
          {estimateAnswer?.ok ? (
            <div className="form-message form-message--success estimate-status" role="status">
              Estimarea e gata: intervalul, metoda de calcul și linkul de distribuit sunt mai jos. Poți schimba cifrele din formular și calcula din nou.
            </div>
          ) : null}
          {rateNote ? (
            <p className="form-message form-message--info estimate-rate-note" role="note" data-testid="estimate-rate-note">
              {rateNote}
            </p>
          ) : null}
          <EstimateResult estimate={estimate} shareUrl={publicUrl + valuationPaths.estimate(estimate.id)} />
          <p className="estimate__next">
            Vrei o valoare pe care o poți susține la negociere sau la bancă? Comandă mai jos raportul de evaluare: consultantul pornește de la această estimare.
          </p>
        </Section>
      ) : null}
      <Section title={estimate ? 'Calculează din nou' : 'Estimare instant'} id="estimare">
        <EstimateForms years={years} result={estimateAnswer} />
      </Section>
      <Section title="Cum funcționează raportul" muted>
        <Steps
          items={[
            { title: 'Comanzi raportul', text: `Ne spui ce firmă evaluăm și completezi datele de facturare; plătești ${paymentText}.` },
            {
              title: 'Ne trimiți datele firmei',
              text: 'Ultimele bilanțuri și informații despre active și clienți, pe care ni le trimiți după confirmarea plății.',
            },
            { title: 'Analizăm afacerea', text: 'Aplicăm metode recunoscute: fluxuri de numerar actualizate, comparații de piață, active nete.' },
            { title: 'Primești raportul', text: 'Un document clar, cu valoarea estimată și argumentele din spatele ei.' },
          ]}
        />
      </Section>
      <Section title="Când îți folosește">
        <CheckList
          items={['vrei să vinzi afacerea la un preț corect;', 'atragi un investitor sau un asociat nou;', 'ceri un credit sau o garanție bancară.']}
        />
      </Section>
      <Section title="Comandă raportul de evaluare" id="comanda" muted>
        <ReportOrder
          product={product}
          vatPercent={vatPercent}
          cardOffered={cardOffered}
          signedIn={Boolean(user)}
          estimate={
            estimate ? { id: estimate.id, low: estimate.low, high: estimate.high, companyName: estimate.inputs.companyName, cui: estimate.inputs.cui } : null
          }
          actionData={orderAnswer}
        />
      </Section>
    </>
  );
}
