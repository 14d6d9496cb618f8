import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';

export const REDACTED = '[redacted]';

/** Query parameters that carry a secret (reset, verification and sign-in tokens, codes, keys). */
const SECRET_PARAMETER = /(token|password|secret|signature)$|^(code|key|sig)$/i;
/** Paths that carry a signed token as their last segment (links in emails: renewal, unsubscribe, a saved search's pause). */
const SECRET_PATH = /(\/(?:renew-link|unsubscribe|saved-searches\/pause)\/)[^/?#]+/g;

/**
 * The URL as it may be written to the logs: secret query values and token path segments replaced
 * by `[redacted]`, the path and every other parameter kept.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = (mark < 0 ? url : url.slice(0, mark)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is checked as it came.
      }
      return equals >= 0 && SECRET_PARAMETER.test(decoded.trim()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * The request logger: one line per answered request (id, method, redacted URL, status), never the
 * credentials (Authorization, cookies) nor tokens in URLs. `config.logStream` (tests) replaces stdout.
 */
export function loggerParams(config: AppConfig): Params {
  const options = {
    level: config.logLevel,
    // The id is set by the web server's first hook (create-app.ts); workers have no requests.
    genReqId: (request: { headers: Record<string, unknown> }) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, url: redactUrl(request.url ?? '') }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    autoLogging: { ignore: (request: { url?: string }) => request.url === '/api/health' || (request.url ?? '').startsWith('/assets/') },
  };
  return { pinoHttp: (config.logStream ? [options, config.logStream] : options) as Params['pinoHttp'], forRoutes: ['{*path}'] };
}
