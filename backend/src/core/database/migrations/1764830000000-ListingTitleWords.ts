import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of every listing title, per family: the typo search's vocabulary (the way pg_trgm's
 * documentation suggests for spelling correction). A misspelt word is first matched against these
 * few thousand words by trigram similarity, then the listings are found by the corrected words
 * through the full-text index; a word like nothing in the family answers at once, where matching it
 * against every title by similarity read thousands of rows (100–250 ms on 100,000 listings).
 *
 * Kept by a trigger as titles are written; a word is never removed (a word no title uses any more
 * only proposes a search that finds nothing). The per-family trigram indexes of the titles, which
 * only that search used, go (the staff's title search keeps `IDX_listings_title_trgm`).
 */
export class ListingTitleWords1764830000000 implements MigrationInterface {
  name = 'ListingTitleWords1764830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE listing_title_words (family smallint NOT NULL, word text NOT NULL, PRIMARY KEY (family, word))`);
    await db.query(`CREATE INDEX "IDX_listing_title_words_trgm" ON listing_title_words USING gin (word gin_trgm_ops)`);
    // The lexemes of the title as the full-text index has them (to_tsvector 'simple' of title_norm):
    // a corrected word is then an exact term of that index.
    await db.query(`
      CREATE FUNCTION listing_title_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO listing_title_words (family, word)
          SELECT NEW.family, lexeme FROM unnest(to_tsvector('simple', coalesce(NEW.title_norm, ''))) AS t
          WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[a-z0-9]+$'
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER listing_title_words_add AFTER INSERT OR UPDATE OF title ON listings FOR EACH ROW EXECUTE FUNCTION listing_title_words_add()`,
    );
    await db.query(`
      INSERT INTO listing_title_words (family, word)
        SELECT DISTINCT l.family, t.lexeme FROM listings l, unnest(to_tsvector('simple', coalesce(l.title_norm, ''))) AS t
        WHERE length(t.lexeme) BETWEEN 3 AND 40 AND t.lexeme ~ '^[a-z0-9]+$'
      ON CONFLICT DO NOTHING`);
    for (let family = 1; family <= 7; family++) await db.query(`DROP INDEX IF EXISTS "IDX_listings_title_trgm_f${family}"`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (let family = 1; family <= 7; family++) {
      await db.query(
        `CREATE INDEX "IDX_listings_title_trgm_f${family}" ON listings USING gin (title_norm gin_trgm_ops) WHERE family = ${family} AND status = 'approved'`,
      );
    }
    await db.query(`DROP TRIGGER listing_title_words_add ON listings`);
    await db.query(`DROP FUNCTION listing_title_words_add()`);
    await db.query(`DROP TABLE listing_title_words`);
  }
}
