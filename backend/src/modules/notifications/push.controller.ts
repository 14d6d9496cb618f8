import { Body, Controller, Delete, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { PushEndpointDto, PushSubscriptionDto } from './push.dto.js';
import { PushService } from './push.service.js';

@ApiTags('push')
@Controller()
export class PushController {
  constructor(private readonly push: PushService) {}

  /** The VAPID public key the browser subscribes with (null: this deployment sends no push). */
  @Public()
  @Get('push/public-key')
  publicKey(): { publicKey: string | null } {
    return { publicKey: this.push.publicKey };
  }

  @Post('account/subscribeToWebPush')
  @HttpCode(201)
  @ApiOperation({ summary: "Stores the browser's push subscription for the signed-in user (spec section 4)" })
  async subscribe(@Body() dto: PushSubscriptionDto, @CurrentUser() user: AuthUser, @Headers('user-agent') userAgent?: string): Promise<{ ok: true }> {
    await this.push.subscribe(user.id, dto, userAgent);
    return { ok: true };
  }

  @Delete('account/subscribeToWebPush')
  @HttpCode(204)
  async unsubscribe(@Body() dto: PushEndpointDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.push.unsubscribe(user.id, dto.endpoint);
  }
}
