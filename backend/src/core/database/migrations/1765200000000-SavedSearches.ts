import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches and their matches (issue 22). A search keeps the filters the user chose (`filters`)
 * and the same filters as columns for the worker's reverse query; a match is one listing of one
 * search per event, its primary key making each alert happen once.
 */
export class SavedSearches1765200000000 implements MigrationInterface {
  name = 'SavedSearches1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE "saved_searches" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "kind" character varying(10) NOT NULL DEFAULT 'search',
      "family" smallint NOT NULL,
      "name" character varying(80) NOT NULL,
      "frequency" character varying(10) NOT NULL,
      "paused" boolean NOT NULL DEFAULT false,
      "filters" jsonb NOT NULL DEFAULT '{}',
      "county_id" smallint,
      "counties" smallint array,
      "city" character varying(120),
      "domain_ids" smallint array,
      "subdomain_id" smallint,
      "category" character varying(40),
      "price_min" numeric(14,2),
      "price_max" numeric(14,2),
      "features" text array,
      "words" tsquery,
      "has_details" boolean NOT NULL DEFAULT false,
      "investor_listing_id" uuid,
      "last_visited_at" TIMESTAMP WITH TIME ZONE,
      "last_alert_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "saved_searches_kind_check" CHECK (kind IN ('search', 'investor')),
      CONSTRAINT "saved_searches_frequency_check" CHECK (frequency IN ('instant', 'daily', 'weekly')),
      CONSTRAINT "saved_searches_family_check" CHECK (family BETWEEN 1 AND 7),
      CONSTRAINT "PK_saved_searches" PRIMARY KEY ("id"),
      CONSTRAINT "FK_saved_searches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_saved_searches_investor_listing" FOREIGN KEY ("investor_listing_id") REFERENCES "listings"("id") ON DELETE CASCADE
    )`);
    await db.query(`CREATE INDEX "IDX_saved_searches_user" ON "saved_searches" ("user_id", "created_at")`);
    await db.query(`CREATE INDEX "IDX_saved_searches_match" ON "saved_searches" ("family", "county_id")`);
    await db.query(
      `CREATE UNIQUE INDEX "IDX_saved_searches_investor" ON "saved_searches" ("investor_listing_id", "family") WHERE investor_listing_id IS NOT NULL`,
    );

    await db.query(`CREATE TABLE "saved_search_matches" (
      "search_id" uuid NOT NULL,
      "listing_id" uuid NOT NULL,
      "event" character varying(10) NOT NULL,
      "matched_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "notified_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "saved_search_matches_event_check" CHECK (event IN ('new', 'opened', 'deadline')),
      CONSTRAINT "PK_saved_search_matches" PRIMARY KEY ("search_id", "listing_id", "event"),
      CONSTRAINT "FK_saved_search_matches_search" FOREIGN KEY ("search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_saved_search_matches_listing" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE
    )`);
    await db.query(`CREATE INDEX "IDX_saved_search_matches_pending" ON "saved_search_matches" ("search_id", "matched_at") WHERE notified_at IS NULL`);
    await db.query(`CREATE INDEX "IDX_saved_search_matches_listing" ON "saved_search_matches" ("listing_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "saved_search_matches"`);
    await db.query(`DROP TABLE "saved_searches"`);
  }
}
