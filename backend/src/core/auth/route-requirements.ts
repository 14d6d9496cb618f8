import { Injectable, RequestMethod, type OnApplicationBootstrap } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { CLAIMS_REQUIREMENT, IS_PUBLIC, isDeclaredRequirement, type ClaimsRequirement } from './decorators.js';

/** The global prefix of the API (create-app.ts). */
export const API_PREFIX = 'api';
/** Every route under this path is staff-only and must declare its claims requirement. */
export const ADMIN_PATH = `/${API_PREFIX}/admin`;

export interface DeclaredRoute {
  /** Upper-case HTTP method (GET, POST, …). */
  method: string;
  /** Full path with Nest's parameter syntax, e.g. `/api/admin/listings/:id/approve`. */
  path: string;
  requirement: ClaimsRequirement | undefined;
  isPublic: boolean;
  handler: string;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : '/']);

/**
 * Every route the application's controllers declare, with the requirement the global guard will
 * apply (the handler's, else the controller's; the same lookup as AuthGuard).
 */
export function declaredRoutes(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller || !wrapper.instance) continue;
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] ?? 'GET';
      const targets = [handler, controller];
      const requirement = reflector.getAllAndOverride<ClaimsRequirement | undefined>(CLAIMS_REQUIREMENT, targets);
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false;
      for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const sub of asList(methodPath)) {
          routes.push({ method, path: join(API_PREFIX, base, sub), requirement, isPublic, handler: `${controller.name}.${name}` });
        }
      }
    }
  }
  return routes;
}

export const isAdminPath = (path: string) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);

/** Staff routes that would let in more than intended: no requirement of their own, or marked public. */
export function undeclaredAdminRoutes(routes: DeclaredRoute[]): DeclaredRoute[] {
  return routes.filter((route) => isAdminPath(route.path) && (route.isPublic || !isDeclaredRequirement(route.requirement)));
}

/**
 * Fails the boot when a route under /api/admin has no explicit claims requirement (@Roles or
 * @RequireClaims on the handler or its controller), or is marked @Public: deny by default would
 * still demand a session, but any signed-in user would pass.
 */
@Injectable()
export class AdminRouteRequirementsCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const offenders = undeclaredAdminRoutes(declaredRoutes(this.discovery, this.scanner, this.reflector));
    if (offenders.length) {
      const list = offenders.map((route) => `  ${route.method} ${route.path} (${route.handler})`).join('\n');
      throw new Error(`Staff routes without an explicit @Roles/@RequireClaims requirement (or marked @Public):\n${list}`);
    }
  }
}
