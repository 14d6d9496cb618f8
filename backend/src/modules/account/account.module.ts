import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { FavoritesModule } from '../favorites/favorites.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { CompanyDataModule } from '../company-data/company-data.module.js';
import { jwtKey } from '../../core/auth/jwt-key.js';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JwtStrategy } from '../../core/auth/jwt.strategy.js';
import { SESSION_RESOLVER } from '../../core/auth/session-resolver.js';
import { AuditModule } from '../audit/audit.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MfaModule } from '../mfa/mfa.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from './password-hasher.js';
import { AccountSessionResolver } from './session-resolver.service.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { UserAdminService } from './user-admin.service.js';
import { UserRepository } from './user.repository.js';

@Module({
  imports: [
    PassportModule,
    FavoritesModule,
    MessagingModule,
    CompanyDataModule,
    MailModule,
    AuditModule,
    ListingCoreModule,
    UploadsModule,
    MfaModule,
    PrivacyModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.jwt.secret) as unknown as string,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, AccountController],
  providers: [
    UserRepository,
    { provide: PasswordHasher, useValue: new PasswordHasher() },
    LoginThrottleService,
    AuthService,
    AccountService,
    UserAdminRepository,
    UserAdminService,
    AccountSessionResolver,
    { provide: SESSION_RESOLVER, useExisting: AccountSessionResolver },
    JwtStrategy,
  ],
  exports: [AccountService, AuthService, UserAdminService],
})
export class AccountModule {}
