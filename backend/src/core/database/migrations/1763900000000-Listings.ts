import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The listing core (one `listings` table) and the seven families' 1:1 details tables. */
export class Listings1763900000000 implements MigrationInterface {
  name = 'Listings1763900000000';

  async up(db: QueryRunner): Promise<void> {
    // unaccent() is only STABLE; this wrapper fixes the dictionary so indexes may use it.
    await db.query(`
      CREATE FUNCTION f_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await db.query(`
      CREATE TABLE listings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family smallint NOT NULL CONSTRAINT listings_family_check CHECK (family BETWEEN 1 AND 7),
        slug varchar(180) NOT NULL,
        title varchar(160) NOT NULL,
        description text NOT NULL DEFAULT '',
        excerpt varchar(320) NOT NULL DEFAULT '',
        search_text text NOT NULL DEFAULT '',
        owner_id uuid NOT NULL CONSTRAINT "FK_listings_owner" REFERENCES users(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL CONSTRAINT listings_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'archived')),
        moderation_note text,
        pending_revision jsonb,
        published_at timestamptz,
        expires_at timestamptz,
        promoted_until timestamptz,
        moderated_at timestamptz,
        moderated_by uuid,
        price numeric(14,2) CONSTRAINT listings_price_check CHECK (price IS NULL OR price >= 0),
        currency char(3) NOT NULL DEFAULT 'EUR',
        county_id smallint,
        city varchar(120),
        domain_ids smallint[] NOT NULL DEFAULT '{}',
        subdomain_id smallint,
        category varchar(40),
        features text[] NOT NULL DEFAULT '{}',
        gallery jsonb NOT NULL DEFAULT '[]',
        photo varchar(300),
        documents jsonb NOT NULL DEFAULT '[]',
        contact_name varchar(120),
        contact_phone varchar(30),
        contact_email varchar(254),
        search_vector tsvector,
        title_norm text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE FUNCTION listings_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.title_norm := lower(f_unaccent(NEW.title));
        NEW.search_vector := setweight(to_tsvector('simple', NEW.title_norm), 'A')
          || setweight(to_tsvector('simple', lower(f_unaccent(NEW.search_text))), 'B');
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER listings_search_refresh BEFORE INSERT OR UPDATE OF title, search_text ON listings
        FOR EACH ROW EXECUTE FUNCTION listings_search_refresh()`);
    await db.query(`CREATE UNIQUE INDEX "IDX_listings_slug" ON listings (slug)`);
    await db.query(`CREATE INDEX "IDX_listings_public" ON listings (family, status, published_at)`);
    await db.query(`CREATE INDEX "IDX_listings_owner" ON listings (owner_id, created_at)`);
    await db.query(`CREATE INDEX "IDX_listings_county" ON listings (family, county_id, status)`);
    await db.query(`CREATE INDEX "IDX_listings_price" ON listings (family, price)`);
    await db.query(`CREATE INDEX "IDX_listings_subdomain" ON listings (family, subdomain_id)`);
    await db.query(`CREATE INDEX "IDX_listings_category" ON listings (family, category)`);
    await db.query(`CREATE INDEX "IDX_listings_city" ON listings (family, lower(f_unaccent(city)))`);
    await db.query(`CREATE INDEX "IDX_listings_domains" ON listings USING gin (domain_ids)`);
    await db.query(`CREATE INDEX "IDX_listings_features" ON listings USING gin (features)`);
    await db.query(`CREATE INDEX "IDX_listings_search" ON listings USING gin (search_vector)`);
    await db.query(`CREATE INDEX "IDX_listings_title_trgm" ON listings USING gin (title_norm gin_trgm_ops)`);
    await db.query(`CREATE INDEX "IDX_listings_promoted" ON listings (family, promoted_until) WHERE promoted_until IS NOT NULL`);
    await db.query(`CREATE INDEX "IDX_listings_moderation" ON listings (created_at) WHERE status = 'pending' OR pending_revision IS NOT NULL`);

    const details = (table: string, columns: string) =>
      db.query(`
        CREATE TABLE ${table} (
          listing_id uuid PRIMARY KEY CONSTRAINT "FK_${table}_listing" REFERENCES listings(id) ON DELETE CASCADE,
          ${columns}
        )`);
    await details(
      'company_details',
      `business_type smallint CONSTRAINT company_details_business_type_check CHECK (business_type BETWEEN 1 AND 7),
       domain_caen varchar(10),
       yearly_turnover numeric(16,2),
       yearly_profit numeric(16,2),
       employees integer CONSTRAINT company_details_employees_check CHECK (employees >= 0),
       year_founded smallint,
       reason_for_sale text,
       price_includes text,
       property_type smallint CONSTRAINT company_details_property_type_check CHECK (property_type BETWEEN 1 AND 3)`,
    );
    await details(
      'active_details',
      `fuel smallint CONSTRAINT active_details_fuel_check CHECK (fuel BETWEEN 1 AND 3),
       pollution_class smallint CONSTRAINT active_details_pollution_class_check CHECK (pollution_class BETWEEN 1 AND 5),
       property_type smallint CONSTRAINT active_details_property_type_check CHECK (property_type BETWEEN 1 AND 3),
       manufacture_year smallint,
       surface_sqm numeric(12,2),
       condition varchar(40)`,
    );
    await details(
      'fund_details',
      `fund_type smallint NOT NULL CONSTRAINT fund_details_fund_type_check CHECK (fund_type BETWEEN 1 AND 6),
       region varchar(30) NOT NULL,
       call_status varchar(10) NOT NULL CONSTRAINT fund_details_call_status_check CHECK (call_status IN ('open', 'upcoming', 'closed')),
       deadline date,
       budget numeric(16,2),
       grant_min numeric(16,2),
       grant_max numeric(16,2),
       cofinancing_percent numeric(5,2) CONSTRAINT fund_details_cofinancing_check CHECK (cofinancing_percent BETWEEN 0 AND 100),
       eligible_beneficiaries text,
       source_url varchar(500)`,
    );
    await db.query(`CREATE INDEX "IDX_fund_details_call" ON fund_details (call_status, deadline)`);
    await details(
      'service_details',
      `price_unit varchar(40),
       coverage varchar(40),
       experience_years smallint,
       website varchar(300)`,
    );
    await details(
      'news_details',
      `source varchar(200),
       author_name varchar(120)`,
    );
    await details(
      'investment_details',
      `investment_kind varchar(20) NOT NULL CONSTRAINT investment_details_kind_check CHECK (investment_kind IN ('equity', 'loan', 'partnership', 'joint-venture')),
       equity_offered_percent numeric(5,2) CONSTRAINT investment_details_equity_check CHECK (equity_offered_percent BETWEEN 0 AND 100),
       stage varchar(60),
       expected_return varchar(200)`,
    );
    await details(
      'investor_details',
      `investor_kind varchar(20) NOT NULL CONSTRAINT investor_details_kind_check CHECK (investor_kind IN ('angel', 'fund', 'company', 'private')),
       ticket_min numeric(16,2),
       ticket_max numeric(16,2),
       portfolio_size integer`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['investor_details', 'investment_details', 'news_details', 'service_details', 'fund_details', 'active_details', 'company_details']) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`DROP TABLE listings`);
    await db.query(`DROP FUNCTION listings_search_refresh()`);
    await db.query(`DROP FUNCTION f_unaccent(text)`);
  }
}
