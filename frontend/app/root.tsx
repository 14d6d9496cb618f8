import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { JsonLd } from './components/JsonLd';
import { Shell } from './components/shell/Shell';
import type { RootData } from './lib/root-data';
import { canonicalUrl } from './lib/canonical';
import { pageMeta } from './lib/meta';
import { jsonLdText, organizationLd } from './lib/seo';
import { siteConfig } from './lib/site-config';
import { getFavoriteCount, getSessionUser, getUnreadMessages } from './lib/session.server';
import { site } from './lib/site';
import { parseConsent } from '~/features/cookies/consent';
import { serverConsentCookieOptions } from '~/features/cookies/consent.server';
import { InlineStyles } from '~/lib/inline-css';
import { lazyComponent } from '~/lib/lazy-component';
import { useNonce } from '~/lib/nonce';

// The status pages' code loads only when a page is not found or fails.
const NotFound = lazyComponent(() => import('./components/NotFound').then((module) => module.NotFound));
const ErrorPage = lazyComponent(() => import('./components/ErrorPage').then((module) => module.ErrorPage));

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The default tags of pages without their own, from the loader (the builders stay on the server). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export async function loader(args: Route.LoaderArgs) {
  const [user, favoriteCount, unreadMessages] = await Promise.all([getSessionUser(args), getFavoriteCount(args), getUnreadMessages(args)]);
  // Same default as the API's configuration: http://localhost:<PORT>.
  const config = siteConfig();
  const publicUrl = config.publicUrl;
  const cookieOptions = serverConsentCookieOptions(publicUrl);
  const rootData: RootData = {
    user,
    favoriteCount,
    unreadMessages,
    publicUrl,
    vapidPublicKey: config.vapidPublicKey,
    cookieSecure: cookieOptions.secure,
    cookieDomain: cookieOptions.domain,
    consentRequired: parseConsent(args.request.headers.get('cookie') ?? '') === null,
    // Validated at boot by the API's configuration schema; the patterns keep any other value out of the page.
    tracking: {
      gaMeasurementId: config.gaMeasurementId,
      metaPixelId: config.metaPixelId,
    },
  };
  const meta = pageMeta(
    'Afaceri de vânzare, investitori și finanțări',
    'RoAfaceri: marketplace pentru afaceri de vânzare, investitori și parteneri, plus consultanță pentru finanțări nerambursabile.',
  );
  return data({ ...rootData, meta, organizationLd: jsonLdText(organizationLd(publicUrl)) });
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const publicUrl = rootData?.publicUrl ?? site.defaultPublicUrl;
  // Follows client-side navigation; filters and tracking parameters are left out (see lib/canonical.ts).
  const canonical = canonicalUrl(publicUrl, location.pathname, location.search);
  const nonce = useNonce();
  return (
    <html lang="ro">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <Meta />
        <link rel="canonical" href={canonical} />
        {rootData ? <JsonLd text={rootData.organizationLd} /> : null}
        <InlineStyles />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Shell>
      <ErrorPage details={details} />
    </Shell>
  );
}
