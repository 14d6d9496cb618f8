import { redirect, replace } from 'react-router';
import type { Route } from './+types/logout';
import { EXPIRED_AUTH_COOKIES } from '@contracts/auth';
import { cookieHeaders, createApiClient } from '~/lib/api-client';
import { paths } from '~/lib/paths';

/** Logout (spec section 4): POST /api/auth/logout, session cookie cleared, go to / replacing history. */
export async function action(args: Route.ActionArgs) {
  const result = await createApiClient(args).logout();
  const headers = cookieHeaders(result);
  // Also expire the session cookie here, in case the API could not be reached.
  for (const line of EXPIRED_AUTH_COOKIES) headers.append('Set-Cookie', line);
  return replace(paths.home(), { headers });
}

export function loader() {
  return redirect(paths.home());
}
