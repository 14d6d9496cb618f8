import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { ConsultingKind, ConsultingStatus, ConsultingTopic } from '../../contracts/consulting.js';
import { CompanyContactEntity } from '../../core/database/base.entity.js';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

/**
 * One request sent through a public consulting form. The requester's details are stored as typed
 * (anonymous requests have no account); a signed-in requester's account is linked in `userId`.
 */
@Entity({ name: 'consulting_requests' })
@Check(
  'consulting_requests_kind_check',
  "kind IN ('consulting', 'contact', 'contact-promo', 'mindset-owners', 'eligibility-grant-trei', 'digitalization', 'eligibility')",
)
@Check(
  'consulting_requests_topic_check',
  "topic IN ('funding', 'valuation', 'digitalization', 'business-sale', 'business-purchase', 'promotion', 'mindset-owners', 'grant-trei', 'other')",
)
@Check('consulting_requests_status_check', "status IN ('new', 'in_progress', 'waiting_client', 'done', 'dropped')")
@Index('IDX_consulting_requests_status_created', ['status', 'createdAt'])
@Index('IDX_consulting_requests_user_created', ['userId', 'createdAt'])
@Index('IDX_consulting_requests_assigned_to', ['assignedToId'])
@Index('IDX_consulting_requests_created', ['createdAt'])
export class ConsultingRequestEntity extends CompanyContactEntity {
  /** `RC-<year>-<six digits>`. */
  @Index('IDX_consulting_requests_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'varchar', length: 30 })
  kind: ConsultingKind;

  @Column({ type: 'varchar', length: 30 })
  topic: ConsultingTopic;

  @Column({ type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** The structured answers of the form (per kind). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  answers: Record<string, unknown>;

  /** What the site computed from the answers (eligibility, points), as shown to the requester. */
  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_consulting_requests_user' })
  user?: UserEntity;

  /** The listing a promotion enquiry is about. */
  @Column({ type: 'uuid', nullable: true })
  listingId: string | null;

  @ManyToOne(() => ListingEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_consulting_requests_listing' })
  listing?: ListingEntity;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: ConsultingStatus;

  /** The message staff sent the client with the last status change. */
  @Column({ type: 'text', nullable: true })
  statusMessage: string | null;

  /** Counts status changes; names the change's mail job so it is sent once. */
  @Column({ type: 'integer', default: 0 })
  statusVersion: number;

  @Column({ type: 'uuid', nullable: true })
  assignedToId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to_id', foreignKeyConstraintName: 'FK_consulting_requests_assigned_to' })
  assignedTo?: UserEntity;
}
