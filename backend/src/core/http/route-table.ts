import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route the server registers from now on (the authorisation tests walk them). */
export function trackRoutes(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method).toUpperCase(), url: route.url });
  });
}

/** The routes the server registered (empty when not tracked). */
export function registeredRoutes(fastify: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(fastify) ?? [];
}
