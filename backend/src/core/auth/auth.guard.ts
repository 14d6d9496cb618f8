import { Inject, Injectable, Optional, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AppException } from '../errors/app.exception.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../errors/database-unavailable.js';
import type { AuthUser } from './auth-user.js';
import { CONSOLE_ACCESS_POLICY, type ConsoleAccessPolicy } from './console-access.js';
import { claimsSatisfy, CLAIMS_REQUIREMENT, IS_PUBLIC, type ClaimsRequirement } from './decorators.js';
import { credentialsOf } from './session-cookie.js';

/**
 * Global guard, deny by default: every route needs a live session unless marked @Public();
 * routes with @RequireClaims/@Roles also need matching claims.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** The staff second factor (mfa module); absent in applications built without it. */
  @Optional()
  @Inject(CONSOLE_ACCESS_POLICY)
  private readonly consoleAccess?: ConsoleAccessPolicy;

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false;
    const requirement = this.reflector.getAllAndOverride<ClaimsRequirement | undefined>(CLAIMS_REQUIREMENT, targets);
    const request = context
      .switchToHttp()
      .getRequest<{ ip?: string; headers: Record<string, string | undefined>; cookies?: Record<string, string | undefined> }>();
    const hasCredentials = credentialsOf(request, this.config) !== null;
    // Anonymous visit to a public route: nothing to verify, skip passport on this hot path.
    if (isPublic && !requirement && !hasCredentials) return true;
    let user: AuthUser | undefined;
    try {
      await super.canActivate(context);
      user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    } catch (error) {
      if (!isPublic || isDatabaseUnavailable(error)) throw error;
    }
    if (!user) {
      if (isPublic && !requirement) return true;
      throw AppException.unauthenticated();
    }
    // Staff actions record where they came from (audit log).
    user.ip = request.ip;
    if (!claimsSatisfy(user.claims, requirement)) throw AppException.forbidden();
    // Routes with a claims requirement are the staff routes (every /api/admin route declares one,
    // checked at boot): they also need the second factor where the account has or must have one.
    if (requirement && this.consoleAccess) await this.consoleAccess.assertAllowed(user);
    return true;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // A session that cannot be checked now is not a wrong one: 503, not 401.
    if (isDatabaseUnavailable(error)) throw databaseUnavailable();
    if (error || !user) throw AppException.unauthenticated();
    return user;
  }
}
