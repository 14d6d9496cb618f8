/**
 * Cookie dialog (spec sections 2, 4, 9), 600 px wide, docked at the bottom without blocking the
 * page (the policy link stays readable); on phones a compact sheet at most 40% of the screen high,
 * below the home's heading and search (styles/components.css). CookieNotice decides when it opens; the dialog stores the
 * choice, starts analytics after marketing consent and asks for push notifications.
 *
 * It works before its script arrives and without JavaScript: the three buttons (and the X) submit
 * a real form to routes/cookie-consent.ts, which stores the same cookie and returns to the page;
 * the preferences open as a native `<details>`, whose ticked categories show their cookie tables
 * by CSS. With the script, the same form is handled here without leaving the page.
 */
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { CookieConsent } from '@contracts/auth';
import { Modal } from '~/components/Modal';
import { requestPush } from '~/features/push/request-push';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { onMarketingConsent } from '~/lib/tracking';
import { CONSENT_CHOICE_FIELD, CONSENT_CHOICES, CONSENT_RETURN_FIELD, consentFromForm, REJECT_ALL, writeConsent } from './consent-write';
import { CookiePreferences } from './CookiePreferences';

export interface CookieDialogProps {
  open: boolean;
  /** Called once the visitor's choice is stored (the close button refuses every optional category). */
  onSaved: () => void;
}

const FORM_ID = 'cookie-consent-form';

export function CookieDialog({ open, onSaved }: CookieDialogProps) {
  const { cookieSecure, cookieDomain, vapidPublicKey, tracking } = useRootData();
  const location = useLocation();

  function save(consent: CookieConsent) {
    writeConsent(consent, { secure: cookieSecure, domain: cookieDomain });
    onSaved();
    onMarketingConsent(consent, tracking);
    requestPush({ vapidPublicKey, mayPrompt: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const consent = consentFromForm(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
    if (consent) save(consent);
  }

  return (
    <Modal
      open={open}
      onClose={() => save(REJECT_ALL)}
      title="Respectăm confidențialitatea ta"
      width={600}
      className="cookie-dialog"
      closeLabel="Închide fără a accepta cookie-uri opționale"
      closeSubmits={{ form: FORM_ID, name: CONSENT_CHOICE_FIELD, value: CONSENT_CHOICES.none }}
      closeOnBackdrop={false}
      modal={false}
    >
      <form id={FORM_ID} method="post" action={paths.cookieConsent()} onSubmit={onSubmit}>
        <input type="hidden" name={CONSENT_RETURN_FIELD} value={location.pathname + location.search} />
        <p className="cookie-dialog__text">
          Folosim cookie-uri necesare pentru funcționarea site-ului și, cu acordul tău, cookie-uri de statistică și marketing care ne ajută să îmbunătățim
          RoAfaceri și să îți arătăm oferte relevante. Detalii găsești în{' '}
          <Link to={paths.termsCookies()} target="_blank" rel="noopener" className="link">
            politica de cookie-uri
          </Link>
          .
        </p>

        <div className="cookie-dialog__actions">
          <button type="submit" name={CONSENT_CHOICE_FIELD} value={CONSENT_CHOICES.all} className="button button--primary">
            Accept Toate Cookie-urile
          </button>
          <details className="cookie-dialog__preferences">
            <summary className="button button--ghost">Administrează preferințele</summary>
            <CookiePreferences />
          </details>
        </div>

        <div className="cookie-dialog__footer">
          <button type="submit" name={CONSENT_CHOICE_FIELD} value={CONSENT_CHOICES.selection} className="button button--secondary">
            Acceptă selecția
          </button>
        </div>
      </form>
    </Modal>
  );
}
