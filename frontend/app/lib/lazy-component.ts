/**
 * A component whose code loads on its own, after the page's scripts, for parts of a page that are
 * not needed to make the rest of it interactive (the account menu, the comments).
 *
 * The server renders the real component into the page's HTML (so the part works and reads the same
 * without JavaScript and for crawlers): the server build loads the module when it starts. In the
 * browser, React keeps that HTML while the module loads and hydrates it once the module arrives;
 * where the component first appears after a client-side navigation, `fallback` (same props, same
 * size, so nothing moves) stands in until then.
 */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type LazyModule<P> = { default: ComponentType<P> };

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode = () => null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loading = () => load().then((component) => (loaded = component));
  // On the server the module is ready before the first page is rendered.
  if (import.meta.env.SSR) void loading();
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? // Already loaded: an already-settled thenable lets React render it at once instead of suspending.
        ({ then: (resolve: (module: LazyModule<P>) => void) => resolve({ default: loaded! }) } as unknown as Promise<LazyModule<P>>)
      : loading().then((component) => ({ default: component })),
  );
  function LazyComponent(props: P) {
    return createElement(Suspense, { fallback: fallback(props) }, createElement(Lazy as ComponentType<P>, props));
  }
  return LazyComponent;
}
