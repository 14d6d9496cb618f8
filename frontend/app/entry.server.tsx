/**
 * Server entry. Besides rendering, it exports the load-context contract used by the NestJS host:
 *
 *   const build = await import('frontend/build/server/index.js');
 *   const handler = (build.entry.module.createRequestHandler ?? createRequestHandler)(build, mode);
 *   const context = build.entry.module.createLoadContext?.({ apiFetch });
 *   handler(request, context);
 *
 * `createRequestHandler` is re-exported so the host uses the very same react-router copy as the
 * build: React Router checks `context instanceof RouterContextProvider`, which fails across two
 * installed copies of the package.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { apiFetchContext, cspNonceContext, type ApiFetch } from './lib/api-context';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from '@contracts/auth';
import { InlineCssContext, type SiteStylesheet } from './lib/inline-css';
import { NonceContext } from './lib/nonce';
import { ServerPartsContext } from './lib/deferred-component';
import { PartStore, ServerParts } from './lib/server-parts.server';
import { viewBeaconScript } from './lib/view-beacon.server';
import siteCss from './styles/app.css?inline';

export { createRequestHandler } from 'react-router';

/**
 * The stylesheet as a file for signed-in visitors (lib/inline-css.tsx): the build writes it to
 * `build/client` under this content-hashed name (scripts/write-site-css.mjs), served as an
 * immutable asset.
 */
export const siteStylesheet = { css: siteCss, href: `/assets/site-${createHash('sha256').update(siteCss).digest('hex').slice(0, 12)}.css` };
const INLINE_STYLESHEET: SiteStylesheet = { css: siteCss };
const LINKED_STYLESHEET: SiteStylesheet = { href: siteStylesheet.href };
const SESSION_COOKIE = new RegExp(`(^|;\\s*)(${AUTH_COOKIE}|${SECURE_AUTH_COOKIE.replace('-', '\\-')})=`);

/** Builds the per-request context read by loaders and actions (see lib/api-client.ts). */
export function createLoadContext({ apiFetch, nonce }: { apiFetch: ApiFetch; nonce?: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  context.set(cspNonceContext, nonce);
  return context;
}

export const streamTimeout = 5_000;

/** Deferred parts' server HTML kept for the next pages (lib/server-parts.server.ts): a few hundred parts. */
const partStore = new PartStore({ maxBytes: 4 * 1024 * 1024 });
const PartsProvider = ServerPartsContext!.Provider;

/** The nonce set by the host, or undefined (e.g. under `react-router dev`, where no host sets one). */
function readNonce(context: RouterContextProvider | undefined): string | undefined {
  try {
    return context?.get(cspNonceContext);
  } catch {
    return undefined;
  }
}

/**
 * The page's text and pictures come first, the JavaScript that makes it interactive after them:
 * React Router's module preloads and its module script leave the server inert, and a small
 * script restores them once the page has loaded and its eager pictures are decoded and painted
 * (so the scripts never compete with the largest paint), or after HYDRATION_FALLBACK_MS. On a
 * slow phone connection the first content no longer shares the line with ~120 kB of scripts;
 * until hydration, links and the GET filter forms work as plain HTML. (React Router renders both
 * elements with suppressHydrationWarning and drops the preloads once hydrated; React skips the
 * elements added to <head>.)
 */
const HYDRATION_FALLBACK_MS = 3000;
const DEFERRED_PRELOAD = 'x-deferred-modulepreload';
const DEFERRED_MODULE = 'x-deferred-module';

function bootScript(nonce: string | undefined): string {
  const code =
    `(function(){var done=false;function boot(){if(done)return;done=true;` +
    `document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]').forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.href;document.head.appendChild(p)});` +
    `var s=document.querySelector('script[type="${DEFERRED_MODULE}"]');if(s){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)}}` +
    // After load: once the eager pictures are decoded and the next frame has painted them.
    `function afterPaint(){var eager=[].filter.call(document.images,function(i){return i.loading!=='lazy'&&i.decode});` +
    `Promise.all(eager.map(function(i){return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(boot,0)})})}` +
    `addEventListener('load',afterPaint);setTimeout(boot,${HYDRATION_FALLBACK_MS})})();`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}

/**
 * The first script of every page (in <head>, so it runs before anything can be clicked): a click
 * on a control that needs script (a `type="button"` or `role="button"`, the same controls the part
 * holds itself, HELD_CONTROLS in lib/deferred-component.tsx; links, fields, `<summary>` and a form's
 * submit buttons work as plain HTML) inside a part whose code has not mounted yet
 * (`[data-deferred]`, lib/deferred-component.tsx) is held on the part's element (`$held`), and the
 * part takes it over as it mounts, marking itself `$live`; its own listener holds clicks then.
 * It also marks the document `data-js`: controls that only work with script (`.js-only`) show
 * from the first paint, as their first click is held until their code runs.
 */
const CAPTURE_CODE =
  `document.documentElement.dataset.js=1;document.addEventListener('click',function(e){var t=e.target,r=t.closest('[data-deferred]'),c;if(!r||r.$live)return;` +
  `c=t.closest('button,[type=button],[type=submit],[role=button]');if(!c||c.form&&c.type!='button')return;e.preventDefault();(r.$held=r.$held||[]).push(c)},!0)`;

function captureScript(nonce: string | undefined): string {
  return `<script id="deferred-capture"${nonce ? ` nonce="${nonce}"` : ''}>${CAPTURE_CODE}</script>`;
}

const HEAD = Buffer.from('<head>');
const BODY_END = Buffer.from('</body>');
/** Hydration deferred (see bootScript): the module preloads and the entry script React Router writes, renamed. */
const RENAMED: ReadonlyArray<readonly [Buffer, Buffer]> = [
  [Buffer.from('<link rel="modulepreload"'), Buffer.from(`<link rel="${DEFERRED_PRELOAD}"`)],
  // Inside a tag only: in text and attribute values a quote is escaped.
  [Buffer.from(' type="module" async=""'), Buffer.from(` type="${DEFERRED_MODULE}"`)],
];

/**
 * The whole document with the capture script first in its head and hydration deferred. The page is
 * written whole (the backend compresses it in one call, and the page cache keeps it whole), so it is
 * collected and edited once, as bytes: the few places to change are found with `indexOf` and the
 * bytes between are copied as they are. Rewriting each of React's chunks as it streamed (and passing
 * them through a web stream), or decoding the page to a string to rewrite it, cost a signed-in page
 * a tenth to a fifth of its render.
 */
function finishedDocument(html: Buffer, nonce: string | undefined, beforeBodyEnd = ''): Uint8Array<ArrayBuffer> {
  const edits: Array<{ at: number; cut: number; insert: Buffer }> = [];
  const head = html.indexOf(HEAD);
  if (head >= 0) edits.push({ at: head + HEAD.length, cut: 0, insert: Buffer.from(captureScript(nonce)) });
  for (const [pattern, replacement] of RENAMED) {
    for (let at = html.indexOf(pattern); at >= 0; at = html.indexOf(pattern, at + pattern.length)) edits.push({ at, cut: pattern.length, insert: replacement });
  }
  const bodyEnd = html.indexOf(BODY_END);
  if (bodyEnd >= 0) edits.push({ at: bodyEnd, cut: 0, insert: Buffer.from(beforeBodyEnd + bootScript(nonce)) });
  edits.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, cut, insert } of edits) {
    parts.push(html.subarray(from, at), insert);
    from = at + cut;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = readNonce(loadContext);
    const parts = new ServerParts(partStore);
    const app = (
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={SESSION_COOKIE.test(request.headers.get('cookie') ?? '') ? LINKED_STYLESHEET : INLINE_STYLESHEET}>
          <PartsProvider value={parts}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PartsProvider>
        </InlineCssContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // A Suspense boundary whose content is ready (the lazily loaded account menu and comments,
      // see lib/lazy-component.ts) stays in place in the HTML. By default React 19 moves a ready
      // boundary of a large page out of order, to be put in place by an inline script: without
      // JavaScript the visitor would see only its fallback.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellRendered = true;
      },
      // The whole document, then one answer (see finishedDocument).
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(finishedDocument(parts.finish(Buffer.concat(chunks)), nonce, viewBeaconScript(routerContext, nonce)), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
            callback();
          },
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      // An error once the shell is there (a part of the page that failed on its own) is logged and
      // leaves the page's status as it was; one before is the page's error.
      onError(error: unknown) {
        if (shellRendered) console.error(error);
        else responseStatusCode = 500;
      },
    });
  });
}
