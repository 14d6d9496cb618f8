/**
 * What the header shows of a signed-in account: initials, name and the favourites dot. The account
 * menu's button shows it, and so does its stand-in while the menu's code loads (same size).
 */
import type { SessionUser } from '@contracts/auth';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function AccountFace({ user, favoriteCount }: { user: SessionUser; favoriteCount: number }) {
  return (
    <>
      <span className="avatar" aria-hidden="true">
        {initials(user.fullName)}
      </span>
      <span className="account-menu__name">{user.fullName}</span>
      {favoriteCount > 0 ? (
        <span className="badge account-menu__dot" aria-hidden="true">
          {favoriteCount}
        </span>
      ) : null}
    </>
  );
}

/** The menu's button before its code has loaded: it looks the same and opens nothing yet. */
export function AccountMenuPlaceholder({ user, favoriteCount }: { user: SessionUser; favoriteCount: number }) {
  return (
    <div className="account-menu">
      <button type="button" className="account-menu__button" aria-haspopup="true" aria-expanded={false}>
        <AccountFace user={user} favoriteCount={favoriteCount} />
      </button>
    </div>
  );
}
