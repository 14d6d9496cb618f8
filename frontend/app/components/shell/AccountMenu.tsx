/**
 * Signed-in header menu (spec section 2): full name and email, My listings, Messages and Favorites
 * with their count badges, Profile, Logout. The unread messages count comes from the root loader (the
 * server renders this menu, so the badge is in the page's HTML); its code is not in the first load. Logout posts to the logout action (POST /api/auth/logout),
 * clears stored user data, and goes to / replacing history. The header loads this code after the
 * page's own (see Toolbar).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { SiteLink } from '~/components/SiteLink';
import type { SessionUser } from '@contracts/auth';
import { BellIcon, ChatIcon, ListIcon, LogoutIcon } from '~/components/AccountIcons';
import { HeartIcon, UserIcon } from '~/components/Icons';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { removeStored, USER_STORAGE_KEYS } from '~/lib/storage';
import { AccountFace } from './AccountFace';

export function AccountMenu({ user, favoriteCount }: { user: SessionUser; favoriteCount: number }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const logout = useFetcher();
  const unread = useRootData().unreadMessages ?? 0;

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <AccountFace user={user} favoriteCount={favoriteCount} />
        {unread > 0 ? (
          <span className="badge account-menu__dot account-menu__unread" aria-label={`${unread} mesaje necitite`} data-testid="unread-messages-dot">
            {unread}
          </span>
        ) : null}
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <div className="account-menu__who">
          <strong>{user.fullName}</strong>
          <span>{user.email}</span>
        </div>
        <ul className="account-menu__list">
          <li>
            <SiteLink to={paths.myListings()} className="account-menu__item">
              <ListIcon size={18} /> Anunțurile mele
            </SiteLink>
          </li>
          <li>
            <SiteLink to="/cont/mesaje" className="account-menu__item" data-testid="messages-link">
              <ChatIcon size={18} /> Mesaje
              {unread > 0 ? (
                <span className="badge" aria-label={`${unread} mesaje necitite`} data-testid="unread-messages">
                  {unread}
                </span>
              ) : null}
            </SiteLink>
          </li>
          <li>
            <SiteLink to={paths.favorites()} className="account-menu__item">
              <HeartIcon size={18} /> Favorite
              <span className="badge" aria-label={`${favoriteCount} favorite`} data-testid="favorite-count">
                {favoriteCount}
              </span>
            </SiteLink>
          </li>
          <li>
            <SiteLink to="/cont/cautari-salvate" className="account-menu__item">
              <BellIcon size={18} /> Căutări salvate
            </SiteLink>
          </li>
          <li>
            <SiteLink to={paths.profile()} className="account-menu__item">
              <UserIcon size={18} /> Profil
            </SiteLink>
          </li>
          <li>
            <logout.Form
              method="post"
              action={paths.logout()}
              onSubmit={() => {
                for (const key of USER_STORAGE_KEYS) removeStored(key);
              }}
            >
              <button type="submit" className="account-menu__item account-menu__logout" disabled={logout.state !== 'idle'}>
                <LogoutIcon size={18} /> Deconectare
              </button>
            </logout.Form>
          </li>
        </ul>
      </div>
    </div>
  );
}
