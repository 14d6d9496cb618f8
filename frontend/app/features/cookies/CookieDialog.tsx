/**
 * Cookie dialog (spec sections 2, 4, 9), 600 px wide, docked at the bottom without blocking the
 * page (the policy link stays readable). Opens after hydration when there is no `CookieConsent` cookie. Saving a choice then asks for push notifications; when consent
 * already exists only the push request runs. Analytics start only with marketing consent.
 * The notice itself is small and loads with every page; the categories with their cookie tables
 * (CookiePreferences), the analytics and the push code load only when needed.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CookieConsent } from '@contracts/auth';
import { Modal } from '~/components/Modal';
import { lazyComponent } from '~/lib/lazy-component';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { onMarketingConsent } from '~/lib/tracking';
import type { ConsentCategory } from './cookie-catalog';
import { ACCEPT_ALL, readConsent, REJECT_ALL, writeConsent } from './consent';

const CookiePreferences = lazyComponent(() => import('./CookiePreferences').then((module) => module.CookiePreferences));

/**
 * Web push (features/push) after a cookie choice: its code loads only when it can do something,
 * i.e. after a click (the permission prompt) or when the visitor already allowed notifications.
 */
function requestPush(options: { vapidPublicKey: string | null; mayPrompt: boolean }): void {
  if (!('Notification' in window)) return;
  if (!options.mayPrompt && Notification.permission !== 'granted') return;
  void import('~/features/push/push').then((module) => module.requestPushSubscription(options));
}

export function CookieDialog() {
  const { cookieSecure, cookieDomain, vapidPublicKey, consentRequired, tracking } = useRootData();
  // Open in the server's HTML on a first visit, so the notice paints with the page.
  const [open, setOpen] = useState(consentRequired);
  const [showPreferences, setShowPreferences] = useState(false);
  const [selected, setSelected] = useState({ marketing: false, statistica: false });

  useEffect(() => {
    const existing = readConsent();
    if (!existing) {
      setOpen(true);
      return;
    }
    onMarketingConsent(existing, tracking);
    requestPush({ vapidPublicKey, mayPrompt: false });
    // Runs once per page load, like the spec's start-up check.
  }, []);

  function save(consent: CookieConsent) {
    writeConsent(consent, { secure: cookieSecure, domain: cookieDomain });
    setOpen(false);
    onMarketingConsent(consent, tracking);
    requestPush({ vapidPublicKey, mayPrompt: true });
  }

  const isTicked = (id: ConsentCategory) => id === 'necesare' || selected[id];

  return (
    <Modal
      open={open}
      onClose={() => save(REJECT_ALL)}
      title="Respectăm confidențialitatea ta"
      width={600}
      className="cookie-dialog"
      closeLabel="Închide fără a accepta cookie-uri opționale"
      closeOnBackdrop={false}
      modal={false}
    >
      <p className="cookie-dialog__text">
        Folosim cookie-uri necesare pentru funcționarea site-ului și, cu acordul tău, cookie-uri de statistică și marketing
        care ne ajută să îmbunătățim RoAfaceri și să îți arătăm oferte relevante. Detalii găsești în{' '}
        <Link to={paths.termsCookies()} target="_blank" rel="noopener" className="link">
          politica de cookie-uri
        </Link>
        .
      </p>

      <div className="cookie-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => save(ACCEPT_ALL)}>
          Accept Toate Cookie-urile
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={showPreferences}
          aria-controls="cookie-preferences"
          onClick={() => setShowPreferences((value) => !value)}
        >
          Administrează preferințele
        </button>
      </div>

      {showPreferences ? (
        <CookiePreferences
          isTicked={isTicked}
          onChange={(id, checked) => {
            if (id !== 'necesare') setSelected((current) => ({ ...current, [id]: checked }));
          }}
        />
      ) : null}

      <div className="cookie-dialog__footer">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => save({ showNecesar: true, showStat: selected.statistica, showMarketing: selected.marketing })}
        >
          Acceptă selecția
        </button>
      </div>
    </Modal>
  );
}
