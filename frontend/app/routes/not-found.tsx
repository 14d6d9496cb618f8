import { data } from 'react-router';
import { NotFound } from '~/components/NotFound';
import type { RouteHandle } from '~/components/shell/Preloader';
import { pageMeta } from '~/lib/meta';

/** Catch-all: HTTP 404 with the spec's 404 page. */
export function loader() {
  return data(null, { status: 404 });
}

export const handle: RouteHandle = { hidePreloader: true };

export const meta = () => [...pageMeta('Pagina nu a fost găsită', 'Pagina căutată nu există pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFound />;
}
