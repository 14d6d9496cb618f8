/**
 * Page shell (spec section 2): top bar, main toolbar, slide-over side menu, content, footer,
 * back-to-top, login / add-listing modals, cookie dialog, toasts.
 * On every route change the menu closes, the toolbar is no longer fixed and the page scrolls to top.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ToastProvider } from '~/components/Toasts';
import { CookieNotice } from '~/features/cookies/CookieNotice';
import { deferredComponent, keepServerHtml, markHydrated } from '~/lib/deferred-component';
import { trackPageView } from '~/lib/tracking';
import { TRANSPARENT_TOOLBAR_PATHS } from '~/lib/navigation';
import { useRootData } from '~/lib/root-data';
import { removeStored, writeStored, USER_STORAGE_KEYS } from '~/lib/storage';
import { Preloader } from './Preloader';
import { ShellContext, type ShellApi } from './shell-context';
import type { SideMenuProps } from './SideMenu';
import { Toolbar } from './Toolbar';

// The modals load their code when first opened: most visits never open them, and every page's
// JavaScript budget is tight.
const LoginModal = lazy(() => import('~/features/auth/LoginModal').then((module) => ({ default: module.LoginModal })));
const AddListingModal = lazy(() => import('~/features/listings/AddListingModal').then((module) => ({ default: module.AddListingModal })));

// The footer and the side menu load their code when needed: the footer as it nears the screen,
// the menu when opened (see lib/deferred-component.tsx). The server's HTML shows both.
const Footer = deferredComponent(() => import('./Footer').then((module) => module.Footer), { visible: true });
const SideMenu = deferredComponent<SideMenuProps>(() => import('./SideMenu').then((module) => module.SideMenu), { needed: (props) => props.open });
// No script needed to read or use the top bar (mail and social links): its code loads only if it is touched.
const TopBar = deferredComponent(() => import('./TopBar').then((module) => module.TopBar));
const BackToTop = deferredComponent<{ visible: boolean }>(() => import('./BackToTop').then((module) => module.BackToTop), { needed: (props) => props.visible });
// Their server HTML is rendered once and reused by the next pages (lib/server-parts.server.ts): the
// footer and the top bar are the same on every page, the menu on a path for a visitor signed in or not.
if (import.meta.env.SSR) {
  keepServerHtml(Footer, 'props');
  keepServerHtml(TopBar, 'props');
  keepServerHtml(BackToTop, 'props');
  keepServerHtml(SideMenu, 'path');
}

/** Scroll offset after which the back-to-top button shows (spec section 2). */
const BACK_TO_TOP_THRESHOLD_PX = 300;

/** Scroll offset after which the toolbar sticks to the top of the window. */
const FIXED_TOOLBAR_OFFSET_PX = 120;

type OpenModal = 'login' | 'add-listing' | null;

export function Shell({ children }: { children: ReactNode }) {
  const { user, favoriteCount } = useRootData();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [menuOpen, setMenuOpen] = useState(false);
  const [modal, setModal] = useState<OpenModal>(null);
  const [fixed, setFixed] = useState(false);
  const [showBackToTop, setShowBackToTop] = useState(false);

  // Route change: close menu and modals, unfix the toolbar, scroll to the top (not on back/forward).
  useEffect(() => {
    setMenuOpen(false);
    setModal(null);
    setFixed(false);
    if (navigationType !== 'POP' && !location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    trackPageView(location.pathname);
    // On a new path only: the hash and the navigation's kind are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // Marks the document as interactive (used by the browser tests to wait for hydration).
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setFixed(y > FIXED_TOOLBAR_OFFSET_PX);
      setShowBackToTop(y > BACK_TO_TOP_THRESHOLD_PX);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Keep the stored user in line with the server's session (cleared on logout).
  useEffect(() => {
    if (user) writeStored('user', { id: user.id, fullName: user.fullName, email: user.email, userType: user.userType });
    else for (const key of USER_STORAGE_KEYS) removeStored(key);
  }, [user]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const shellApi = useMemo<ShellApi>(
    () => ({
      openLogin: () => setModal('login'),
      openAddListing: () => setModal('add-listing'),
      closeModals: () => setModal(null),
    }),
    [],
  );

  const transparent = TRANSPARENT_TOOLBAR_PATHS.includes(location.pathname);

  return (
    <ShellContext.Provider value={shellApi}>
      <ToastProvider>
        <a href="#continut" className="skip-link">
          Sari la conținut
        </a>
        <Preloader />
        <header className={`site-header${transparent ? ' site-header--transparent' : ''}`}>
          <TopBar />
          <Toolbar
            user={user}
            favoriteCount={favoriteCount}
            menuOpen={menuOpen}
            onToggleMenu={() => setMenuOpen((value) => !value)}
            fixed={fixed}
            transparent={transparent}
          />
        </header>
        <SideMenu open={menuOpen} onClose={closeMenu} signedIn={Boolean(user)} />
        <main id="continut" className={`site-main${transparent ? ' site-main--under-toolbar' : ''}`} tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <BackToTop visible={showBackToTop} />
        <Suspense fallback={null}>
          {modal === 'login' && !user ? <LoginModal open onClose={shellApi.closeModals} /> : null}
          {modal === 'add-listing' && user ? <AddListingModal open onClose={shellApi.closeModals} /> : null}
        </Suspense>
        <CookieNotice />
      </ToastProvider>
    </ShellContext.Provider>
  );
}
