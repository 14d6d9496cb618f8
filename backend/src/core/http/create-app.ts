import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import Fastify from 'fastify';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { FORM_BODY_LIMIT } from './body-limit.js';
import { cspDirectives } from './csp.js';
import { installNoStore } from './no-store.js';
import { installOriginCheck, STRIPE_WEBHOOK_PATH } from './origin-check.js';
import { installRawBody } from './raw-body.js';
import { normalizedUrl, ResponseCache } from './response-cache.js';
import { trackRoutes } from './route-table.js';
import { registerSsr } from './ssr.js';

/** A caller's request id when it is a sane token, else a fresh one. */
function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Builds the HTTP application: API, OpenAPI docs, admin console, static assets and SSR. The
 * application's module (every feature) is given by the caller, main.ts or a test: the core depends
 * on nothing above it.
 */
export async function createWebApp(config: AppConfig, appModule: DynamicModule): Promise<NestFastifyApplication> {
  // The instance is made here so that the first hooks are ours: the request id, then the replay
  // of cached public answers, ahead of Nest's hooks, logging middleware, guards and pipes.
  const fastify = Fastify({
    // Every parser of the API (JSON, forms, text) stops at this; multipart has its own limits below
    // and server-rendered pages theirs (ssr.ts).
    bodyLimit: FORM_BODY_LIMIT,
    // Who may tell the client address (TRUST_PROXY): request.ip is then the forwarded address
    // (client-info.ts). Fastify accepts a hop count or a list; its types say boolean.
    trustProxy: config.http.trustProxy as boolean,
    routerOptions: { maxParamLength: 300 },
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Public list queries in one spelling, so the response cache keys on what the route answers.
    rewriteUrl: (request) => normalizedUrl(request.method, request.url ?? '/'),
  });
  trackRoutes(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    // The logging middleware reads the id from the header: one id in logs and in the answer.
    request.raw.headers['x-request-id'] = request.id;
    void reply.header('x-request-id', request.id);
    done();
  });
  let cache: ResponseCache | undefined;
  ResponseCache.installHooks(fastify, () => cache);

  const app = await NestFactory.create<NestFastifyApplication>(appModule, new FastifyAdapter(fastify as never), { bufferLogs: true });
  cache = app.get(ResponseCache);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api', { exclude: ['sitemap.xml', 'sitemap-:part.xml', 'robots.txt'] });
  app.enableShutdownHooks();

  await app.register(fastifyCookie as never);
  installOriginCheck(fastify, config);
  // Stripe signs the exact bytes it sends.
  installRawBody(fastify, [STRIPE_WEBHOOK_PATH]);
  installNoStore(fastify, config);
  // Referrer-Policy same-origin (helmet's default no-referrer makes browsers send `Origin: null` with
  // same-site form posts, and React Router then refuses every action posted without JavaScript);
  // other sites still get no referrer.
  await app.register(
    fastifyHelmet as never,
    {
      contentSecurityPolicy: { directives: cspDirectives(config.isProduction) },
      crossOriginEmbedderPolicy: false,
      hsts: config.isProduction,
      referrerPolicy: { policy: 'same-origin' },
    } as never,
  );
  // Routes read multipart bodies with their own file limits (multipart.ts); these bound the rest.
  await app.register(
    fastifyMultipart as never,
    { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 40, fieldSize: 64 * 1024, parts: 60, headerPairs: 100 } } as never,
  );

  // Off in production unless API_DOCS_PUBLIC=true: /api/docs then answers the API's 404.
  if (config.http.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('RoAfaceri API')
        .setDescription('API-ul public și al consolei echipei')
        .setVersion('1')
        .addBearerAuth()
        .addCookieAuth(config.http.authCookie.name)
        .build(),
    );
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }

  const clientDir = join(config.paths.frontendBuild, 'client');
  if (existsSync(clientDir)) {
    await app.register(
      fastifyStatic as never,
      {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (frontend/scripts/precompress.mjs); they are sent to
        // browsers that accept them.
        preCompressed: true,
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      } as never,
    );
  }
  if (existsSync(join(config.paths.adminBuild, 'index.html'))) {
    await app.register(
      fastifyStatic as never,
      { root: config.paths.adminBuild, prefix: '/admin/', wildcard: false, decorateReply: false, index: false, preCompressed: true } as never,
    );
    // Read once, like the static file list: the console's routes all answer with its index.html.
    const adminIndex = readFileSync(join(config.paths.adminBuild, 'index.html'));
    const sendIndex = (_request: unknown, reply: { type(t: string): { header(k: string, v: string): { send(b: unknown): unknown } } }) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(adminIndex);
    fastify.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
    fastify.get('/admin/', sendIndex as never);
    fastify.get('/admin/*', sendIndex as never);
  }
  await registerSsr(app, config);
  return app;
}
