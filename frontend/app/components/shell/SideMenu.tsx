import { useEffect, useRef } from 'react';
import { SiteLink, SiteNavLink } from '~/components/SiteLink';
import { CloseIcon } from '~/components/CommonIcons';
import { sideNav } from '~/lib/site-links';
import { paths } from '~/lib/paths';
import { Logo } from './Logo';
import { useShell } from './shell-context';

/** Slide-over side menu with a close button; closed at start (spec section 2). */
export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** A visitor with a session (the menu shows the account instead of signing in). */
  signedIn: boolean;
}

export function SideMenu({ open, onClose, signedIn }: SideMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const shell = useShell();

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <div className={`side-menu__backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <aside id="side-menu" className={`side-menu${open ? ' is-open' : ''}`} aria-label="Meniu" aria-hidden={!open} inert={!open} data-testid="side-menu">
        <div className="side-menu__header">
          <Logo />
          <button ref={closeRef} type="button" className="icon-button" onClick={onClose} aria-label="Închide meniul">
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="side-menu__account">
          {signedIn ? (
            <>
              <SiteLink to={paths.account()} className="button button--primary button--block">
                Contul meu
              </SiteLink>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => {
                  onClose();
                  shell.openLogin();
                }}
              >
                Autentificare
              </button>
              <SiteLink to={paths.register()} className="button button--ghost button--block">
                Cont nou
              </SiteLink>
            </>
          )}
        </div>
        <nav aria-label="Toate paginile">
          {sideNav.map((group) => (
            <div key={group.title} className="side-menu__group">
              <p className="side-menu__title">{group.title}</p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <SiteNavLink to={item.to} end className="side-menu__link">
                      {item.label}
                    </SiteNavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  );
}
