import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { LoginResponse } from '../../contracts/auth.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { clearSessionCookie, setSessionCookie } from '../../core/auth/session-cookie.js';
import { clientInfo } from '../../core/http/client-info.js';
import { MfaService } from '../mfa/mfa.service.js';
import { AuthService } from './auth.service.js';
import { LoginDto, LostPasswordDto, ResetPasswordDto, VerifyEmailDto } from './dto/auth.dto.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly mfa: MfaService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    const result = await this.auth.login(dto.email, dto.password, clientInfo(request));
    // Staff with a second factor (or who must enrol one) get a session the staff API refuses until then.
    const secondFactor = await this.mfa.stepAfterPassword(result.user.id, result.user.claims.roles ?? []);
    setSessionCookie(reply, this.config, result.token);
    reply.header('cache-control', 'no-store');
    return secondFactor ? { ...result, secondFactor } : result;
  }

  @Post('auth/logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    await this.auth.logout(user.sessionId);
    clearSessionCookie(reply, this.config);
    return { ok: true };
  }

  @Public()
  @Post('auth/lostPassword')
  @HttpCode(200)
  async lostPassword(@Body() dto: LostPasswordDto, @Req() request: FastifyRequest): Promise<{ ok: true; message: string }> {
    await this.auth.requestPasswordReset(dto.email, clientInfo(request).ip);
    return { ok: true, message: 'Dacă adresa are un cont, vei primi în câteva minute un email cu instrucțiunile de resetare a parolei.' };
  }

  @Public()
  @Post('auth/resetPassword')
  @HttpCode(200)
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<{ ok: true }> {
    await this.auth.resetPassword(dto.token, dto.password);
    return { ok: true };
  }

  @Public()
  @Post('auth/verifyEmail')
  @HttpCode(200)
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<{ ok: true }> {
    await this.auth.verifyEmail(dto.token);
    return { ok: true };
  }
}
