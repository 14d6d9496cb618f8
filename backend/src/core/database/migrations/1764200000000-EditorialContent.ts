import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  BUSINESS_SERVICES,
  CONSULTANTS,
  FAQ_GROUPS,
  FEATURED_LINKS_WEB,
  FEATURED_MISC,
  PARTNERS,
  PORTFOLIO,
  SUCCESS_STORIES,
} from './1764200000000-EditorialContent.data.js';

type Row = Record<string, unknown>;

interface NewEntry {
  kind: string;
  slug: string | null;
  data: Row;
  reviewStatus?: 'approved';
}

/** `slug`/`id` moves to the slug column; everything else is the entry's data. */
function withSlug(kind: string, key: 'id' | 'slug', row: Row): NewEntry {
  const { [key]: slug, ...data } = row;
  return { kind, slug: String(slug), data };
}

/** Today's editorial content as entries, each kind in its page order. */
function initialEntries(): NewEntry[][] {
  return [
    PORTFOLIO.map((row) => withSlug('portfolio_project', 'id', row)),
    PARTNERS.map((row) => withSlug('partner', 'id', row)),
    [
      ...FEATURED_LINKS_WEB.map((row): NewEntry => ({ kind: 'featured_link', slug: null, data: { placement: 'web', ...row } })),
      ...FEATURED_MISC.map((row): NewEntry => ({ kind: 'featured_link', slug: null, data: { placement: 'misc', ...row } })),
    ],
    BUSINESS_SERVICES.map((row) => {
      const entry = withSlug('special_post', 'slug', row);
      return { ...entry, data: { collection: 'servicii-roafaceri', ...entry.data } };
    }),
    CONSULTANTS.map((row): NewEntry => ({ kind: 'team_member', slug: null, data: { ...row } })),
    FAQ_GROUPS.flatMap((group) => group.items.map((item): NewEntry => ({ kind: 'faq_entry', slug: null, data: { topic: group.id, ...item } }))),
    SUCCESS_STORIES.map((row): NewEntry => ({ kind: 'success_story', slug: null, data: { ...row, source: 'staff' }, reviewStatus: 'approved' })),
  ];
}

/**
 * The editorial content store (modules/content): one table for the seven kinds of entries the staff
 * edit in the console (see ContentEntryEntity for why one table), filled with the content the site
 * showed until now, so a fresh database serves the same pages. The inserts run once, in the
 * migration that creates the table (the content's first version; later edits are the staff's).
 */
export class EditorialContent1764200000000 implements MigrationInterface {
  name = 'EditorialContent1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE content_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(30) NOT NULL CONSTRAINT content_entries_kind_check
          CHECK (kind IN ('portfolio_project', 'partner', 'featured_link', 'special_post', 'team_member', 'faq_entry', 'success_story')),
        slug varchar(120),
        position integer NOT NULL DEFAULT 0 CONSTRAINT content_entries_position_check CHECK (position >= 0),
        published boolean NOT NULL DEFAULT true,
        data jsonb NOT NULL,
        review_status varchar(20) CONSTRAINT content_entries_review_status_check
          CHECK (review_status IS NULL OR review_status IN ('pending', 'approved', 'rejected')),
        review_note text,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT content_entries_review_check CHECK ((kind = 'success_story') = (review_status IS NOT NULL)),
        CONSTRAINT content_entries_published_check CHECK (published = false OR review_status IS NULL OR review_status = 'approved')
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_content_entries_kind_slug" ON content_entries (kind, slug)`);
    await db.query(`CREATE INDEX "IDX_content_entries_kind_position" ON content_entries (kind, position)`);
    await db.query(`CREATE INDEX "IDX_content_entries_kind_review" ON content_entries (kind, review_status, created_at)`);

    for (const entries of initialEntries()) {
      for (const [position, entry] of entries.entries()) {
        await db.query(
          `INSERT INTO content_entries (kind, slug, position, published, data, review_status, reviewed_at)
           VALUES ($1, $2, $3, true, $4::jsonb, $5, CASE WHEN $5::varchar IS NULL THEN NULL ELSE now() END)`,
          [entry.kind, entry.slug, position, JSON.stringify(entry.data), entry.reviewStatus ?? null],
        );
      }
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE content_entries`);
  }
}
