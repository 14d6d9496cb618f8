import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requireUser } from '~/lib/session.server';

/**
 * Pathless layout of the pages that need login (spec section 2, "Routes requiring login").
 * Its server loader answers anonymous visitors with 302 to /auth/login?redirect=<path>; the same
 * loader runs on client navigations (as a data request), so the browser is redirected too.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { user };
}

export default function ProtectedLayout() {
  return <Outlet />;
}
