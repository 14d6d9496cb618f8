/**
 * An order as its owner sees it on `plata/comanda/:id`: state, what to do next (while it waits for
 * payment: the card, when offered, and the bank transfer details; back from the card page, the
 * payment being confirmed; billing data saved before a rule that cannot be invoiced: why, and the
 * form completing them, before any payment), what was ordered, the invoices and the billing data.
 * Every text typed by the client is rendered as text.
 */
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { countyName } from '@contracts/counties';
import { countryName } from '@contracts/countries';
import type { OrderView } from '@contracts/orders';
import { listingPublicPath } from '@contracts/public-pages';
import { FormMessage } from '~/components/Field';
import { paths } from '~/lib/paths';
import { SubmissionToken } from '~/lib/submission-token';
import type { FieldErrors } from '~/lib/validation';
import { BillingForm } from './BillingForm';
import { billingFormValues, type CheckoutField } from './billing-rules';
import { formatIban } from '@contracts/iban';
import { countLabel, formatDate } from '../listings/format';
import { formatMoney } from '@contracts/format-money';
import { nextStepsOf, ORDER_BADGE, paymentDueDate } from './format';
import { InvoiceLinks } from './InvoiceLinks';
import { PriceLines } from './PriceLines';

function Facts({ items, label, testId }: { items: { term: string; value: ReactNode }[]; label: string; testId?: string }) {
  return (
    <dl className="order-facts" aria-label={label} data-testid={testId}>
      {items
        .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
        .map((item) => (
          <div key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}

function PaymentPanel({ order }: { order: OrderView }) {
  const busy = useNavigation().state === 'submitting';
  const payment = order.payment;
  if (!payment) {
    return (
      <div className="panel order-panel">
        <h2 className="section__title">Plata prin transfer bancar</h2>
        <p>Datele pentru transfer nu au fost încă generate pentru această comandă.</p>
        <Form method="post">
          <input type="hidden" name="intent" value="pay" />
          <SubmissionToken />
          <button type="submit" className="button button--primary" disabled={busy}>
            Primește datele pentru transfer și proforma
          </button>
        </Form>
      </div>
    );
  }
  const due = paymentDueDate(order.createdAt, payment.dueDays);
  const card = payment.methods.includes('card');
  return (
    <>
      {card ? <CardPanel order={order} /> : null}
      <div className="panel order-panel order-panel--payment" data-testid="payment-instructions">
        <h2 className="section__title">{card ? 'Sau plătești prin transfer bancar' : 'Plata prin transfer bancar'}</h2>
        <p>{nextStepsOf(order)}</p>
        <Facts
          label="Datele pentru transfer"
          items={[
            { term: 'Beneficiar', value: payment.beneficiary },
            { term: 'Banca', value: payment.bank },
            {
              term: 'IBAN',
              value: (
                <span className="order-facts__code" data-testid="payment-iban">
                  {formatIban(payment.iban)}
                </span>
              ),
            },
            {
              term: 'Referința plății',
              value: (
                <span className="order-facts__code" data-testid="payment-reference">
                  {payment.reference}
                </span>
              ),
            },
            { term: 'Suma de plată', value: <strong data-testid="payment-amount">{formatMoney(payment.amountEur)}</strong> },
            { term: 'Termen de plată', value: `${countLabel(payment.dueDays, 'zi', 'zile')} de la comandă, până la ${formatDate(due)}` },
          ]}
        />
        <p className="muted-text">
          {card
            ? 'Dacă nu primim plata până la termen, comanda se anulează automat. Datele cardului le introduci doar pe pagina securizată a procesatorului de plăți Stripe: nu ți le cerem niciodată pe email sau la telefon.'
            : 'Dacă nu primim plata până la termen, comanda se anulează automat. Plata se face doar prin transfer bancar: nu îți cerem niciodată datele cardului.'}
        </p>
      </div>
    </>
  );
}

/** Card payment (offered when the site has a card processor): the form posts `intent=card` and the page's action sends the buyer to Stripe's hosted page. */
function CardPanel({ order }: { order: OrderView }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="panel order-panel order-panel--card" data-testid="card-payment">
      <h2 className="section__title">Plătește cu cardul</h2>
      <p>
        Plătești {formatMoney(order.totalEur)} pe pagina securizată Stripe, apoi revii aici. Plata se confirmă în câteva secunde
        {order.kind === 'promotion' ? ', iar promovarea anunțului pornește imediat.' : ', iar un consultant începe lucrul la raport.'}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="card" />
        <SubmissionToken />
        <button type="submit" className="button button--primary" disabled={busy}>
          Plătește cu cardul
        </button>
      </Form>
    </div>
  );
}

/** Back from the card page, before Stripe's confirmation reached the site: the page reloads itself (meta refresh) a few times. */
function ConfirmingPanel({ reloadUrl }: { reloadUrl: string | null }) {
  return (
    <div className="panel order-panel" data-testid="card-confirming" role="status">
      <h2 className="section__title">Plata este în curs de confirmare</h2>
      <p>Am primit răspunsul de la procesatorul de plăți și așteptăm confirmarea plății. Durează de obicei câteva secunde; pagina se reîncarcă singură.</p>
      <p>
        <a href={reloadUrl ?? ''} className="link">
          Reîncarcă
        </a>
      </p>
    </div>
  );
}

/**
 * Billing data saved before a rule that cannot be invoiced as they are (a București address without
 * its sector): why, and the billing form (kept values and errors after a refused submission) that
 * completes them; the order is paid once they are complete.
 */
function BillingCompletion({
  order,
  values,
  fieldErrors,
  message,
}: {
  order: OrderView;
  values?: Record<string, string>;
  fieldErrors?: FieldErrors<CheckoutField>;
  message?: string;
}) {
  return (
    <div className="panel order-panel" data-testid="billing-completion">
      <h2 className="section__title">Completează datele de facturare</h2>
      <p>
        Înainte de plată, datele de facturare ale comenzii trebuie completate: {order.billingIncomplete?.message} Datele au fost salvate înainte ca site-ul să
        ceară acest lucru; fără ele factura nu poate fi emisă. După ce le salvezi, poți plăti comanda.
      </p>
      <BillingForm
        mode="complete"
        actionPath={paths.order(order.id)}
        valuation={false}
        values={values ?? billingFormValues(order.billing)}
        serverErrors={fieldErrors}
        message={message}
        submitLabel="Salvează datele de facturare"
      />
    </div>
  );
}

/**
 * "Renunți la comandă?": folded by default so a stray tap cannot cancel; the form posts
 * `intent=cancel` to the page's action and works without JavaScript.
 */
function CancelOrder() {
  const busy = useNavigation().state === 'submitting';
  return (
    <details className="order-cancel" data-testid="order-cancel">
      <summary>Renunți la comandă?</summary>
      <p>Dacă nu mai vrei acest produs, poți anula comanda cât timp nu a fost plătită. Îți trimitem confirmarea pe email.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button button--ghost" disabled={busy}>
          Anulează comanda
        </button>
      </Form>
    </details>
  );
}

function OutcomePanel({ order }: { order: OrderView }) {
  if (order.status === 'paid') {
    return (
      <div className="panel order-panel" data-testid="order-outcome">
        <h2 className="section__title">Plata a fost confirmată</h2>
        <p>{nextStepsOf(order)}</p>
        {order.paidAt ? <p className="muted-text">Plată confirmată pe {formatDate(order.paidAt)}.</p> : null}
        {order.kind === 'valuation' ? (
          <p>
            Documentele cerute de consultant le poți trimite din pagina{' '}
            <Link to={paths.documentUpload()} className="link">
              Încărcare documente
            </Link>
            .
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="panel order-panel" data-testid="order-outcome">
      <h2 className="section__title">Comanda a fost anulată</h2>
      {order.cancelledAt ? <p>Anulată pe {formatDate(order.cancelledAt)}.</p> : null}
      {order.cancelReason ? (
        <p>
          Motiv: <span className="order-panel__reason">{order.cancelReason}</span>
        </p>
      ) : null}
      {order.refund ? (
        <p data-testid="order-refund">
          {order.refund.status === 'requested'
            ? `Suma de ${formatMoney(order.totalEur)} a fost rambursată pe cardul cu care ai plătit; apare în cont în 5–10 zile lucrătoare, după banca ta.`
            : `Suma de ${formatMoney(order.totalEur)} îți este returnată prin transfer bancar; un coleg te contactează pentru contul în care o primești.`}
        </p>
      ) : (
        <p>{nextStepsOf(order)}</p>
      )}
      <p>
        <Link to={order.kind === 'promotion' ? paths.payment() : paths.valuationOrder()} className="link">
          Plasează o comandă nouă
        </Link>
      </p>
    </div>
  );
}

export function OrderDetails({
  order,
  justPlaced,
  actionMessage,
  cardReturn = null,
  reloadUrl = null,
  billingForm,
}: {
  order: OrderView;
  justPlaced: boolean;
  actionMessage?: string;
  cardReturn?: 'paid' | 'cancelled' | null;
  reloadUrl?: string | null;
  /** After a refused completion of the billing data: what was typed and the fields' messages. */
  billingForm?: { values?: Record<string, string>; fieldErrors?: FieldErrors<CheckoutField> };
}) {
  const billing = order.billing;
  const abroad = Boolean(billing.country && billing.country !== 'RO');
  const place = (
    abroad
      ? [billing.address, billing.postalCode, billing.city, billing.region, countryName(billing.country)]
      : [billing.address, billing.city, countyName(billing.county) ? `jud. ${countyName(billing.county)}` : null]
  )
    .filter(Boolean)
    .join(', ');
  const completing = order.status === 'awaiting_payment' && order.billingIncomplete !== null && order.billingIncomplete !== undefined;
  return (
    <>
      {justPlaced ? (
        <FormMessage kind="success">
          Comanda {order.number} a fost înregistrată.{order.payment ? ` Ți-am trimis proforma pe email, la ${billing.email}.` : ''}
        </FormMessage>
      ) : null}
      {actionMessage && !completing ? <FormMessage kind="error">{actionMessage}</FormMessage> : null}
      <p className="order-status">
        Starea comenzii:{' '}
        <span className={`status-badge status-badge--${ORDER_BADGE[order.status]}`} data-testid="order-status">
          {order.statusName}
        </span>
      </p>

      {cardReturn === 'cancelled' && order.status === 'awaiting_payment' ? (
        <FormMessage kind="info">Plata cu cardul nu a fost finalizată. Poți încerca din nou sau poți plăti prin transfer bancar.</FormMessage>
      ) : null}
      {order.status === 'awaiting_payment' &&
      order.cardPayment?.state === 'declined' &&
      order.cardPayment.message &&
      order.cardPayment.message !== actionMessage ? (
        <FormMessage kind="error">
          <span data-testid="card-declined">{order.cardPayment.message}</span>
        </FormMessage>
      ) : null}
      {order.status === 'awaiting_payment' && order.cardPayment?.state === 'unknown' && cardReturn !== 'paid' ? (
        <FormMessage kind="info">
          <span data-testid="card-unknown">
            Plata cu cardul se confirmă: procesatorul de plăți nu ne-a răspuns încă. Verificăm la el înainte de orice altă operație; încearcă din nou în câteva
            minute și nu plăti comanda și prin transfer între timp.
          </span>
        </FormMessage>
      ) : null}
      {order.status === 'awaiting_payment' && cardReturn === 'paid' ? (
        <ConfirmingPanel reloadUrl={reloadUrl} />
      ) : completing ? (
        <>
          <BillingCompletion order={order} values={billingForm?.values} fieldErrors={billingForm?.fieldErrors} message={actionMessage} />
          <CancelOrder />
        </>
      ) : order.status === 'awaiting_payment' ? (
        <>
          <PaymentPanel order={order} />
          <CancelOrder />
        </>
      ) : (
        <OutcomePanel order={order} />
      )}

      <InvoiceLinks order={order} />

      <div className="split order-details">
        <section className="panel order-panel" aria-labelledby="comanda-produs">
          <h2 className="section__title" id="comanda-produs">
            Ce ai comandat
          </h2>
          <Facts
            label="Produsul comandat"
            testId="order-product"
            items={[
              { term: 'Număr comandă', value: order.number },
              { term: 'Data comenzii', value: formatDate(order.createdAt) },
              { term: 'Produs', value: order.productName },
              {
                term: 'Anunțul promovat',
                value: order.listing ? (
                  <Link to={listingPublicPath(order.listing)} className="link">
                    {order.listing.title}
                  </Link>
                ) : null,
              },
              { term: 'Promovat până la', value: order.status === 'paid' ? formatDate(order.promotedUntil) : null },
              { term: 'Firma evaluată', value: order.valuation?.companyName },
              { term: 'CUI-ul firmei evaluate', value: order.valuation?.companyCui },
              { term: 'Observații', value: order.valuation?.notes ? <span className="order-facts__notes">{order.valuation.notes}</span> : null },
            ]}
          />
          <PriceLines
            netEur={order.netEur}
            vatEur={order.vatEur}
            totalEur={order.totalEur}
            vatPercent={order.vat?.ratePercent ?? undefined}
            vatNote={order.vat?.mention}
            totalLabel="Total"
          />
          {order.vat?.legalBasis ? <p className="muted-text">{`${order.vat.mention}: ${order.vat.legalBasis}.`}</p> : null}
        </section>
        <section className="panel order-panel" aria-labelledby="comanda-facturare">
          <h2 className="section__title" id="comanda-facturare">
            Date de facturare
          </h2>
          <Facts
            label="Datele de facturare"
            testId="order-billing"
            items={[
              { term: 'Factura pe', value: billing.type === 'company' ? 'Firmă' : 'Persoană fizică' },
              { term: billing.type === 'company' ? 'Denumire' : 'Nume', value: billing.name },
              { term: 'CUI', value: billing.cui },
              { term: 'Nr. Reg. Com.', value: billing.regCom },
              { term: 'Cod de TVA', value: billing.vatId },
              { term: 'Cod fiscal', value: billing.taxId },
              { term: 'Adresa', value: place },
              { term: 'Email', value: billing.email },
              { term: 'Telefon', value: billing.phone },
            ]}
          />
        </section>
      </div>
    </>
  );
}
