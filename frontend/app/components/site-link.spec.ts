import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link, NavLink, StaticRouterProvider } from 'react-router';
import { SiteLink, SiteNavLink } from './SiteLink';

/** The HTML of `element` rendered by the server on the page at `path`. */
async function rendered(path: string, element: ReactNode): Promise<string> {
  const routes = [{ id: 'page', path: '*', Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('no page');
  return renderToString(h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

describe('the site links of many-link parts', () => {
  it('render on the server the HTML of React Router’s own links (hydration matches), without being them', async () => {
    expect(SiteLink).not.toBe(Link);
    expect(SiteNavLink).not.toBe(NavLink);
    const page = '/vanzare-cumparare-afaceri/brutarie-k3x9q2';
    const cases: [ReactNode, ReactNode][] = [
      [h(Link, { to: '/cont', className: 'button' }, 'Contul meu'), h(SiteLink, { to: '/cont', className: 'button' }, 'Contul meu')],
      [h(Link, { to: page, tabIndex: -1, 'aria-hidden': 'true' }, 'poza'), h(SiteLink, { to: page, tabIndex: -1, 'aria-hidden': 'true' }, 'poza')],
      [h(Link, { to: '/termeni?x=1#cookies', reloadDocument: true }, 'Termeni'), h(SiteLink, { to: '/termeni?x=1#cookies', reloadDocument: true }, 'Termeni')],
      // Active on the page and under it; with `end`, on the page only; case-insensitive; not on a longer name.
      ...['/vanzare-cumparare-afaceri', '/Vanzare-Cumparare-Afaceri', '/vanzare-cumparare-afaceri/', '/vanzare', '/vanzare-cumparare-afaceri-noi', '/'].flatMap(
        (to): [ReactNode, ReactNode][] => [
          [h(NavLink, { to, className: 'main-nav__link' }, 'Afaceri'), h(SiteNavLink, { to, className: 'main-nav__link' }, 'Afaceri')],
          [h(NavLink, { to, end: true, className: 'side-menu__link' }, 'Afaceri'), h(SiteNavLink, { to, end: true, className: 'side-menu__link' }, 'Afaceri')],
          [h(NavLink, { to }, 'Afaceri'), h(SiteNavLink, { to }, 'Afaceri')],
        ],
      ),
    ];
    for (const at of [page, '/vanzare-cumparare-afaceri', '/']) {
      for (const [theirs, ours] of cases) expect(await rendered(at, ours)).toBe(await rendered(at, theirs));
    }
    expect(await rendered(page, h(SiteNavLink, { to: '/vanzare-cumparare-afaceri', className: 'main-nav__link' }, 'Afaceri'))).toContain('aria-current="page"');
  });
});
