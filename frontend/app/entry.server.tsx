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
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { apiFetchContext, cspNonceContext, type ApiFetch } from './lib/api-context';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from '@contracts/auth';
import { InlineCssContext, type SiteStylesheet } from './lib/inline-css';
import { NonceContext } from './lib/nonce';
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
  const code = `(function(){var done=false;function boot(){if(done)return;done=true;` +
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
 * on a control that needs script (a `type="button"` or `role="button"`; links, fields, `<summary>`
 * and a form's submit buttons work as plain HTML) inside a part whose code has not mounted yet
 * (`[data-deferred]`, lib/deferred-component.tsx) is held on the part's element (`$held`), and the
 * part takes it over as it mounts, marking itself `$live`; its own listener holds clicks then.
 * It also marks the document `data-js`: controls that only work with script (`.js-only`) show
 * from the first paint, as their first click is held until their code runs.
 */
const CAPTURE_CODE =
  `document.documentElement.dataset.js='';document.addEventListener('click',function(e){var t=e.target,r=t.closest&&t.closest('[data-deferred]'),c;if(!r||r.$live)return;` +
  `c=t.closest('a[href],button,input,select,textarea,label,summary,[role=button]');` +
  `if(!c||!r.contains(c)||c.matches('a,input,select,textarea,label,summary')||c.type!='button'&&c.form)return;` +
  `e.preventDefault();(r.$held=r.$held||[]).push(c)},true)`;

function captureScript(nonce: string | undefined): string {
  return `<script id="deferred-capture"${nonce ? ` nonce="${nonce}"` : ''}>${CAPTURE_CODE}</script>`;
}

function deferHydration(text: string, nonce: string | undefined): string {
  return text
    .replaceAll('<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD}"`)
    .replace(/(<script[^>]*?) type="module" async=""/g, `$1 type="${DEFERRED_MODULE}"`)
    .replace('</body>', `${bootScript(nonce)}</body>`);
}

/** Byte patterns of what deferHydration (and the capture script) rewrite: chunks without any pass as they are. */
const REWRITTEN = ['<head>', '<link rel="modulepreload"', ' type="module" async=""', '</body>'].map((text) => Buffer.from(text));
const LT = 0x3c;
const GT = 0x3e;

/**
 * The document as React streams it, rewritten by deferHydration (tags cut between chunks wait for
 * their end). Most of a page holds nothing to rewrite: such bytes go on untouched, and only a chunk
 * with a pattern is decoded, rewritten and encoded again.
 */
function deferredHydrationStream(nonce: string | undefined, onEnd: () => void): Transform {
  let carry: Buffer = Buffer.alloc(0);
  let headDone = false;
  const rewrite = (bytes: Buffer): Buffer | string => {
    if (!REWRITTEN.some((pattern) => bytes.includes(pattern))) return bytes;
    let text = bytes.toString('utf8');
    if (!headDone && text.includes('<head>')) {
      headDone = true;
      text = text.replace('<head>', `<head>${captureScript(nonce)}`);
    }
    return deferHydration(text, nonce);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      // A tag cut at the chunk's end waits for the rest (a multi-byte character never contains '<').
      const open = bytes.lastIndexOf(LT);
      const cut = open >= 0 && bytes.indexOf(GT, open) === -1 ? open : bytes.length;
      carry = Buffer.from(bytes.subarray(cut));
      callback(null, rewrite(bytes.subarray(0, cut)));
    },
    flush(callback) {
      onEnd();
      callback(null, rewrite(carry));
    },
  });
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
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = readNonce(loadContext);
    const app = (
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={SESSION_COOKIE.test(request.headers.get('cookie') ?? '') ? LINKED_STYLESHEET : INLINE_STYLESHEET}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
      [readyOption]() {
        shellRendered = true;
        const body = deferredHydrationStream(nonce, () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
