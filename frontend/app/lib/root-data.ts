import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from '@contracts/auth';
import type { TrackingIds } from './analytics';
import { site } from './site';

/** What the root loader gives every page (see root.tsx). */
export interface RootData {
  user: SessionUser | null;
  favoriteCount: number;
  /** Unread messages of the signed-in user (the header's „Mesaje” badge); absent when anonymous. */
  unreadMessages?: number;
  /** Base of canonical URLs, without a trailing slash. */
  publicUrl: string;
  /** Web push key; absent until the API exposes it, and push is then skipped. */
  vapidPublicKey: string | null;
  /** Cookie attributes for the consent cookie in production (https PUBLIC_URL). */
  cookieSecure: boolean;
  cookieDomain: string | null;
  /** No cookie choice stored yet: the cookie dialog is part of the server's HTML. */
  consentRequired: boolean;
  /** Analytics and pixel ids (GA_MEASUREMENT_ID, META_PIXEL_ID); used only after marketing consent. */
  tracking: TrackingIds;
}

const ANONYMOUS: RootData = {
  user: null,
  favoriteCount: 0,
  publicUrl: site.defaultPublicUrl,
  vapidPublicKey: null,
  cookieSecure: false,
  cookieDomain: null,
  consentRequired: false,
  tracking: { gaMeasurementId: null, metaPixelId: null },
};

/** Root loader data, or anonymous defaults when the root loader itself failed (error page). */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>('root') ?? ANONYMOUS;
}
