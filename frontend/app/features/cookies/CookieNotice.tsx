/**
 * Cookie consent (spec sections 2, 4, 9): opens the cookie dialog when there is no `CookieConsent`
 * cookie (the dialog stores the visitor's choice, then asks for push notifications); when consent
 * already exists only the push request runs. Analytics start only with marketing consent.
 * The dialog's own code loads when the visitor touches it (or when it opens after a navigation):
 * on a first visit the server's HTML shows it with the page.
 */
import { useCallback, useEffect, useState } from 'react';
import { requestPush } from '~/features/push/request-push';
import { deferredComponent } from '~/lib/deferred-component';
import { useRootData } from '~/lib/root-data';
import { onMarketingConsent } from '~/lib/tracking';
import { readConsent } from './consent';
import type { CookieDialogProps } from './CookieDialog';

const CookieDialog = deferredComponent<CookieDialogProps & { openOnServer: boolean }>(() => import('./CookieDialog').then((module) => module.CookieDialog), {
  needed: (props) => props.open && !props.openOnServer,
});

export function CookieNotice() {
  const { vapidPublicKey, consentRequired, tracking } = useRootData();
  // Open in the server's HTML on a first visit, so the notice paints with the page.
  const [open, setOpen] = useState(consentRequired);

  useEffect(() => {
    const existing = readConsent();
    if (!existing) {
      setOpen(true);
      return;
    }
    onMarketingConsent(existing, tracking);
    requestPush({ vapidPublicKey, mayPrompt: false });
    // Runs once per page load, like the spec's start-up check (the settings come from the page's data).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSaved = useCallback(() => setOpen(false), []);
  return <CookieDialog open={open} openOnServer={consentRequired} onSaved={onSaved} />;
}
