import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AUTH_COOKIE } from '../../contracts/auth.js';
import type { AuthUser, JwtPayload } from './auth-user.js';
import { SESSION_RESOLVER, type SessionResolver } from './session-resolver.js';

const fromCookie = (request: FastifyRequest): string | null => (request.cookies?.[AUTH_COOKIE] as string | undefined) ?? null;

/** Reads the token from `Authorization: Bearer` or the httpOnly cookie; the session must still be live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie as never]),
      secretOrKey: config.jwt.secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthUser | false> {
    if (typeof payload?.sub !== 'string' || typeof payload?.jti !== 'string') return false;
    return (await this.sessions.resolve(payload.jti, payload.sub)) ?? false;
  }
}
