/**
 * Cookie dialog (spec sections 2, 4, 9), 600 px wide, docked at the bottom without blocking the
 * page (the policy link stays readable). Opens after hydration when there is no `CookieConsent` cookie. Saving a choice then asks for push notifications; when consent
 * already exists only the push request runs. Analytics start only with marketing consent.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CookieConsent } from '@contracts/auth';
import { Modal } from '~/components/Modal';
import { onMarketingConsent } from '~/lib/analytics';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { requestPushSubscription } from '~/features/push/push';
import { COOKIE_CATEGORIES, type ConsentCategory, type CookieCategory } from './cookie-catalog';
import { ACCEPT_ALL, readConsent, REJECT_ALL, writeConsent } from './consent';
import { CookieTable } from './CookieTable';

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
    void requestPushSubscription({ vapidPublicKey, mayPrompt: false });
    // Runs once per page load, like the spec's start-up check.
  }, []);

  function save(consent: CookieConsent) {
    writeConsent(consent, { secure: cookieSecure, domain: cookieDomain });
    setOpen(false);
    onMarketingConsent(consent, tracking);
    void requestPushSubscription({ vapidPublicKey, mayPrompt: true });
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
        <div id="cookie-preferences" className="cookie-preferences">
          {COOKIE_CATEGORIES.map((category) => (
            <CategoryBlock
              key={category.id}
              category={category}
              checked={isTicked(category.id)}
              onChange={(checked) => {
                if (category.id !== 'necesare') setSelected((current) => ({ ...current, [category.id]: checked }));
              }}
            />
          ))}
        </div>
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

function CategoryBlock({ category, checked, onChange }: { category: CookieCategory; checked: boolean; onChange: (checked: boolean) => void }) {
  const locked = category.id === 'necesare';
  const inputId = `cookie-category-${category.id}`;
  return (
    <section className="cookie-category" data-category={category.id}>
      <div className="checkbox">
        <input
          id={inputId}
          type="checkbox"
          name={category.id}
          checked={checked}
          disabled={locked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={inputId}>
          <strong>{category.label}</strong> ({category.cookies.length})
        </label>
      </div>
      <p className="cookie-category__text">{category.description}</p>
      {checked ? (
        <CookieTable category={category} />
      ) : null}
    </section>
  );
}
