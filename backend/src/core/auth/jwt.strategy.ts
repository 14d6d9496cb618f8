import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthUser, JwtPayload } from './auth-user.js';
import { sessionCookieOf } from './session-cookie.js';
import { SESSION_RESOLVER, type SessionResolver } from './session-resolver.js';
import { jwtKey } from './jwt-key.js';

/** Reads the token from `Authorization: Bearer` or the httpOnly cookie; the session must still be live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        ((request: FastifyRequest) => sessionCookieOf(request, config) ?? null) as never,
      ]),
      secretOrKey: jwtKey(config.jwt.secret) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthUser | false> {
    if (typeof payload?.sub !== 'string' || typeof payload?.jti !== 'string') return false;
    return (await this.sessions.resolve(payload.jti, payload.sub)) ?? false;
  }
}
