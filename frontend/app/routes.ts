/**
 * Every path of spec section 2, with its Romanian URL. Links are built with lib/paths.ts.
 * Routes under the pathless `protected` layout require login (302 to /auth/login?redirect=…).
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PRODUCT_SLUG, ROUTE_SEGMENTS } from './lib/route-segments';

/**
 * Every listing family has a list page and a detail page served by the same two generic modules
 * (they find their family from the first URL segment). Assets are listed by category.
 */
function familyRoutes() {
  return Object.entries(ROUTE_SEGMENTS).flatMap(([key, segment]) => {
    const list = key === 'active' ? `${segment}/:category` : segment;
    return [
      route(list, 'routes/listings/family-list.tsx', { id: `list-${key}` }),
      route(`${list}/:slug`, 'routes/listings/listing-detail.tsx', { id: `detail-${key}` }),
    ];
  });
}

export default [
  index('routes/home.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('finantari/granturi-inovare-it', 'routes/fund-legacy-redirect.tsx'),
  ...familyRoutes(),
  route(ROUTE_SEGMENTS.active, 'routes/listings/assets-redirect.tsx'),
  route('echipa', 'routes/team.tsx', { id: 'team' }),
  route('echipa-noastra', 'routes/team-redirect.tsx'),
  route('serviciile-noastre', 'routes/team.tsx', { id: 'our-services' }),
  route('portofoliu', 'routes/portfolio.tsx'),
  route('parteneriate', 'routes/partnerships.tsx'),
  route('solutii', 'routes/partners.tsx', { id: 'solutions' }),
  route('partenerii-nostri', 'routes/partners.tsx', { id: 'our-partners' }),
  route(`servicii-${PRODUCT_SLUG}`, 'routes/business-services.tsx'),
  route(`servicii-${PRODUCT_SLUG}/:slug`, 'routes/business-service-detail.tsx'),
  route('evaluare-afaceri', 'routes/valuation.tsx'),
  route('evaluare-afaceri/estimare/:id', 'routes/valuation-estimate.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirmare', 'routes/newsletter/confirm.tsx'),
  route('newsletter/preferinte', 'routes/newsletter/preferences.tsx'),
  route('newsletter/dezabonare', 'routes/newsletter/unsubscribe.tsx'),
  route('feedback', 'routes/feedback.tsx'),
  route('calculeaza-punctaj', 'routes/score-calculator.tsx'),
  route('verifica-eligibilitate-finantare', 'routes/eligibility-check.tsx'),
  route('verifica-eligibilitate-masura-3', 'routes/eligibility-measure-3.tsx'),
  route('formulare-eligibilitate', 'routes/eligibility-forms.tsx'),
  route('incarcare-documente', 'routes/document-upload.tsx'),
  route('plata', 'routes/payment.tsx'),
  route('plata/date-facturare', 'routes/billing-data.tsx'),
  route('plata/comanda/:id', 'routes/order-status.tsx'),
  route('auth', 'routes/auth/hub.tsx'),
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/inregistrare', 'routes/auth/register.tsx'),
  route('auth/recupereaza-parola', 'routes/auth/lost-password.tsx'),
  route('auth/reseteaza-parola', 'routes/auth/reset-password.tsx'),
  route('auth/verifica-email', 'routes/auth/verify-email.tsx'),
  route('auth/logout', 'routes/auth/logout.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('prime-dash', 'routes/prime-dashboard.tsx'),
  route('mindset-owners', 'routes/mindset-owners.tsx'),
  route('app', 'routes/mobile-app.tsx'),
  route('termeni-conditii', 'routes/terms.tsx'),
  route('acord-cookie-uri', 'routes/cookie-consent.ts'),
  route('access-denied', 'routes/access-denied.tsx'),
  route('cautari-salvate/oprita', 'routes/saved-search-paused.tsx'),
  route('reinnoire-anunt', 'routes/listing-renew.tsx'),

  layout('routes/protected/layout.tsx', [
    route('anunt-nou', 'routes/protected/new-listing.tsx'),
    route('cont', 'routes/protected/account.tsx'),
    route('cont/profil', 'routes/protected/profile.tsx'),
    route('cont/datele-mele', 'routes/protected/my-data.tsx'),
    route('cont/anunturile-mele', 'routes/protected/my-listings.tsx'),
    route('cont/favorite', 'routes/protected/favorites.tsx'),
    route('cont/mesaje/:id?', 'routes/protected/messages.tsx'),
    route('cont/cereri-acces', 'routes/protected/access-requests.tsx'),
    route('cont/cautari-salvate', 'routes/protected/saved-searches.tsx'),
    route('cont/cautari-salvate/nou', 'routes/protected/saved-search-new.tsx'),
    route('cont/cautari-salvate/:id/deschide', 'routes/protected/saved-search-open.tsx'),
    route('cont/investitori-potriviti/:listingId', 'routes/protected/investor-matches.tsx'),
    route('adauga-companie', 'routes/protected/add-company.tsx'),
    route('adauga-active', 'routes/protected/add-active.tsx'),
    route('adauga-serviciu', 'routes/protected/add-service.tsx'),
    route('adauga-vreau-sa-investesc', 'routes/protected/add-investor.tsx'),
    route('adauga-caut-partener', 'routes/protected/add-partner-search.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
