import type { Route } from './+types/valuation';
import { FormMessage } from '~/components/Field';
import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { PriceLines } from '~/features/checkout/PriceLines';
import { ValuationForm } from '~/features/checkout/ValuationForm';
import { paymentWays } from '~/features/checkout/payment-ways';
import { loadValuationPage, valuationAction } from '~/features/checkout/valuation.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';

export const loader = (args: Route.LoaderArgs) => loadValuationPage(args);

export const action = (args: Route.ActionArgs) => valuationAction(args);

export const meta = () =>
  pageMeta('Evaluare afaceri', 'Raport de evaluare a afacerii realizat de specialiști, pentru vânzare, atragerea de investitori sau finanțare bancară.');

export default function Valuation({ loaderData, actionData }: Route.ComponentProps) {
  const { product, vatPercent, cardOffered } = loaderData;
  const { user } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow="Raport de evaluare"
        title="Evaluare afaceri"
        lead="Află cât valorează afacerea ta înainte să negociezi. Specialiștii noștri analizează situațiile financiare, activele și piața și îți livrează un raport de evaluare argumentat."
      >
        <CtaRow
          actions={[
            { label: 'Comandă raportul', to: paths.valuationOrder(), kind: 'accent' },
            { label: 'Ai întrebări? Scrie-ne', to: paths.contact(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Cum funcționează">
        <Steps
          items={[
            { title: 'Comanzi raportul', text: `Ne spui ce firmă evaluăm și completezi datele de facturare; plătești ${paymentWays(cardOffered)}.` },
            { title: 'Ne trimiți datele firmei', text: 'Ultimele bilanțuri și informații despre active și clienți, pe care ni le trimiți după confirmarea plății.' },
            { title: 'Analizăm afacerea', text: 'Aplicăm metode recunoscute: fluxuri de numerar actualizate, comparații de piață, active nete.' },
            { title: 'Primești raportul', text: 'Un document clar, cu valoarea estimată și argumentele din spatele ei.' },
          ]}
        />
      </Section>
      <Section title="Când îți folosește" muted>
        <CheckList
          items={['vrei să vinzi afacerea la un preț corect;', 'atragi un investitor sau un asociat nou;', 'ceri un credit sau o garanție bancară.']}
        />
      </Section>
      <Section title="Comandă raportul de evaluare" id="comanda">
        <div className="checkout-layout">
          <div className="panel checkout-layout__form">
            <ValuationForm actionData={actionData} signedIn={Boolean(user)} cardOffered={cardOffered} />
          </div>
          {product ? (
            <aside className="panel order-summary" aria-labelledby="pret-raport" data-testid="valuation-price">
              <h3 className="order-summary__title" id="pret-raport">
                {product.name}
              </h3>
              <ul className="package-features">
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <PriceLines netEur={product.netEur} vatEur={product.vatEur} totalEur={product.totalEur} vatPercent={vatPercent} />
              <p className="muted-text">Plata se face {paymentWays(cardOffered)}, după comandă.</p>
            </aside>
          ) : (
            <FormMessage kind="info">Prețul raportului nu poate fi afișat acum; îl vezi în pasul următor, înainte de a trimite comanda.</FormMessage>
          )}
        </div>
      </Section>
    </>
  );
}
