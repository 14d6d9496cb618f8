/**
 * Session helpers for loaders and actions: who is signed in (asked once per request, memoised in
 * the request's context), and the redirects of the login guard (spec section 6).
 */
import { createContext, redirect } from 'react-router';
import { UserType, type SessionUser } from '@contracts/index';
import { createApiClient, type ApiCallArgs } from './api-client';
import { paths } from './paths';

/** Loader / action arguments the guards need. */
export interface GuardArgs extends ApiCallArgs {
  url: URL;
}

interface SessionAccount {
  user: SessionUser | null;
  /** The signed-in user's favourites, as the header shows them (0 when anonymous). */
  favoriteCount: number;
  /** Messages sent to the signed-in user not read yet (the header's „Mesaje” badge). */
  unreadMessages: number;
}

const ANONYMOUS: SessionAccount = { user: null, favoriteCount: 0, unreadMessages: 0 };
const sessionAccountContext = createContext<Promise<SessionAccount> | null>(null);

async function fetchSessionAccount(args: ApiCallArgs): Promise<SessionAccount> {
  // No cookie: nobody is signed in, no need to ask the API.
  if (!args.request.headers.get('cookie')) return ANONYMOUS;
  const result = await createApiClient(args).getAccount();
  // 401 means anonymous; any other failure is treated as anonymous too, so pages still render.
  if (!result.ok || !result.data?.user) return ANONYMOUS;
  return { user: result.data.user, favoriteCount: Number(result.data.favoriteCount) || 0, unreadMessages: Number(result.data.unreadMessages) || 0 };
}

function getSessionAccount(args: ApiCallArgs): Promise<SessionAccount> {
  let pending = args.context.get(sessionAccountContext);
  if (!pending) {
    pending = fetchSessionAccount(args);
    args.context.set(sessionAccountContext, pending);
  }
  return pending;
}

export async function getSessionUser(args: ApiCallArgs): Promise<SessionUser | null> {
  return (await getSessionAccount(args)).user;
}

/** How many favourites the signed-in user has, from the same API call as the user. */
export async function getFavoriteCount(args: ApiCallArgs): Promise<number> {
  return (await getSessionAccount(args)).favoriteCount;
}

/** How many messages the signed-in user has not read, from the same API call as the user. */
export async function getUnreadMessages(args: ApiCallArgs): Promise<number> {
  return (await getSessionAccount(args)).unreadMessages;
}

/** The signed-in user, or a 302 redirect to the login page that comes back here afterwards. */
export async function requireUser(args: GuardArgs): Promise<SessionUser> {
  const user = await getSessionUser(args);
  // `url` is the normalised page URL (the raw request of a client navigation ends in `.data`).
  if (!user) throw redirect(paths.login(args.url.pathname + args.url.search));
  return user;
}

/** Login and registration pages are for anonymous visitors: a signed-in user is sent to access-denied. */
export async function redirectSignedInUser(args: ApiCallArgs): Promise<void> {
  if (await getSessionUser(args)) throw redirect(paths.accessDenied());
}

/** Only legal entities may promote services (spec sections 5, 6). */
export async function requireLegalEntity(args: GuardArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (user.userType !== UserType.PersoanaJuridica) throw redirect(paths.profile('doar-persoane-juridice'));
  return user;
}
