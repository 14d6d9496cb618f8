/**
 * Cookie dialog (spec sections 2, 4, 9), 600 px wide, docked at the bottom without blocking the
 * page (the policy link stays readable). CookieNotice decides when it opens; the dialog stores the
 * choice, starts analytics after marketing consent and asks for push notifications.
 * The categories with their cookie tables (CookiePreferences) load only when asked for.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { CookieConsent } from '@contracts/auth';
import { Modal } from '~/components/Modal';
import { lazyComponent } from '~/lib/lazy-component';
import { requestPush } from '~/features/push/request-push';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { onMarketingConsent } from '~/lib/tracking';
import type { ConsentCategory } from './cookie-catalog';
import { ACCEPT_ALL, REJECT_ALL, writeConsent } from './consent';

const CookiePreferences = lazyComponent(() => import('./CookiePreferences').then((module) => module.CookiePreferences));

export interface CookieDialogProps {
  open: boolean;
  /** Called once the visitor's choice is stored (the close button refuses every optional category). */
  onSaved: () => void;
}

export function CookieDialog({ open, onSaved }: CookieDialogProps) {
  const { cookieSecure, cookieDomain, vapidPublicKey, tracking } = useRootData();
  const [showPreferences, setShowPreferences] = useState(false);
  const [selected, setSelected] = useState({ marketing: false, statistica: false });

  function save(consent: CookieConsent) {
    writeConsent(consent, { secure: cookieSecure, domain: cookieDomain });
    onSaved();
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
