/**
 * Links of the shell's parts with many of them (the side menu, the footer, the account menu), to a
 * fixed path from the site's root. In the browser they are React Router's <Link> and <NavLink>. On
 * the server they render the very same <a> (so hydration matches) without what those do there:
 * resolve the path against the matched routes three times per link and set up click and prefetch
 * handlers that only the browser uses. A page has about 90 links, and with <Link> and <NavLink> they
 * cost more of its server render than all the page's other elements together. The server forms are
 * left out of the browser's bundle (`import.meta.env.SSR`); the parts of the first load (the header's
 * bar, listing cards) keep <Link>, as an alias there costs bytes of the JavaScript budget.
 */
import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from the site's root (`/…`), with its query or hash if any. */
  to: string;
  /** A full page load on a click, as <Link reloadDocument>. */
  reloadDocument?: boolean;
}

export interface SiteNavLinkProps extends SiteLinkProps {
  className?: string;
  /** Active on this path only, not on the paths under it. */
  end?: boolean;
}

/** <Link>'s HTML for a path from the root: its href, and data-discover for route discovery. */
function ServerLink({ to, reloadDocument: _reloadDocument, ...rest }: SiteLinkProps) {
  // The link's text is in `rest.children`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={to} data-discover="true" />;
}

/** <NavLink>'s HTML: class `active` and aria-current="page" where the visitor is (case-insensitive, as <NavLink>). */
function ServerNavLink({ end = false, className = '', ...rest }: SiteNavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = rest.to.toLowerCase();
  const active = here === path || (!end && here.startsWith(path) && here.charAt(path !== '/' && path.endsWith('/') ? path.length - 1 : path.length) === '/');
  return <ServerLink {...rest} aria-current={active ? 'page' : undefined} className={active ? [className, 'active'].filter(Boolean).join(' ') : className} />;
}

export const SiteLink: ComponentType<SiteLinkProps> = import.meta.env.SSR ? ServerLink : Link;
export const SiteNavLink: ComponentType<SiteNavLinkProps> = import.meta.env.SSR ? ServerNavLink : NavLink;
