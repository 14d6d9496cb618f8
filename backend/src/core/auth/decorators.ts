import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AuthUser, Claims } from './auth-user.js';

export const IS_PUBLIC = Symbol('IS_PUBLIC');
export const CLAIMS_REQUIREMENT = Symbol('CLAIMS_REQUIREMENT');

/** The route is open to anonymous visitors (a session, if present, is still read). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

export type ClaimPair = Record<string, string>;

/** Spec section 6: any-of or all-of over claim key/value pairs; no requirement allows access. */
export interface ClaimsRequirement {
  anyOf?: ClaimPair[];
  allOf?: ClaimPair[];
}

export const RequireClaims = (requirement: ClaimsRequirement): MethodDecorator & ClassDecorator => SetMetadata(CLAIMS_REQUIREMENT, requirement);

/** Shorthand: any of these roles. */
export const Roles = (...roles: string[]): MethodDecorator & ClassDecorator => RequireClaims({ anyOf: roles.map((role) => ({ role })) });

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});

/** Whether the requirement names at least one claim pair (an empty one would allow everybody). */
export function isDeclaredRequirement(requirement: ClaimsRequirement | undefined): requirement is ClaimsRequirement {
  return Boolean(requirement && ((requirement.anyOf?.length ?? 0) > 0 || (requirement.allOf?.length ?? 0) > 0));
}

/** Whether the claims satisfy the requirement. A claim with several values matches any of them. */
export function claimsSatisfy(claims: Claims, requirement: ClaimsRequirement | undefined): boolean {
  if (!requirement) return true;
  const holds = (key: string, value: string) => {
    const held = claims[key];
    return typeof held === 'string' ? held === value : Array.isArray(held) && held.includes(value);
  };
  const matches = (pair: ClaimPair) => Object.entries(pair).every(([key, value]) => holds(key, value));
  const anyOk = !requirement.anyOf?.length || requirement.anyOf.some(matches);
  const allOk = !requirement.allOf?.length || requirement.allOf.every(matches);
  return anyOk && allOk;
}
