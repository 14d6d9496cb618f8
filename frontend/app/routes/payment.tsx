import { Link } from 'react-router';
import type { Route } from './+types/payment';
import { FormMessage } from '~/components/Field';
import { CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { PackageCard } from '~/features/checkout/PackageCard';
import { loadPackagesPage } from '~/features/checkout/packages.server';
import { PriceLines } from '~/features/checkout/PriceLines';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const loader = (args: Route.LoaderArgs) => loadPackagesPage(args);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    'Pachete de promovare',
    `Pachete de promovare pentru anunțuri și raportul de evaluare a afacerii, cu prețuri în euro. Plata se face prin transfer bancar, pe baza proformei trimise pe email${loaderData?.cardOffered ? ', sau cu cardul' : ''}.`,
  );

const STANDARD_FEATURES = ['publicare după verificare', 'vizibil în listări și în căutare', 'mesaje de la utilizatori înregistrați'];

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { promotions, valuation, vatPercent, cardOffered, signedIn, listing, listingProblem, listingNeedsSignIn, signInPath } = loaderData;

  return (
    <>
      <PageHeader
        eyebrow="Promovare și plată"
        title="Pachete de promovare"
        lead={`Publicarea anunțurilor este gratuită. Pentru mai multă vizibilitate alegi un pachet de promovare pentru un anunț publicat. Prețurile sunt în euro; plata se face prin transfer bancar, pe baza proformei pe care ți-o trimitem pe email${
          cardOffered ? ', sau cu cardul, pe pagina securizată Stripe' : ''
        }.`}
      />
      <Section>
        {listing ? (
          <div className="checkout-listing" data-testid="promoted-listing">
            <FormMessage kind="info">
              Alegi promovarea pentru anunțul{' '}
              <Link to={listing.path} className="link">
                {listing.title}
              </Link>{' '}
              ({listing.familyLabel}).
            </FormMessage>
          </div>
        ) : null}
        {listingProblem ? (
          <div className="checkout-listing">
            <FormMessage kind="error">{listingProblem}</FormMessage>
          </div>
        ) : null}
        {listingNeedsSignIn ? (
          <div className="checkout-listing">
            <FormMessage kind="info">
              <Link to={signInPath} className="link">
                Intră în cont
              </Link>{' '}
              ca să alegi pachetul pentru anunțul tău.
            </FormMessage>
          </div>
        ) : null}

        {promotions ? (
          <ul className="card-grid card-grid--3 package-grid" aria-label="Pachete">
            <PackageCard name="Standard" description="Anunțul tău publicat și verificat, fără costuri." features={STANDARD_FEATURES} priceLabel="Gratuit">
              <Link to={paths.newListing()} className="button button--ghost button--block">
                Adaugă un anunț
              </Link>
            </PackageCard>
            {promotions.map((product) => (
              <PackageCard key={product.id} name={product.name} description={product.description} features={product.features} productId={product.id}>
                <PriceLines netEur={product.netEur} vatEur={product.vatEur} totalEur={product.totalEur} vatPercent={vatPercent} />
                {listing ? (
                  <Link to={paths.billingData({ anunt: listing.id, produs: product.id })} className="button button--accent button--block">
                    Alege pachetul {product.name}
                  </Link>
                ) : null}
              </PackageCard>
            ))}
          </ul>
        ) : (
          <FormMessage kind="error">Prețurile pachetelor nu pot fi afișate acum. Te rugăm să revii peste câteva minute sau să ne scrii.</FormMessage>
        )}

        {listing ? null : (
          <div className="panel checkout-howto" data-testid="promotion-howto">
            <h2 className="section__title">Cum cumperi o promovare</h2>
            <p>
              Promovarea se cumpără pentru unul dintre anunțurile tale aprobate și publicate. În pagina „Anunțurile mele” apasă „Promovează” la anunțul dorit,
              apoi alege pachetul.
            </p>
            <CtaRow
              actions={
                signedIn
                  ? [{ label: 'Mergi la anunțurile mele', to: paths.myListings({ stare: 'publicate' }), kind: 'primary' }]
                  : [
                      { label: 'Intră în cont', to: signInPath, kind: 'primary' },
                      { label: 'Creează cont', to: paths.register(), kind: 'ghost' },
                    ]
              }
            />
          </div>
        )}
      </Section>

      {valuation ? (
        <Section title="Raport de evaluare a afacerii" muted>
          <div className="split">
            <div>
              <p>{valuation.description}</p>
              <ul className="package-features">
                {valuation.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
            <div className="panel">
              <PriceLines netEur={valuation.netEur} vatEur={valuation.vatEur} totalEur={valuation.totalEur} vatPercent={vatPercent} />
              <CtaRow actions={[{ label: 'Comandă raportul', to: paths.valuationOrder(), kind: 'primary' }]} />
            </div>
          </div>
        </Section>
      ) : null}

      <Section title="Cum se face plata">
        <Steps
          items={[
            { title: 'Alegi pachetul', text: 'Pentru un anunț publicat, din pagina „Anunțurile mele”, sau raportul de evaluare.' },
            { title: 'Completezi datele de facturare', text: 'Pe o firmă (cu CUI) sau pe o persoană fizică.' },
            cardOffered
              ? {
                  title: 'Plătești cu cardul sau prin transfer bancar',
                  text: 'Cardul, pe pagina securizată Stripe; sau transferul, cu proforma primită pe email și numărul comenzii ca referință.',
                }
              : { title: 'Plătești prin transfer bancar', text: 'Primești proforma pe email; numărul comenzii este referința plății.' },
            cardOffered
              ? {
                  title: 'Confirmăm plata',
                  text: 'Plata cu cardul se confirmă în câteva secunde, transferul când suma ajunge în cont; atunci activăm promovarea sau începem lucrul la raport.',
                }
              : { title: 'Confirmăm plata', text: 'Când suma ajunge în cont confirmăm plata și activăm promovarea, sau începem lucrul la raport.' },
          ]}
        />
        <p className="muted-text checkout-note">
          {cardOffered
            ? 'Datele cardului le introduci doar pe pagina securizată Stripe: nu ți le cerem niciodată pe email sau la telefon.'
            : 'Nu acceptăm plata cu cardul pe site și nu îți cerem niciodată datele cardului.'}
        </p>
      </Section>
    </>
  );
}
