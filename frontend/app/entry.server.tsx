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
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { apiFetchContext, cspNonceContext, type ApiFetch } from './lib/api-context';
import { NonceContext } from './lib/nonce';

export { createRequestHandler } from 'react-router';

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
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
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
