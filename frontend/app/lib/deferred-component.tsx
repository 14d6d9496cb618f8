/**
 * Parts of the page whose code loads only when the visitor gets to them: the footer when it
 * nears the screen, the side menu when it opens, the cookie notice when it is touched, the map
 * and the contact form of a listing when scrolled to. Most visits on a phone never reach the
 * footer, and every page's JavaScript budget is tight (see the README's Lighthouse section).
 *
 * The server renders the real component into the page's HTML, so the part reads and works the
 * same without JavaScript and for crawlers. In the browser that HTML stays as it is (React does
 * not hydrate it: a wrapper with `dangerouslySetInnerHTML` keeps the server's children) until:
 * - the wrapper comes within `DEFERRED_MARGIN` of the screen (`visible`),
 * - the visitor points at, touches, focuses, types in or changes a field of it,
 * - `needed(props)` holds (a menu being opened),
 * - its props change (new data after a navigation or a revalidation: the server's HTML is stale),
 * or at once when the part first appears after a client-side navigation. The module then loads
 * and React renders the real component in place of the server's HTML: the same markup, so
 * nothing moves. Text typed, choices made and the focus are carried over (a choice made in a
 * select is then announced to the component as a change); a click on a link before that
 * navigates client-side, a click on a button is replayed on its rendered twin. Fields, labels and
 * `<details>` are never held: the browser ticks, focuses and opens them at once (a held tick showed
 * nothing until the code came, and a second click on a box then undid the first), and the swap
 * carries what they show.
 *
 * Before the page's script has run, the server's HTML works as plain HTML (links, forms, `<details>`),
 * and a click on a control that needs script (a `type="button"`) is held by a tiny listener that
 * ships in the page's head (`captureScript`, entry.server.tsx): the part takes such clicks over as
 * it mounts and replays them once its code is there. From then on its own listener holds them. So
 * every click is handled natively or replayed exactly once, never dropped and never doubled.
 *
 * Props are compared key by key, objects and arrays one level down (so `defaults={{ name, email }}`
 * made afresh on each render is no change); a callback made afresh on each render is a change, so
 * parents pass stable callbacks.
 */
import { createContext, createElement, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { lazyComponent } from './lazy-component';

/** Controls whose click does nothing without the part's code (or less than with it): held and replayed once it mounts. */
const HELD_CONTROLS = 'button,[type=button],[type=submit],[role=button]';

/** The longest a press (see below) holds up the code that has arrived. */
const LONGEST_PRESS_MS = 2000;

/** How close to the screen a `visible` part starts loading. */
const DEFERRED_MARGIN = '200px';

let hydrated = false;

/** What a kept part renders in its wrapper: its kept HTML's marker, or markers around its fresh HTML. */
export type PartSlot = { marker: string } | { open: string; close: string };

/**
 * On the server: the render's kept parts (lib/server-parts.server.ts), set by entry.server.tsx.
 * Absent from the browser's build.
 */
export const ServerPartsContext = import.meta.env.SSR ? createContext<{ slot(key: string): PartSlot } | null>(null) : null;
let serverParts = 0;

/** What the server HTML of each kept part depends on (see keepServerHtml). */
type Kept = 'props' | 'path';
const keptParts = import.meta.env.SSR ? new WeakMap<object, Kept>() : null;

/**
 * Server only (call it under `if (import.meta.env.SSR)`, so the browser's bundle carries nothing):
 * the part's HTML depends only on its props (`props`), or on its props and the page's path (`path`:
 * links marked where the visitor is), so it is rendered once for them and reused by the next pages
 * (lib/server-parts.server.ts). Its props must then be plain data (callbacks aside) and never a
 * visitor's own data: kept HTML is shared by every visitor.
 */
export function keepServerHtml(part: object, kept: Kept): void {
  keptParts?.set(part, kept);
}

/**
 * A wrapper as the head's capture script (entry.server.tsx) leaves it: the controls clicked before
 * its part mounted, and the mark that tells the script its part has mounted (it then lets be).
 */
type CaptureWrapper = HTMLDivElement & { $held?: Element[]; $live?: boolean };

/** Called once the page has hydrated: parts that appear from now on load at once. */
export function markHydrated(): void {
  hydrated = true;
}

export interface DeferredOptions<P> {
  /** Load when the part nears the screen. */
  visible?: boolean;
  /** Load as soon as this holds (e.g. a menu opened from elsewhere). */
  needed?: (props: P) => boolean;
  /** Class of the wrapping element (a block `div`). */
  className?: string;
}

/** The server's HTML stays under this wrapper until the code arrives (same object: never re-set). */
const KEEP_SERVER_HTML = { __html: '' };

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, options: DeferredOptions<P> = {}): (props: P) => ReactElement {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // Server: rendered from the start (see lazy-component.ts). Browser: a route module evaluated after
  // hydration belongs to a client-side navigation, which will show the part at once.
  const ServerRendered = import.meta.env.SSR ? lazyComponent(load) : null;
  const partId = import.meta.env.SSR ? serverParts++ : 0;
  if (!import.meta.env.SSR && hydrated) void preload();

  function Deferred(props: P) {
    const ref = useRef<CaptureWrapper>(null);
    const navigate = useNavigate();
    const carried = useRef<Carried>(nothingCarried());
    const [component, setComponent] = useState<ComponentType<P> | null>(() => (hydrated ? loaded : null));
    const initialProps = useRef(props);
    const needed = (options.needed?.(props) ?? false) || !sameProps(initialProps.current, props);
    const activate = useRef<() => void>(() => undefined);

    // Layout effect: its cleanup runs as React swaps the server's HTML for the component, so the
    // listeners below never see the replayed click.
    useLayoutEffect(() => {
      const element = ref.current;
      if (component || !element) return;
      element.$live = true;
      let started = false;
      // While a press is under way (a pointer down, Enter or Space held) the code that arrives
      // waits for its release: the click that ends it then lands on the server's HTML and is held,
      // instead of starting on the old markup and ending on the new one (no click at all).
      let pressing = false;
      let swap: (() => void) | null = null;
      const swapUnlessPressing = () => {
        if (pressing || !swap) return;
        const run = swap;
        swap = null;
        run();
      };
      activate.current = () => {
        if (started) return;
        started = true;
        void preload().then((loadedComponent) => {
          swap = () => {
            const state = carry(element, carried.current.clicks);
            carried.current = nothingCarried();
            // Rendered in the same task as the state is read: nothing typed in between is left behind.
            flushSync(() => setComponent(() => loadedComponent));
            // Put back once the render is committed, not from its effects: there React would apply
            // the carried fields' changes only after the last one, each handler seeing the state as
            // first rendered (of two fields kept in one state object, the last undid the first).
            if (ref.current === element) restore(element, state);
          };
          swapUnlessPressing();
        });
      };
      if (hydrated && !element.firstChild) {
        activate.current(); // first shown after a client-side navigation: nothing to keep
        return;
      }
      const start = () => activate.current();
      if (element.$held) {
        carried.current.clicks.push(...element.$held.map((control) => pathOf(control, element)));
        delete element.$held;
        start();
      }
      const onClick = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest<HTMLAnchorElement>('a[href]');
        if (link) {
          if (sameTabClick(link, event)) {
            event.preventDefault();
            const url = new URL(link.href);
            navigate(url.pathname + url.search + url.hash);
          }
        } else {
          const control = target?.closest(HELD_CONTROLS);
          if (control) {
            event.preventDefault();
            carried.current.clicks.push(pathOf(control, element));
          }
        }
        start();
      };
      const onPress = (event: Event) => {
        if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
        pressing = true;
        // A press whose release never comes here (a long press, a drag out of the window) holds nothing up for long.
        setTimeout(onRelease, LONGEST_PRESS_MS);
      };
      const onRelease = () => {
        if (!pressing) return;
        pressing = false;
        setTimeout(swapUnlessPressing, 0); // after the click that follows the release
      };
      const events = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;
      const releases = ['pointerup', 'pointercancel', 'keyup'] as const;
      for (const name of events) element.addEventListener(name, start, { passive: true });
      element.addEventListener('pointerdown', onPress, true);
      element.addEventListener('keydown', onPress, true);
      for (const name of releases) window.addEventListener(name, onRelease, true);
      element.addEventListener('click', onClick, true);
      const observer =
        options.visible && 'IntersectionObserver' in window
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: DEFERRED_MARGIN })
          : null;
      observer?.observe(element);
      return () => {
        for (const name of events) element.removeEventListener(name, start);
        element.removeEventListener('pointerdown', onPress, true);
        element.removeEventListener('keydown', onPress, true);
        for (const name of releases) window.removeEventListener(name, onRelease, true);
        element.removeEventListener('click', onClick, true);
        observer?.disconnect();
      };
      // Bound again only when the component arrives; `navigate` is the router's and does not change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [component]);

    useEffect(() => {
      if (needed && !component) activate.current();
    }, [needed, component]);

    // `data-deferred` marks the wrapper for the capture script. `ServerRendered` is fixed for the whole
    // process (set on the server, never in the browser), so the hook below runs in every render or in none.
    if (ServerRendered) {
      // eslint-disable-next-line react-hooks/rules-of-hooks
      const html = useServerHtml(ServerRendered, props);
      return (
        <div className={options.className} data-deferred="">
          {html}
        </div>
      );
    }
    if (component)
      return (
        <div ref={ref} className={options.className} data-deferred="">
          {createElement(component, props)}
        </div>
      );
    return <div ref={ref} className={options.className} data-deferred="" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return Deferred;

  /** The part's server HTML: its kept HTML's marker, or the part rendered (between markers when it is to be kept). */
  function useServerHtml(component: ComponentType<P>, props: P) {
    // Hooks of the server build only (`ServerRendered` is set there and nowhere else).
    const parts = useContext(ServerPartsContext!);
    const pathname = useLocation().pathname;
    const kept = keptParts!.get(Deferred);
    // Callbacks are left out of the key (JSON.stringify skips functions).
    const key = parts && kept ? `${partId} ${kept === 'path' ? pathname : ''} ${JSON.stringify(props)}` : null;
    const slot: PartSlot | null = key === null ? null : parts!.slot(key);
    if (slot && 'marker' in slot) return slot.marker;
    return (
      <>
        {slot?.open}
        {createElement(component, props)}
        {slot?.close}
      </>
    );
  }
}

/** What the visitor did to the server's HTML before the code arrived: panels opened, text typed, boxes ticked, options chosen, focus, clicks. */
interface Carried {
  panels: Array<{ path: number[]; open: boolean }>;
  fields: Array<{ path: number[]; value: string | null }>;
  focus: number[] | null;
  /** Controls clicked, in order, each replayed once on its rendered twin. */
  clicks: number[][];
}

function nothingCarried(): Carried {
  return { panels: [], fields: [], focus: null, clicks: [] };
}

/** Equal key by key, plain objects and arrays compared one level down. */
function sameProps(a: object, b: object, deeper = true): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      const [x, y] = [(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]];
      return Object.is(x, y) || (deeper && typeof x === 'object' && typeof y === 'object' && x !== null && y !== null && sameProps(x, y, false));
    })
  );
}

function sameTabClick(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const opensElsewhere = (link.target && link.target !== '_self') || link.hasAttribute('download');
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return !opensElsewhere && !modified && new URL(link.href).origin === window.location.origin;
}

/** Element indexes from `root` down to `node` (the rendered twin sits at the same place). */
function pathOf(node: Element, root: Element): number[] {
  const path: number[] = [];
  for (let current: Element = node; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

function atPath(root: Element, path: readonly number[] | null): HTMLInputElement | null {
  let current: Element | undefined = root;
  for (const index of path ?? []) current = current?.children[index];
  return path && current instanceof HTMLElement ? (current as HTMLInputElement) : null;
}

/**
 * The state of the server's HTML: `<details>` opened or closed, changed fields (a text or a select
 * with its value, a tick box or a newly chosen radio button with null: clicked again on the twin), the focus.
 */
function carry(root: Element, clicks: number[][]): Carried {
  const panels = Array.from(root.querySelectorAll('details'), (panel) => ({ path: pathOf(panel, root), open: panel.open }));
  const fields: Carried['fields'] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    const box = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    // A radio button is carried only where it was chosen: clicking its twin also clears the group's
    // former choice (a click cannot clear a radio, so replaying the cleared one would choose it again).
    const changed =
      field instanceof HTMLSelectElement
        ? Array.prototype.some.call(field.options, (option: HTMLOptionElement) => option.selected !== option.defaultSelected)
        : box
          ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked &&
            ((field as HTMLInputElement).checked || field.type === 'checkbox')
          : field.value !== field.defaultValue;
    if (changed) fields.push({ path: pathOf(field, root), value: box ? null : field.value });
  }
  const focused = document.activeElement;
  return { panels, fields, focus: focused && focused !== root && root.contains(focused) ? pathOf(focused, root) : null, clicks };
}

/** Puts open panels, typed text, ticks, focus and pending clicks on the rendered twins (React sees them as input). */
function restore(root: Element, carried: Carried): void {
  // The clicked twins are found first, while the part is still the server's HTML rendered again: the
  // carried input can re-render it, and an element added before a control (the answers kept as
  // hidden fields of a form) would move the control away from its path.
  const clicked = carried.clicks.map((click) => atPath(root, click));
  for (const { path, open } of carried.panels) {
    const panel = atPath(root, path) as unknown as HTMLDetailsElement | null;
    if (panel && panel.open !== open) panel.open = open;
  }
  for (const { path, value } of carried.fields) {
    const field = atPath(root, path);
    if (!field) continue;
    if (value === null) field.click();
    else {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      // React hears typing as `input` and a select's choice as `change`.
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  // Where it was: the part is drawn the same, and the visitor may have moved on (a link followed to another page).
  atPath(root, carried.focus)?.focus({ preventScroll: true });
  // Clicks once React has applied the carried input (a form's submit handler reads its state).
  setTimeout(() => clicked.forEach((control) => control?.click()));
}
