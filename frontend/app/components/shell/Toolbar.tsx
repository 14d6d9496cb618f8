import { Link, NavLink } from 'react-router';
import type { SessionUser } from '@contracts/auth';
import { MenuIcon, PlusIcon, UserIcon } from '~/components/CommonIcons';
import { mainNav } from '~/lib/navigation';
import { paths } from '~/lib/paths';
import { lazyComponent } from '~/lib/lazy-component';
import { AccountMenuPlaceholder } from './AccountFace';
import { Logo } from './Logo';
import { useShell } from './shell-context';

// Only signed-in visitors see the menu, and only a click opens it: its code loads on its own.
const AccountMenu = lazyComponent(() => import('./AccountMenu').then((module) => module.AccountMenu), AccountMenuPlaceholder);

interface ToolbarProps {
  user: SessionUser | null;
  favoriteCount: number;
  menuOpen: boolean;
  onToggleMenu: () => void;
  fixed: boolean;
  transparent: boolean;
}

/** Main toolbar: menu toggle, logo, horizontal menu, add-listing button, account area (spec section 2). */
export function Toolbar({ user, favoriteCount, menuOpen, onToggleMenu, fixed, transparent }: ToolbarProps) {
  const shell = useShell();
  const classes = ['toolbar', fixed ? 'is-fixed' : '', transparent && !fixed ? 'toolbar--transparent' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid="toolbar" data-fixed={fixed ? 'true' : 'false'}>
      <div className="container toolbar__inner">
        <button
          type="button"
          className="icon-button toolbar__menu-toggle"
          aria-label={menuOpen ? 'Închide meniul' : 'Deschide meniul'}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={onToggleMenu}
        >
          <MenuIcon size={24} />
        </button>
        <Logo tone={transparent && !fixed ? 'light' : 'dark'} />
        <nav className="main-nav" aria-label="Meniu principal">
          <ul>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="main-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="toolbar__actions">
          <a
            href={paths.newListing()}
            className="button button--accent toolbar__add"
            aria-label="Adaugă anunț"
            onClick={(event) => {
              event.preventDefault();
              if (user) shell.openAddListing();
              else shell.openLogin();
            }}
          >
            <PlusIcon size={18} />
            <span>Adaugă anunț</span>
          </a>
          {user ? (
            <AccountMenu user={user} favoriteCount={favoriteCount} />
          ) : (
            <div className="toolbar__auth">
              <Link
                to={paths.login()}
                className="button button--ghost toolbar__login"
                onClick={(event) => {
                  event.preventDefault();
                  shell.openLogin();
                }}
                aria-label="Autentificare"
              >
                <UserIcon size={18} />
                <span>Autentificare</span>
              </Link>
              <Link to={paths.register()} className="button button--primary toolbar__register">
                Cont nou
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
