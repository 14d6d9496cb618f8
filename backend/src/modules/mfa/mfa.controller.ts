import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { MfaEnrolment, MfaRecoveryCodes, MfaStatus } from '../../contracts/mfa.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { MfaCodeDto, TotpCodeDto } from './dto/mfa.dto.js';
import { MfaService } from './mfa.service.js';

/** The signed-in staff member's own second factor (docs/api-contract-auth.md). Answers are never cached. */
@ApiTags('auth: second factor')
@Controller('auth/mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Get()
  @ApiOperation({ summary: "The account's second factor and what this session still owes" })
  status(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<MfaStatus> {
    reply.header('cache-control', 'no-store');
    return this.mfa.status(user);
  }

  @Post('enrolment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start (or restart) an enrolment: a new secret, its otpauth URI and QR code (staff only)' })
  start(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<MfaEnrolment> {
    reply.header('cache-control', 'no-store');
    return this.mfa.startEnrolment(user);
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm with a code from the app: turns the second factor on, answers 10 recovery codes once' })
  confirm(@CurrentUser() user: AuthUser, @Body() dto: TotpCodeDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MfaRecoveryCodes> {
    reply.header('cache-control', 'no-store');
    return this.mfa.confirmEnrolment(user, dto.code);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: "The sign-in's second step: an app code or a recovery code opens the staff API to this session" })
  verify(@CurrentUser() user: AuthUser, @Body() dto: MfaCodeDto): Promise<{ ok: true; recoveryCodesLeft: number }> {
    return this.mfa.verifySession(user, dto.code);
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the second factor off (an app code or a recovery code)' })
  async disable(@CurrentUser() user: AuthUser, @Body() dto: MfaCodeDto): Promise<{ ok: true }> {
    await this.mfa.disable(user, dto.code);
    return { ok: true };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({ summary: 'New recovery codes against an app code; the old ones stop working' })
  renew(@CurrentUser() user: AuthUser, @Body() dto: TotpCodeDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MfaRecoveryCodes> {
    reply.header('cache-control', 'no-store');
    return this.mfa.renewRecoveryCodes(user, dto.code);
  }
}
