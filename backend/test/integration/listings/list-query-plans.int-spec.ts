import { LIST_EXACT_TOTAL_MAX } from '../../../src/contracts/listings.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The public list's queries on a table big enough for the planner to choose as it would in
 * production (24,000 listings, one INSERT … SELECT): every filter is served by its index and no
 * query reads the whole `listings` table; totals are exact up to LIST_EXACT_TOTAL_MAX and an
 * estimate, flagged, above it. The plans are those of the very statements the API ran (recorded
 * from TypeORM's logger), explained again with their parameters.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Statement {
  sql: string;
  parameters: unknown[];
}

const LISTINGS = 24_000;

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe('public list query plans on 24,000 listings', () => {
  let t: TestApp;
  let recording: Statement[] | null = null;

  beforeAll(async () => {
    t = await startTestApp({ env: { RESPONSE_CACHE_TTL_MS: '0' } });
    const owner = await newMember(t);
    // Families by i % 8: 0-4 company, 5 active, 6 service, 7 fund. Each filter below picks about 1%
    // of its family, so its index is the planner's choice, as on the 100k bench database.
    await t.dataSource.query(
      `INSERT INTO listings (family, slug, title, search_text, owner_id, status, published_at, expires_at, promoted_until, price,
                             county_id, city, domain_ids, subdomain_id, category, features)
       SELECT CASE WHEN i % 8 < 5 THEN 1 WHEN i % 8 = 5 THEN 2 WHEN i % 8 = 6 THEN 4 ELSE 3 END,
              'plan-' || i,
              CASE WHEN i % 211 = 0 THEN 'Cafenea de specialitate nr. ' || i
                   ELSE (ARRAY['Restaurant', 'Pensiune', 'Brutărie', 'Atelier', 'Magazin', 'Farmacie', 'Service auto', 'Hală', 'Teren', 'Firmă'])[1 + i % 10]
                        || ' ' || (ARRAY['modern', 'renovat', 'profitabil', 'central', 'nou', 'vechi', 'mare', 'mic'])[1 + (i / 10) % 8] || ' nr. ' || i END,
              'Descriere cu clienți fideli și personal instruit',
              $1, CASE WHEN i % 97 = 0 THEN 'pending' ELSE 'approved' END,
              now() - i * interval '1 minute', now() + interval '30 days',
              CASE WHEN i % 50 = 0 THEN now() + interval '10 days' END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE (i * 7919 % 100000) * 10 END,
              1 + i % 42, 'Localitatea ' || (i % 97),
              CASE WHEN i % 8 = 6 THEN ARRAY[1 + i % 22] WHEN i % 100 = 0 THEN ARRAY[18] ELSE ARRAY[1 + i % 17] END::smallint[],
              CASE WHEN i % 8 = 6 THEN (1 + i % 22) * 100 + 1 + i % 4 END,
              CASE WHEN i % 8 = 5 THEN (CASE WHEN i % 80 = 5 THEN 'financiare' ELSE 'utilaje-auto' END)
                   WHEN i % 8 = 7 THEN (CASE WHEN i % 80 = 7 THEN '6' ELSE '2' END) END,
              CASE WHEN i % 8 < 5 AND i % 64 = 0 THEN '{partial-purchase}' WHEN i % 3 = 0 THEN '{instalment-sale}' ELSE '{}' END::text[]
         FROM generate_series(1, ${LISTINGS}) AS i`,
      [owner.id],
    );
    await t.dataSource.query(
      `INSERT INTO fund_details (listing_id, fund_type, region, call_status, deadline)
       SELECT id, CASE WHEN category = '6' THEN 6 ELSE 2 END, 'centru', CASE WHEN slug ~ '[05]$' AND slug ~ '0[05]$' THEN 'closed' ELSE 'open' END,
              current_date + (substring(slug from 6)::int % 300)
         FROM listings WHERE family = 3`,
    );
    await t.dataSource.query('VACUUM ANALYZE listings');
    await t.dataSource.query('ANALYZE fund_details');

    const logger = t.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (sql, parameters, runner) => {
      recording?.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] });
      return logQuery(sql, parameters, runner);
    };
  }, 180_000);
  afterAll(() => t.close());

  /** Runs the request and answers it with the plans of the SELECTs on `listings` it ran. */
  async function plansOf(
    url: string,
  ): Promise<{ body: { docs: { title: string }[]; pagination: Record<string, unknown> }; plans: { sql: string; nodes: PlanNode[] }[] }> {
    recording = [];
    const response = await t.http.get(url);
    const statements = recording;
    recording = null;
    expect({ url, status: response.status }).toEqual({ url, status: 200 });
    const plans = [];
    for (const statement of statements.filter(
      (item) => /^\s*SELECT/i.test(item.sql) && (item.sql.includes('"listings"') || item.sql.includes('listing_title_words')),
    )) {
      const [row] = await t.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
        return manager.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.parameters as unknown[]);
      });
      const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
      plans.push({ sql: statement.sql, nodes: nodesOf(plan[0].Plan) });
    }
    expect(plans.length).toBeGreaterThan(0);
    return { body: response.body, plans };
  }

  const indexesOf = (nodes: PlanNode[]) => nodes.filter((node) => node['Index Name']).map((node) => node['Index Name']);
  const seqScansOfListings = (nodes: PlanNode[]) => nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'listings');

  // [what, url, the statement that must use the index (count, the page of listings not promoted: page 40
  // is past the 300 promoted ones, or
  // the typo candidates: titles holding a word like the typed one), the index (or any of several)]
  const cases: [string, string, 'count' | 'page' | 'similar', string | string[]][] = [
    ['county', '/api/company/list/web?county=7&pageSize=12', 'count', 'IDX_listings_county'],
    ['city', '/api/company/list/web?city=Localitatea%2013&pageSize=12', 'count', 'IDX_listings_city'],
    ['domain', '/api/company/list/web?domain=18&pageSize=12', 'count', 'IDX_listings_domains'],
    ['subdomain', '/api/service/list/web?domain=7&subdomain=702&pageSize=12', 'count', 'IDX_listings_subdomain'],
    ['category', '/api/active/list/web?category=financiare&pageSize=12', 'count', 'IDX_listings_category'],
    ['price range', '/api/company/list/web?priceMin=500000&priceMax=510000&pageSize=12', 'count', ['IDX_listings_price', 'IDX_listings_price_desc']],
    ['features', '/api/company/list/web?features=partial-purchase&pageSize=12', 'count', 'IDX_listings_features'],
    ['q words', '/api/company/list/web?q=cafenea&pageSize=12', 'count', 'IDX_listings_search_f1'],
    ['q typo', '/api/company/list/web?q=cafenae&pageSize=12', 'similar', 'IDX_listings_search_f1'],
    ['no filter, newest', '/api/company/list/web?pageSize=12&page=40', 'page', 'IDX_listings_live'],
    ['sort by price, lowest first', '/api/company/list/web?sort=price-asc&pageSize=12&page=40', 'page', 'IDX_listings_price'],
    ['sort by price, highest first', '/api/company/list/web?sort=price-desc&pageSize=12&page=40', 'page', 'IDX_listings_price_desc'],
    ['fund call status (details)', '/api/fund/list/web?callStatus=closed&pageSize=12', 'count', 'IDX_fund_details_call'],
    ['fund type (category)', '/api/fund/list/web?category=6&pageSize=12', 'count', 'IDX_listings_category'],
  ];

  it.each(cases)('%s: served by its index, no sequential scan of listings', async (_what, url, which, index) => {
    const { plans } = await plansOf(url);
    for (const plan of plans) expect({ sql: plan.sql, seqScans: seqScansOfListings(plan.nodes) }).toEqual({ sql: plan.sql, seqScans: [] });
    const chosen = plans.filter((plan) =>
      which === 'count'
        ? plan.sql.includes('AS matches')
        : which === 'similar'
          ? plan.sql.includes('LIMIT 300')
          : plan.sql.includes('ORDER BY') && plan.sql.includes('NOT ('),
    );
    expect(chosen.length).toBeGreaterThan(0);
    const wanted = ([] as string[]).concat(index);
    for (const plan of chosen)
      expect({ sql: plan.sql, used: indexesOf(plan.nodes).some((name) => wanted.includes(name!)) }).toEqual({ sql: plan.sql, used: true });
  });

  it('counts exactly below the threshold', async () => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM listings WHERE family = 1 AND status = 'approved' AND county_id = 7`);
    expect(n).toBeLessThan(LIST_EXACT_TOTAL_MAX);
    const { body } = await plansOf('/api/company/list/web?county=7&pageSize=12');
    expect(body.pagination).toMatchObject({ total: n, totalIsEstimate: false, totalPages: Math.ceil(n / 12), nextPage: 2 });
  });

  it('estimates and flags a total above the threshold; the last page knows the exact total', async () => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM listings WHERE family = 1 AND status = 'approved'`);
    expect(n).toBeGreaterThan(LIST_EXACT_TOTAL_MAX);
    const first = (await t.http.get('/api/company/list/web?pageSize=100').expect(200)).body;
    expect(first.pagination).toMatchObject({ page: 1, nextPage: 2, totalIsEstimate: true });
    expect(first.pagination.total).toBeGreaterThan(LIST_EXACT_TOTAL_MAX);
    expect(first.docs).toHaveLength(100);
    // The planner's estimate of a plain family list is close to the truth.
    expect(Math.abs(first.pagination.total - n) / n).toBeLessThan(0.2);

    const lastPage = Math.ceil(n / 100);
    const last = (await t.http.get(`/api/company/list/web?pageSize=100&page=${lastPage}`).expect(200)).body;
    expect(last.pagination).toMatchObject({ page: lastPage, nextPage: null, total: n, totalIsEstimate: false, totalPages: lastPage });
    expect(last.docs).toHaveLength(n - (lastPage - 1) * 100);
    const before = (await t.http.get(`/api/company/list/web?pageSize=100&page=${lastPage - 1}`).expect(200)).body;
    expect(before.pagination).toMatchObject({ nextPage: lastPage, totalIsEstimate: true });
  });

  it('keeps promoted listings first and counts them exactly when the total is an estimate', async () => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM listings WHERE family = 1 AND status = 'approved' AND promoted_until > now()`);
    const first = (await t.http.get('/api/company/list/web?pageSize=12').expect(200)).body;
    expect(first.pagination).toMatchObject({ featuredCount: n, totalIsEstimate: true });
    expect(first.docs.every((doc: { promoted: boolean }) => doc.promoted)).toBe(true);
  });

  it('finds a typo of a title word among thousands of titles, the most similar first', async () => {
    const { body } = await plansOf('/api/company/list/web?q=cafenae&pageSize=12');
    expect(body.docs.length).toBeGreaterThan(0);
    expect(body.docs[0].title).toMatch(/^Cafenea de specialitate/);
    const words = (await t.http.get('/api/company/list/web?q=cafenea&pageSize=12').expect(200)).body;
    expect(words.pagination).toMatchObject({ totalIsEstimate: false });
    expect(words.docs.every((doc: { title: string }) => doc.title.startsWith('Cafenea'))).toBe(true);
  });

  it("looks a typo up among the family's title words first: a word like none of them reads no listing by similarity", async () => {
    const typo = await plansOf('/api/company/list/web?q=cafenae&pageSize=12');
    const lookup = typo.plans.find((plan) => plan.sql.includes('<%'));
    expect(lookup?.sql).toContain('listing_title_words');
    expect(lookup!.nodes.some((node) => node['Relation Name'] === 'listings')).toBe(false);
    // A word of another family's titles only (restaurants are companies here, not funds).
    const nothing = await plansOf('/api/fund/list/web?q=restaurnat&pageSize=12');
    expect(nothing.body.docs).toEqual([]);
    expect(nothing.plans.some((plan) => plan.sql.includes('<%'))).toBe(true);
    expect(nothing.plans.some((plan) => plan.sql.includes('LIMIT 300'))).toBe(false);
    // A title written after the migration adds its words to the vocabulary.
    await t.dataSource.query(
      `UPDATE listings SET title = 'Vulcanizare mobilă Zărnești' WHERE id = (SELECT id FROM listings WHERE family = 1 AND status = 'approved' LIMIT 1)`,
    );
    expect((await t.http.get('/api/company/list/web?q=zarnesit&pageSize=12').expect(200)).body.docs.map((doc: { title: string }) => doc.title)).toContain(
      'Vulcanizare mobilă Zărnești',
    );
  });

  it('pages a typo search in another order too', async () => {
    const byPrice = (await t.http.get('/api/company/list/web?q=cafenae&sort=price-asc&pageSize=100').expect(200)).body;
    expect(byPrice.docs.length).toBeGreaterThan(0);
    const prices = byPrice.docs.filter((doc: { promoted: boolean }) => !doc.promoted).map((doc: { price: number | null }) => doc.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('leaves the typo search out for words shorter than three letters and for phrases', async () => {
    for (const q of ['qz', 'cafenae restaurnt']) {
      const { body, plans } = await plansOf(`/api/company/list/web?q=${encodeURIComponent(q)}&pageSize=12`);
      expect(body.docs).toEqual([]);
      expect(plans.some((plan) => plan.sql.includes('<%'))).toBe(false);
    }
  });
});
