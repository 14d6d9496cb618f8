import type { Route } from './+types/billing-data';
import { FormMessage } from '~/components/Field';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { BillingForm } from '~/features/checkout/BillingForm';
import { billingAction, loadBillingPage } from '~/features/checkout/billing.server';
import { OrderSummary } from '~/features/checkout/OrderSummary';
import { paths } from '~/lib/paths';
import { seoMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => loadBillingPage(args);

export const action = (args: Route.ActionArgs) => billingAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Date de facturare',
    description: 'Datele de facturare pentru pachetele de promovare și rapoartele de evaluare RoAfaceri, trecute pe proformă și pe factura fiscală.',
    // The form itself belongs to one user's order.
    noindex: args.loaderData ? args.loaderData.mode !== 'info' : true,
  });

const LEAD =
  'Completează datele pe care le trecem pe proformă și pe factură. Pentru firme avem nevoie de denumire, cod fiscal (CUI) și sediu; pentru persoane fizice, de nume și adresă.';

export default function BillingData({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      <PageHeader hero eyebrow="Pasul 2 din 3" title="Date de facturare" lead={LEAD}>
        <CtaRow actions={[{ label: 'Înapoi la pachete', to: paths.payment(), kind: 'ghost' }]} />
      </PageHeader>
      {page.mode === 'form' ? (
        <Section>
          <div className="checkout-layout">
            <div className="panel checkout-layout__form">
              <BillingForm
                // The fields start from `values`: a new ANAF answer starts them again.
                key={actionData?.anaf?.at ?? 'billing'}
                anaf={actionData?.anaf}
                actionPath={page.actionPath}
                valuation={page.product.kind === 'valuation'}
                values={actionData?.values ?? page.prefill}
                serverErrors={actionData?.fieldErrors}
                message={actionData?.message}
                submitLabel={`Trimite comanda (${page.product.name})`}
              />
            </div>
            <OrderSummary product={page.product} vatPercent={page.vatPercent} listing={page.listing} />
          </div>
        </Section>
      ) : page.mode === 'problem' ? (
        <Section>
          <FormMessage kind="error">{page.message}</FormMessage>
          <CtaRow actions={[{ label: page.link.label, to: page.link.to, kind: 'primary' }]} />
        </Section>
      ) : (
        <Section title="Cum comanzi">
          <CheckList
            items={[
              'alege un pachet de promovare pentru unul dintre anunțurile tale publicate, sau comandă un raport de evaluare a afacerii;',
              'completează datele de facturare: denumirea firmei și codul fiscal (CUI), sau numele complet pentru persoane fizice, adresa și emailul;',
              'primești pe email proforma, cu numărul comenzii ca referință de plată, și plătești prin transfer bancar;',
              'când suma ajunge în contul nostru confirmăm plata și activăm promovarea, sau începem lucrul la raport.',
            ]}
          />
          <CtaRow
            actions={[
              { label: 'Alege un pachet de promovare', to: paths.payment(), kind: 'primary' },
              { label: 'Comandă un raport de evaluare', to: paths.valuationOrder(), kind: 'ghost' },
            ]}
          />
        </Section>
      )}
    </>
  );
}
