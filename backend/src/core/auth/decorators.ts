import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from './auth-user.js';

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

/** Whether the claims satisfy the requirement. */
export function claimsSatisfy(claims: Record<string, string>, requirement: ClaimsRequirement | undefined): boolean {
  if (!requirement) return true;
  const matches = (pair: ClaimPair) => Object.entries(pair).every(([key, value]) => claims[key] === value);
  const anyOk = !requirement.anyOf?.length || requirement.anyOf.some(matches);
  const allOk = !requirement.allOf?.length || requirement.allOf.every(matches);
  return anyOk && allOk;
}
