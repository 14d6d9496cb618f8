import { Check, Column, Entity, Index } from 'typeorm';
import type { StaffRole, UserType } from '../../contracts/lists.js';
import { CompanyContactEntity } from '../../core/database/base.entity.js';

@Entity({ name: 'users' })
@Check('users_user_type_check', 'user_type IN (1, 2)')
@Check('users_roles_check', "roles <@ ARRAY['admin', 'moderator', 'consultant']::varchar[]")
export class UserEntity extends CompanyContactEntity {
  /** Stored lower-cased; unique. Erased (replaced by a placeholder) when the account is deleted. */
  @Index('IDX_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 120 })
  fullName: string;

  @Column({ type: 'smallint' })
  userType: UserType;

  /** Staff roles held (any of admin, moderator, consultant); empty for ordinary users. Read as the `role` claims. */
  @Column({ type: 'varchar', length: 20, array: true, default: () => "'{}'" })
  roles: StaffRole[];

  @Column({ type: 'varchar', length: 255, nullable: true })
  avatarKey: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  blockedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
