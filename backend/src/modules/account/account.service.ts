import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ProfileResponse, SessionUser } from '../../contracts/auth.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { UserType, type StaffRole } from '../../contracts/lists.js';
import { AppException } from '../../core/errors/app.exception.js';
import { addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { STORAGE_DRIVER, type StorageDriver, type StoredObject } from '../../core/storage/storage-driver.js';
import { ListingOwnerService } from '../listing-core/listing-owner.service.js';
import { PersonalDataEraser } from '../privacy/personal-data-eraser.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { AuthService } from './auth.service.js';
import type { ChangePasswordDto, RegisterDto, UpdateProfileDto } from './dto/account.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { toProfile, toSessionUser } from './user.mapper.js';
import { UserRepository } from './user.repository.js';
import { UserEntity } from './user.entity.js';

export interface ImageUpload {
  buffer: Buffer;
  extension: 'jpg' | 'png' | 'webp';
}

const AVATAR_CONTENT_TYPES: Readonly<Record<ImageUpload['extension'], string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Profile pictures live beside the other uploads, under `avatars/` (on the local disk: `<DATA_DIR>/uploads/avatars`). */
function avatarStorageKey(key: string): string | null {
  return /^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(key) ? `avatars/${key}` : null;
}

export const REGISTRATION_LIMIT_MESSAGE = 'Au fost create prea multe conturi de la această adresă în ultima oră. Încearcă din nou mai târziu.';

/** Registration, profile, password and GDPR deletion. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly auth: AuthService,
    private readonly counters: RateCounters,
    private readonly listings: ListingOwnerService,
    private readonly uploads: UploadsService,
    private readonly eraser: PersonalDataEraser,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** Counted per client address before anything else (a taken email counts too, so addresses cannot probe for accounts at length). */
  async register(dto: RegisterDto, clientAddress: string, avatar?: ImageUpload): Promise<SessionUser> {
    await this.counters.take([
      addressLimit('register', clientAddress, { max: this.config.limits.registrationsPerAddressPerHour, windowSeconds: 60 * 60 }, REGISTRATION_LIMIT_MESSAGE),
    ]);
    if (await this.repository.users.existsBy({ email: dto.email })) {
      throw new AppException(ErrorCode.ACCOUNT_EMAIL_TAKEN, 'Există deja un cont cu această adresă de email.', [
        { field: 'email', message: 'Există deja un cont cu această adresă de email.' },
      ]);
    }
    const legal = dto.userType === UserType.PersoanaJuridica;
    const user = this.repository.users.create({
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
      fullName: dto.fullName,
      userType: dto.userType,
      roles: [],
      phone: dto.phone ?? null,
      companyName: legal ? (dto.companyName ?? null) : null,
      cui: legal ? (dto.cui ?? null) : null,
      termsAcceptedAt: new Date(),
      avatarKey: avatar ? await this.storeAvatar(avatar) : null,
    });
    try {
      await this.repository.users.save(user);
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new AppException(ErrorCode.ACCOUNT_EMAIL_TAKEN, 'Există deja un cont cu această adresă de email.');
      throw error;
    }
    await this.auth.sendVerification(user);
    return toSessionUser(user);
  }

  /** Staff and demo accounts: created verified, with their staff roles (none for demo users). */
  async createVerified(input: {
    email: string;
    password: string;
    fullName: string;
    roles: StaffRole[];
    userType?: UserType;
    companyName?: string;
    cui?: string;
  }): Promise<UserEntity> {
    const existing = await this.repository.users.findOneBy({ email: input.email.toLowerCase() });
    const user = existing ?? this.repository.users.create({ email: input.email.toLowerCase() });
    Object.assign(user, {
      passwordHash: await this.hasher.hash(input.password),
      fullName: input.fullName,
      roles: [...input.roles],
      userType: input.userType ?? UserType.PersoanaFizica,
      companyName: input.companyName ?? null,
      cui: input.cui ?? null,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      termsAcceptedAt: user.termsAcceptedAt ?? new Date(),
      deletedAt: null,
    });
    const saved = await this.repository.users.save(user);
    // A password set here makes earlier reset links useless.
    await this.repository.revokeTokens(saved.id, 'reset_password');
    return saved;
  }

  async getSessionUser(userId: string): Promise<SessionUser> {
    return toSessionUser(await this.requireUser(userId));
  }

  async getProfile(userId: string): Promise<ProfileResponse> {
    return toProfile(await this.requireUser(userId));
  }

  async updateProfile(userId: string, dto: UpdateProfileDto, avatar?: ImageUpload): Promise<ProfileResponse> {
    const user = await this.requireUser(userId);
    const userType = dto.userType ?? user.userType;
    const companyName = dto.companyName ?? user.companyName;
    const cui = dto.cui ?? user.cui;
    if (Number(userType) === UserType.PersoanaJuridica && (!companyName || !cui)) {
      throw AppException.validation([
        ...(!companyName ? [{ field: 'companyName', message: 'Denumirea firmei este obligatorie pentru persoane juridice.' }] : []),
        ...(!cui ? [{ field: 'cui', message: 'Codul fiscal (CUI) este obligatoriu pentru persoane juridice.' }] : []),
      ]);
    }
    const previousAvatar = user.avatarKey;
    Object.assign(user, {
      fullName: dto.fullName,
      userType,
      phone: dto.phone ?? null,
      companyName: Number(userType) === UserType.PersoanaJuridica ? companyName : null,
      cui: Number(userType) === UserType.PersoanaJuridica ? cui : null,
    });
    if (avatar) user.avatarKey = await this.storeAvatar(avatar);
    await this.repository.users.save(user);
    if (avatar && previousAvatar) await this.removeAvatar(previousAvatar);
    return toProfile(user);
  }

  async changePassword(userId: string, sessionId: string, dto: ChangePasswordDto): Promise<void> {
    const user = await this.requireUser(userId);
    if (!(await this.hasher.verify(user.passwordHash, dto.currentPassword))) {
      throw new AppException(ErrorCode.ACCOUNT_WRONG_PASSWORD, 'Parola actuală nu este corectă.', [
        { field: 'currentPassword', message: 'Parola actuală nu este corectă.' },
      ]);
    }
    await this.repository.users.update({ id: userId }, { passwordHash: await this.hasher.hash(dto.password) });
    await this.repository.revokeTokens(userId, 'reset_password');
    // Other devices are signed out; this session stays.
    await this.repository.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      userId,
      sessionId,
    ]);
  }

  /**
   * GDPR erasure (article 17): every table's personal data of the user deleted or anonymised in one
   * transaction (PersonalDataEraser says what is kept, and why), listings withdrawn, uploaded files
   * (pictures, documents) and the avatar deleted. The row stays (anonymous) so that records which
   * must be kept (orders, invoices) keep a valid reference. The last active admin cannot leave.
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    const user = await this.requireUser(userId);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new AppException(ErrorCode.ACCOUNT_WRONG_PASSWORD, 'Parola nu este corectă.', [{ field: 'password', message: 'Parola nu este corectă.' }]);
    }
    if (user.roles.includes('admin') && !(await this.repository.otherActiveAdminExists(userId))) {
      throw AppException.forbidden('Ești singurul administrator activ: numește mai întâi un alt administrator, apoi șterge contul.');
    }
    await this.erase(user);
  }

  /**
   * Schedules: accounts whose address was never confirmed within 30 days of registering (`before`:
   * registered earlier than this) are erased like a deleted account. Staff accounts are kept.
   */
  async deleteUnverified(before: Date): Promise<number> {
    const users = await this.repository.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.email_verified_at IS NULL AND u.deleted_at IS NULL AND u.created_at < :before', { before })
      .andWhere(`u.roles = '{}'`)
      .getMany();
    for (const user of users) await this.erase(user);
    return users.length;
  }

  private async erase(user: UserEntity): Promise<void> {
    const userId = user.id;
    await this.repository.dataSource.transaction(async (manager) => {
      // Their listings leave the site, and every file they uploaded (or that their listings hold) is deleted once this commits.
      await this.listings.withdrawAllOf(userId, manager);
      await this.uploads.deleteAllOf(userId, manager);
      // Then every other table: the account row anonymised, the rest deleted or stripped of what was theirs.
      await this.eraser.erase({ id: userId, email: user.email, fullName: user.fullName }, manager);
    });
    if (user.avatarKey) await this.removeAvatar(user.avatarKey);
  }

  /**
   * Where messages for a user go (e.g. a visitor's message about one of their listings): the
   * account's email, or null when the account is deleted or blocked. Never shown to anyone.
   */
  async mailAddressOf(userId: string): Promise<string | null> {
    return (await this.contactOf(userId))?.email ?? null;
  }

  /**
   * Name and address to write to (notifications); null when the account is deleted or blocked.
   * `manager`: the caller's transaction, when it asks from inside one.
   */
  async contactOf(userId: string, manager?: EntityManager): Promise<{ email: string; fullName: string } | null> {
    const user = await this.repository.findActiveById(userId, manager);
    return user && !user.blockedAt ? { email: user.email, fullName: user.fullName } : null;
  }

  /** A profile picture by its key (`<uuid>.<jpg|png|webp>`), from the configured storage; null when there is none. */
  async openAvatar(key: string): Promise<StoredObject | null> {
    const storageKey = avatarStorageKey(key);
    return storageKey ? this.storage.get(storageKey) : null;
  }

  private async requireUser(userId: string): Promise<UserEntity> {
    const user = await this.repository.findActiveById(userId);
    if (!user) throw AppException.unauthenticated();
    return user;
  }

  private async storeAvatar(avatar: ImageUpload): Promise<string> {
    const key = `${randomUUID()}.${avatar.extension}`;
    await this.storage.put(avatarStorageKey(key)!, avatar.buffer, AVATAR_CONTENT_TYPES[avatar.extension]);
    return key;
  }

  private async removeAvatar(key: string): Promise<void> {
    const storageKey = avatarStorageKey(key);
    if (storageKey) await this.storage.delete(storageKey);
  }
}
