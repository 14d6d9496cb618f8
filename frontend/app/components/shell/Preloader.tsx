import { useMatches, useNavigation } from 'react-router';

/** Route `handle` flag: the page hides the preloader (spec: the 404 page does). */
export interface RouteHandle {
  hidePreloader?: boolean;
}

/** Thin progress bar at the top while a page is loading. */
export function Preloader() {
  const navigation = useNavigation();
  const matches = useMatches();
  const hidden = matches.some((match) => (match.handle as RouteHandle | undefined)?.hidePreloader);
  const loading = navigation.state !== 'idle';
  if (hidden) return null;
  return (
    <div
      className={`preloader${loading ? ' is-loading' : ''}`}
      role="progressbar"
      aria-hidden={!loading}
      aria-label="Se încarcă pagina"
      data-testid="preloader"
    />
  );
}
