import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ProfileResponse, SessionUser } from '../../contracts/auth.js';
import { PROPERTY_LISTS, type PropertyListName } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { clearSessionCookie } from '../../core/auth/session-cookie.js';
import { AppException } from '../../core/errors/app.exception.js';
import { clientInfo } from '../../core/http/client-info.js';
import { readFormBody, sniffImage, type UploadedFile } from '../../core/http/multipart.js';
import { validateDto } from '../../core/validation/validation.pipe.js';
import { AccountService, type ImageUpload } from './account.service.js';
import { sessionUserOfPrincipal } from './user.mapper.js';
import { CompanyDataService } from '../company-data/company-data.service.js';
import { FavoritesService } from '../favorites/favorites.service.js';
import { MessagingService } from '../messaging/messaging.service.js';
import type { ValidateCuiResponse } from '../../contracts/company-data.js';
import { ChangePasswordDto, DeleteAccountDto, RegisterDto, UpdateProfileDto, ValidateCuiDto } from './dto/account.dto.js';

const AVATAR_LIMITS = { fileFields: ['avatar'], maxFileBytes: 5 * 1024 * 1024, maxFiles: 1 };

function toAvatar(files: UploadedFile[]): ImageUpload | undefined {
  const file = files[0];
  if (!file) return undefined;
  const kind = sniffImage(file.buffer);
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') {
    throw AppException.validation([{ field: 'avatar', message: 'Poza de profil trebuie să fie o imagine JPEG, PNG sau WebP.' }]);
  }
  return { buffer: file.buffer, extension: kind };
}

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountService,
    private readonly companies: CompanyDataService,
    private readonly favorites: FavoritesService,
    private readonly messaging: MessagingService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  async register(@Req() request: FastifyRequest): Promise<{ user: SessionUser; message: string }> {
    const body = await readFormBody(request, AVATAR_LIMITS);
    const dto = await validateDto(RegisterDto, body.fields);
    const user = await this.accounts.register(dto, clientInfo(request).ip, toAvatar(body.files));
    return { user, message: 'Contul a fost creat. Ți-am trimis un email pentru confirmarea adresei.' };
  }

  /** The signed-in user, with the favourites and unread messages counts the site's header shows (one call per page, not three). */
  @Get()
  async me(@CurrentUser() user: AuthUser): Promise<{ user: SessionUser; favoriteCount: number; unreadMessages: number }> {
    // Each count from its own module, read together with the user.
    const [sessionUser, favoriteCount, unreadMessages] = await Promise.all([
      sessionUserOfPrincipal(user) ?? this.accounts.getSessionUser(user.id),
      this.favorites.count(user.id),
      this.messaging.unreadOf(user.id),
    ]);
    return { user: sessionUser, favoriteCount, unreadMessages };
  }

  @Get('profile')
  profile(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    return this.accounts.getProfile(user.id);
  }

  @Post('profile')
  @HttpCode(200)
  async updateProfile(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ProfileResponse> {
    const body = await readFormBody(request, AVATAR_LIMITS);
    const dto = await validateDto(UpdateProfileDto, body.fields);
    return this.accounts.updateProfile(user.id, dto, toAvatar(body.files));
  }

  @Post('password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto): Promise<{ ok: true }> {
    await this.accounts.changePassword(user.id, user.sessionId, dto);
    return { ok: true };
  }

  @Post('delete')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    await this.accounts.deleteAccount(user.id, dto.password);
    clearSessionCookie(reply, this.config);
    return { ok: true };
  }

  /** Whether a CUI is valid and, for a valid one ANAF knows, the company's registration data for the sign-up form. */
  @Public()
  @Post('validateCUI')
  @HttpCode(200)
  validateCui(@Body() dto: ValidateCuiDto, @Req() request: FastifyRequest): Promise<ValidateCuiResponse> {
    return this.companies.signUpLookup(dto.CUI, clientInfo(request).ip);
  }

  @Public()
  @Get('properties')
  properties(): typeof PROPERTY_LISTS {
    return PROPERTY_LISTS;
  }

  @Public()
  @Get('properties/:propType')
  property(@Param('propType') propType: string): unknown {
    if (!Object.hasOwn(PROPERTY_LISTS, propType)) throw AppException.notFound('Lista cerută nu există.');
    return PROPERTY_LISTS[propType as PropertyListName];
  }

  @Public()
  @Get('avatar/:key')
  async avatar(@Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const avatar = await this.accounts.openAvatar(key);
    if (!avatar) throw AppException.notFound('Imaginea nu există.');
    const type = key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
    await reply
      .header('content-type', type)
      .header('content-length', String(avatar.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(avatar.stream);
  }
}
