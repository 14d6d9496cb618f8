import { Check, Column, Entity, Index } from 'typeorm';
import type { ContentKind, ReviewStatus } from '../../contracts/content-admin.js';
import { BaseEntity } from '../../core/database/base.entity.js';

/**
 * One entry of the editorial content store: a portfolio project, a partner, a featured link, a
 * special post, a team member, a FAQ entry or a success story.
 *
 * Why one table with a jsonb `data` column rather than seven tables: the seven kinds share
 * everything but their fields (ordering, publishing, staff editing, audit, caching), their fields
 * are small, always read whole and never queried one by one (the few filters run on lists of tens
 * of rows), and each kind's fields are validated by its own DTO before they are written. One table
 * gives one repository, one cache and one audit path instead of seven copies. What the database
 * still guards: the kinds, the review states, the slug being unique within a kind, and that only
 * an approved success story can be published.
 */
@Entity({ name: 'content_entries' })
@Check('content_entries_kind_check', "kind IN ('portfolio_project', 'partner', 'featured_link', 'special_post', 'team_member', 'faq_entry', 'success_story')")
@Check('content_entries_review_status_check', "review_status IS NULL OR review_status IN ('pending', 'approved', 'rejected')")
@Check('content_entries_review_check', "(kind = 'success_story') = (review_status IS NOT NULL)")
@Check('content_entries_published_check', "published = false OR review_status IS NULL OR review_status = 'approved'")
@Check('content_entries_position_check', 'position >= 0')
@Index('IDX_content_entries_kind_slug', ['kind', 'slug'], { unique: true })
@Index('IDX_content_entries_kind_position', ['kind', 'position'])
@Index('IDX_content_entries_kind_review', ['kind', 'reviewStatus', 'createdAt'])
export class ContentEntryEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 30 })
  kind: ContentKind;

  /** The public identifier of portfolio projects, partners and special posts; null for the other kinds. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  slug: string | null;

  /** Order within the kind, from 0. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  /** The kind's own fields, as its DTO validated them (texts cleaned of markup). */
  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  /** Success stories only: pending until a moderator approves or rejects them. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  reviewStatus: ReviewStatus | null;

  /** The reason given with a rejection. */
  @Column({ type: 'text', nullable: true })
  reviewNote: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;
}
