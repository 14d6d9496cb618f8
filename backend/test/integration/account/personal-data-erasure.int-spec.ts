import { randomUUID } from 'node:crypto';
import { ListingType } from '../../../src/contracts/lists.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../../src/core/storage/storage-driver.js';
import { ERASED_TABLES } from '../../../src/modules/privacy/personal-data-eraser.js';
import { ERASED_MESSAGE, erasedEmail } from '../../../src/modules/privacy/personal-data.repository.js';
import { documentStorageKey, imageStorageKey } from '../../../src/modules/uploads/upload-keys.js';
import { insertListing, type SeededListing } from '../../support/listings.js';
import { newMember, TEST_PASSWORD, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const NAME = 'Ioana Ștergescu';
const PHONE = '0722123987';
/** Typed by the member in every free-text field: found nowhere once the account is deleted. */
const SECRET = 'cuvânt-secret-7731';
const BILLING_NAME = 'Ioana Ștergescu';

/** The ids of the member's rows the checks find their dependants by (read before the deletion). */
interface Captured {
  searches: string[];
  requests: string[];
  messages: string[];
  estimates: string[];
  orders: string[];
  reports: string[];
}

/**
 * One table with personal data of a user: how the user's rows are found (`rows`), and which of them
 * would still hold personal data (`personal`, the same rows when everything of the user must go).
 * `kept`: the rows themselves stay (kept by law, or the other party's) and must still be there.
 * Parameters: $1 the user's id, $2 their email, $3 the captured ids.
 */
interface PersonalTable {
  table: string;
  rows: string;
  personal?: string;
  kept?: true;
}

const PERSONAL_TABLES: PersonalTable[] = [
  {
    table: 'users',
    rows: `id = $1`,
    personal: `id = $1 AND (email <> 'sters-' || $1::text || '@deleted.invalid' OR full_name <> 'Cont șters' OR phone IS NOT NULL OR company_name IS NOT NULL
               OR cui IS NOT NULL OR avatar_key IS NOT NULL OR password_hash IS NOT NULL OR roles <> '{}' OR deleted_at IS NULL)`,
    kept: true,
  },
  { table: 'sessions', rows: `user_id = $1` },
  { table: 'user_tokens', rows: `user_id = $1` },
  { table: 'push_subscriptions', rows: `user_id = $1` },
  { table: 'staff_mfa', rows: `user_id = $1` },
  { table: 'mfa_recovery_codes', rows: `user_id = $1` },
  { table: 'rate_counters', rows: `strpos(lower(key), $2) > 0 OR strpos(key, $1::text) > 0` },
  { table: 'submissions', rows: `actor = 'user:' || $1::text` },
  { table: 'favorites', rows: `user_id = $1` },
  { table: 'saved_searches', rows: `user_id = $1` },
  { table: 'saved_search_matches', rows: `search_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'searches'))` },
  { table: 'eligibility_checks', rows: `user_id = $1` },
  { table: 'comments', rows: `user_id = $1` },
  { table: 'consulting_requests', rows: `user_id = $1 OR lower(email) = $2` },
  { table: 'consulting_notes', rows: `request_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'requests'))` },
  { table: 'consulting_documents', rows: `request_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'requests'))` },
  // The other party keeps the thread: the conversation row names accounts by id only.
  { table: 'conversations', rows: `buyer_id = $1 OR seller_id = $1`, personal: `false`, kept: true },
  { table: 'messages', rows: `sender_id = $1`, personal: `sender_id = $1 AND (body <> '${ERASED_MESSAGE}' OR attachments <> '[]'::jsonb)`, kept: true },
  { table: 'message_attachments', rows: `message_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'messages'))` },
  { table: 'message_reports', rows: `reporter_id = $1` },
  { table: 'user_blocks', rows: `blocker_id = $1 OR blocked_id = $1` },
  { table: 'listing_access_requests', rows: `buyer_id = $1` },
  { table: 'listing_document_openings', rows: `user_id = $1` },
  { table: 'valuation_estimates', rows: `owner_id = $1` },
  { table: 'valuation_listing_estimates', rows: `estimate_id IN (SELECT jsonb_array_elements_text($3::jsonb->'estimates'))` },
  {
    table: 'listings',
    rows: `owner_id = $1`,
    personal: `owner_id = $1 AND (status <> 'archived' OR description <> '' OR excerpt <> '' OR teaser IS NOT NULL OR contact_name IS NOT NULL OR contact_phone IS NOT NULL
               OR contact_email IS NOT NULL OR gallery <> '[]'::jsonb OR pending_revision IS NOT NULL)`,
    kept: true,
  },
  { table: 'news_details', rows: `listing_id IN (SELECT id FROM listings WHERE owner_id = $1) AND author_name IS NOT NULL` },
  { table: 'uploads', rows: `owner_id = $1` },
  { table: 'newsletter_subscribers', rows: `lower(email) = $2` },
  { table: 'newsletter_campaign_deliveries', rows: `lower(email) = $2` },
  { table: 'outbox', rows: `strpos(lower(payload::text), $2) > 0` },
  { table: 'data_exports', rows: `user_id = $1` },
  // Kept by law: orders with the billing data their invoices print (no contact email or phone), invoices as issued.
  {
    table: 'orders',
    rows: `user_id = $1`,
    personal: `user_id = $1 AND (billing ? 'phone' OR billing->>'email' <> 'sters-' || $1::text || '@deleted.invalid' OR valuation->>'notes' IS NOT NULL)`,
    kept: true,
  },
  {
    table: 'payment_events',
    rows: `order_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'orders'))`,
    personal: `order_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'orders')) AND payload IS NOT NULL`,
    kept: true,
  },
  { table: 'invoices', rows: `user_id = $1`, personal: `false`, kept: true },
  { table: 'valuation_reports', rows: `user_id = $1`, personal: `false`, kept: true },
  {
    table: 'valuation_report_versions',
    rows: `report_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'reports'))`,
    personal: `report_id::text IN (SELECT jsonb_array_elements_text($3::jsonb->'reports')) AND document->>'clientName' IS DISTINCT FROM '${BILLING_NAME}'`,
    kept: true,
  },
  // Staff actions stay, named by the account's id only, without the details of what was the user's.
  {
    table: 'audit_log',
    rows: `actor_id = $1 OR strpos(lower(COALESCE(before::text, '') || COALESCE(after::text, '')), $2) > 0 OR entity_id IN (SELECT id FROM listings WHERE owner_id = $1)`,
    personal: `(actor_id = $1 AND (actor_email <> 'sters-' || $1::text || '@deleted.invalid' OR ip IS NOT NULL))
               OR strpos(lower(COALESCE(before::text, '') || COALESCE(after::text, '')), $2) > 0
               OR (entity_id IN (SELECT id FROM listings WHERE owner_id = $1) AND (before IS NOT NULL OR after IS NOT NULL))`,
    kept: true,
  },
];

/**
 * Columns that reference users(id) and hold no personal data of the user they name: a staff
 * member's work (who assigned, wrote a note, published, handled a report, created a campaign,
 * uploaded a form). They keep pointing to the anonymous account.
 */
const STAFF_REFERENCES = new Set([
  'consulting_requests.assigned_to_id',
  'consulting_notes.author_id',
  'newsletter_campaigns.created_by',
  'newsletter_campaigns.sent_by',
  'funding_forms.uploaded_by_id',
  'valuation_report_versions.published_by',
  'message_reports.handled_by',
]);

/** The statement with only the parameters it names, numbered from $1 (PostgreSQL refuses a parameter a statement does not use). */
function bind(sql: string, values: unknown[]): [string, unknown[]] {
  const used = [...new Set([...sql.matchAll(/\$(\d)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return [sql.replace(/\$(\d)/g, (_, index: string) => `$${used.indexOf(Number(index)) + 1}`), used.map((index) => values[index - 1])];
}

/** Columns kept by law that print the buyer's billing data (the name may be the person's). */
const KEPT_BILLING_COLUMNS = new Set(['invoices.document', 'orders.billing', 'valuation_report_versions.document']);

describe('deleting an account erases the personal data of every table (GDPR article 17)', () => {
  let t: TestApp;
  let storage: StorageDriver;
  let member: Member;
  let seller: Member;
  let admin: Member;
  let sellerListing: SeededListing;
  let ownListing: SeededListing;
  let conversationId: string;
  let orderId: string;
  let invoiceBefore: { number: string; document: unknown; pdf_key: string };
  const files: Record<string, string> = {};
  const captured: Captured = { searches: [], requests: [], messages: [], estimates: [], orders: [], reports: [] };

  const count = async (where: string): Promise<number> => {
    const [row] = (await t.dataSource.query(...bind(`SELECT count(*)::int AS count FROM ${where}`, [member.id, member.email, JSON.stringify(captured)]))) as {
      count: number;
    }[];
    return row!.count;
  };
  const rowsOf = (table: PersonalTable) => count(`${table.table} WHERE ${table.rows}`);
  const personalOf = (table: PersonalTable) => count(`${table.table} WHERE ${table.personal ?? table.rows}`);

  beforeAll(async () => {
    // New messages are emailed after a second, so waiting for the jobs takes no longer.
    t = await startTestApp({ env: { MESSAGE_EMAIL_DELAY_SECONDS: '1' } });
    storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    admin = await newMember(t, { role: 'admin' });
    seller = await newMember(t, { name: 'Vânzător Păstrat' });
    member = await newMember(t, { name: NAME, legal: true });
    await t.dataSource.query(`UPDATE users SET phone = $2, company_name = 'Ștergescu Consult SRL' WHERE id = $1`, [member.id, PHONE]);
    sellerListing = await insertListing(t, seller.id, { title: 'Pensiune în Bran' });
    const news = await insertListing(t, seller.id, { family: ListingType.News, title: 'Știri despre afaceri' });
    ownListing = await insertListing(t, member.id, { title: 'Atelier de tâmplărie' });
    await t.dataSource.query(
      `UPDATE listings SET description = $2::text, excerpt = $2::text, teaser = $2::text, contact_name = $3, contact_phone = $4, contact_email = $5 WHERE id = $1`,
      [ownListing.id, SECRET, NAME, PHONE, member.email],
    );
    const ownNews = await insertListing(t, member.id, { family: ListingType.News, title: 'Noutăți de la atelier' });
    await t.dataSource.query(`INSERT INTO news_details (listing_id, source, author_name) VALUES ($1, 'Atelier', $2)`, [ownNews.id, NAME]);

    // Profile picture, and an uploaded picture of their listing, in storage.
    const avatarKey = `${randomUUID()}.png`;
    files.avatar = `avatars/${avatarKey}`;
    await storage.put(files.avatar, Buffer.from('poza'), 'image/png');
    await t.dataSource.query(`UPDATE users SET avatar_key = $2 WHERE id = $1`, [member.id, avatarKey]);
    const imageKey = randomUUID();
    files.image = imageStorageKey(imageKey, 'large');
    await storage.put(files.image, Buffer.from('webp'), 'image/webp');
    await t.dataSource.query(
      `INSERT INTO uploads (owner_id, listing_id, kind, key, original_name, content_type, size) VALUES ($1, $2, 'image', $3, 'atelier.png', 'image/webp', 4)`,
      [member.id, ownListing.id, imageKey],
    );
    await t.dataSource.query(`UPDATE listings SET gallery = $2::jsonb WHERE id = $1`, [ownListing.id, JSON.stringify([{ key: imageKey }])]);

    // Sign-in traces: a reset token, failed sign-ins counted by email, a remembered request.
    await t.http.post('/api/auth/lostPassword').send({ email: member.email }).expect(200);
    await t.http.post('/api/login').send({ email: member.email, password: 'Gresita123' }).expect(401);
    await t.dataSource.query(
      `INSERT INTO submissions (actor, key, fingerprint, state, answer) VALUES ($1, 'cheie-formular-1', repeat('a', 64), 'done', $2::json)`,
      [`user:${member.id}`, JSON.stringify({ email: member.email, name: NAME })],
    );
    // A staff second factor (the account had a staff role once).
    await t.dataSource.query(`INSERT INTO staff_mfa (user_id, secret_ciphertext) VALUES ($1, 'secret-criptat')`, [member.id]);
    await t.dataSource.query(`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, repeat('b', 64))`, [member.id]);

    // Favourites, a saved search with a match, an eligibility check, a comment.
    await t.dataSource.query(`INSERT INTO favorites (user_id, listing_id, type) VALUES ($1, $2, 1)`, [member.id, sellerListing.id]);
    const search = await t.http
      .post('/api/saved-searches')
      .set(...member.auth)
      .send({ type: 1, name: `Pensiuni ${SECRET}`, frequency: 'daily', filters: { q: 'pensiune' } })
      .expect(201);
    captured.searches.push(search.body.id);
    await t.dataSource.query(`INSERT INTO saved_search_matches (search_id, listing_id, event) VALUES ($1, $2, 'new')`, [search.body.id, sellerListing.id]);
    await t.dataSource.query(`INSERT INTO eligibility_checks (user_id, answers, results, programmes) VALUES ($1, $2::jsonb, '[]', '[]')`, [
      member.id,
      JSON.stringify({ contact: SECRET }),
    ]);
    await t.dataSource.query(`INSERT INTO comments (listing_id, user_id, text) VALUES ($1, $2, $3)`, [news.id, member.id, SECRET]);

    // Messages both ways, with an attachment of theirs, a report and a block.
    const started = await t.http
      .post('/api/conversations')
      .set(...member.auth)
      .send({ listingId: sellerListing.id, message: `Bună ziua, ${SECRET}` })
      .expect(201);
    conversationId = started.body.conversation.id;
    await t.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(...seller.auth)
      .send({ body: 'Da, pensiunea este încă de vânzare.' })
      .expect(201);
    const messages = (await t.dataSource.query(`SELECT id, sender_id FROM messages WHERE conversation_id = $1 ORDER BY created_at`, [conversationId])) as {
      id: string;
      sender_id: string;
    }[];
    const mine = messages.find((message) => message.sender_id === member.id)!;
    const theirs = messages.find((message) => message.sender_id === seller.id)!;
    captured.messages.push(mine.id);
    const documentKey = `${randomUUID()}.pdf`;
    files.attachment = documentStorageKey(documentKey);
    await storage.put(files.attachment, Buffer.from('%PDF-1.4'), 'application/pdf');
    const [attachment] = (await t.dataSource.query(
      `INSERT INTO uploads (owner_id, kind, key, original_name, content_type, size) VALUES ($1, 'document', $2, 'buletin.pdf', 'application/pdf', 8) RETURNING id`,
      [member.id, documentKey],
    )) as { id: string }[];
    await t.dataSource.query(`INSERT INTO message_attachments (upload_id, message_id) VALUES ($1, $2)`, [attachment!.id, mine.id]);
    await t.dataSource.query(`UPDATE messages SET attachments = $2::jsonb WHERE id = $1`, [
      mine.id,
      JSON.stringify([{ key: documentKey, name: 'buletin.pdf' }]),
    ]);
    await t.dataSource.query(`INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3)`, [theirs.id, member.id, SECRET]);
    await t.dataSource.query(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [member.id, seller.id]);

    // The deal room: an access request with its NDA copy in storage, and a document opened.
    const [access] = (await t.dataSource.query(
      `INSERT INTO listing_access_requests (listing_id, buyer_id, status, message, nda_version, nda_accepted_at, nda_ip) VALUES ($1, $2, 'pending', $3, 'v1', now(), '10.1.2.3') RETURNING id, nda_accepted_at`,
      [sellerListing.id, member.id, SECRET],
    )) as { id: string; nda_accepted_at: Date }[];
    files.nda = `deal-room/nda/${access!.nda_accepted_at.getUTCFullYear()}/${access!.id}.pdf`;
    await storage.put(files.nda, Buffer.from('%PDF-1.4'), 'application/pdf');
    await t.dataSource.query(
      `INSERT INTO listing_document_openings (listing_id, user_id, document_key, document_name) VALUES ($1, $2, 'bilant.pdf', 'Bilanț 2025.pdf')`,
      [sellerListing.id, member.id],
    );

    // An instant valuation shown on their listing.
    const estimateId = 'Estimare_de_test_12345';
    captured.estimates.push(estimateId);
    await t.dataSource.query(`INSERT INTO valuation_estimates (id, owner_id, low, mid, high, estimate) VALUES ($1, $2, 1000, 2000, 3000, $3::jsonb)`, [
      estimateId,
      member.id,
      JSON.stringify({ note: SECRET }),
    ]);
    await t.dataSource.query(`INSERT INTO valuation_listing_estimates (listing_id, estimate_id) VALUES ($1, $2)`, [ownListing.id, estimateId]);

    // A paid valuation order: invoice, consulting request, report workspace; a card payment event of it.
    const order = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...member.auth)
      .send({
        companyName: 'Brutăria Carpați SRL',
        notes: SECRET,
        billing: { type: 'person', name: BILLING_NAME, address: 'Str. Morii nr. 3', city: 'Brașov', county: 8, email: member.email, phone: PHONE },
      })
      .expect(201);
    orderId = order.body.id;
    captured.orders.push(orderId);
    await t.http
      .post(`/api/admin/orders/${orderId}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 99 / BCR' })
      .expect(200);
    await t.jobs.drain();
    await t.dataSource.query(
      `INSERT INTO payment_events (id, provider, type, order_id, outcome, payload, applied_at) VALUES ('evt_sterge_1', 'stripe', 'checkout.session.completed', $1, 'applied', $2::jsonb, now())`,
      [orderId, JSON.stringify({ customer_details: { email: member.email, name: NAME } })],
    );
    const reports = (await t.dataSource.query(`SELECT id FROM valuation_reports WHERE order_id = $1`, [orderId])) as { id: string }[];
    expect(reports).toHaveLength(1);
    captured.reports.push(reports[0]!.id);
    await t.dataSource.query(
      `INSERT INTO valuation_report_versions (report_id, version, document, pdf_key, published_by, published_at) VALUES ($1, 1, $2::jsonb, 'valuation-reports/test-v1.pdf', $3, now())`,
      [reports[0]!.id, JSON.stringify({ clientName: NAME, companyName: 'Brutăria Carpați SRL' }), admin.id],
    );
    [invoiceBefore] = (await t.dataSource.query(`SELECT number, document, pdf_key FROM invoices WHERE order_id = $1`, [orderId])) as (typeof invoiceBefore)[];
    expect(await storage.exists(invoiceBefore.pdf_key)).toBe(true);

    // A consulting request sent before signing in with the same email, with a consultant's note and a document of theirs.
    const [request] = (await t.dataSource.query(
      `INSERT INTO consulting_requests (number, kind, topic, full_name, email, phone, message) VALUES ('RC-TEST-000001', 'contact', 'other', $1, $2, $3, $4) RETURNING id`,
      [NAME, member.email.toUpperCase(), PHONE, SECRET],
    )) as { id: string }[];
    await t.dataSource.query(`INSERT INTO consulting_notes (request_id, author_id, text) VALUES ($1, $2, $3)`, [
      request!.id,
      admin.id,
      `Clienta ${NAME} a sunat.`,
    ]);
    const consultingKey = `${randomUUID()}.pdf`;
    files.consulting = documentStorageKey(consultingKey);
    await storage.put(files.consulting, Buffer.from('%PDF-1.4'), 'application/pdf');
    const [consultingUpload] = (await t.dataSource.query(
      `INSERT INTO uploads (owner_id, kind, key, original_name, content_type, size) VALUES ($1, 'document', $2, 'bilant.pdf', 'application/pdf', 8) RETURNING id`,
      [member.id, consultingKey],
    )) as { id: string }[];
    await t.dataSource.query(`INSERT INTO consulting_documents (upload_id, request_id) VALUES ($1, $2)`, [consultingUpload!.id, request!.id]);
    captured.requests.push(
      ...(
        (await t.dataSource.query(`SELECT id FROM consulting_requests WHERE user_id = $1 OR lower(email) = $2`, [member.id, member.email])) as { id: string }[]
      ).map((row) => row.id),
    );

    // The newsletter, subscribed by email and sent a campaign.
    const [subscriber] = (await t.dataSource.query(
      `INSERT INTO newsletter_subscribers (email, name, topics, confirmed_at) VALUES ($1, $2, '{general}', now()) RETURNING id`,
      [member.email, NAME],
    )) as { id: string }[];
    const [campaign] = (await t.dataSource.query(
      `INSERT INTO newsletter_campaigns (subject, body_html, topic, created_by) VALUES ('Noutăți', '<p>Noutăți</p>', 'general', $1) RETURNING id`,
      [admin.id],
    )) as { id: string }[];
    await t.dataSource.query(`INSERT INTO newsletter_campaign_deliveries (campaign_id, subscriber_id, email, batch, status) VALUES ($1, $2, $3, 1, 'sent')`, [
      campaign!.id,
      subscriber!.id,
      member.email,
    ]);

    // Staff actions: one by the account itself (from an address), one whose record quotes its email.
    await t.dataSource.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, ip) VALUES ($1, $2, 'listing.create', 'listing', $3, NULL, $4::jsonb, '10.9.8.7')`,
      [member.id, member.email, ownListing.id, JSON.stringify({ title: 'Atelier de tâmplărie', pendingRevision: { contactPhone: PHONE } })],
    );
    await t.dataSource.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after) VALUES ($1, 'admin@example.ro', 'comment.delete', 'comment', $2, $3::jsonb, NULL)`,
      [admin.id, randomUUID(), JSON.stringify({ authorEmail: member.email, authorName: NAME, text: SECRET })],
    );
    // An email already relayed to them through the outbox.
    await t.dataSource.query(
      `INSERT INTO outbox (job_name, payload, job_id, relayed_at) VALUES ('SendTransactionalEmail', $1::jsonb, 'test-erasure-mail', now())`,
      [JSON.stringify({ template: 'welcome', to: member.email, data: { fullName: NAME, url: 'https://roafaceri.ro/cont' } })],
    );

    // An archive of their data, ready in storage.
    await t.http
      .post('/api/account/data-export')
      .set(...member.auth)
      .expect(202);
    await t.jobs.drain();
    const archive = async () =>
      ((await t.dataSource.query(`SELECT file_key FROM data_exports WHERE user_id = $1 AND status = 'ready'`, [member.id])) as { file_key: string }[])[0]
        ?.file_key;
    for (let waited = 0; !(await archive()) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    files.archive = (await archive())!;
    expect(files.archive).toMatch(/^exports\//);
    await t.jobs.drain();
    // A browser's push subscription (written last: a push the jobs above sent to its made-up endpoint would drop it).
    await t.dataSource.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, 'https://push.example/abc', 'p', 'a', 'Firefox')`,
      [member.id],
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('lists every table with personal data (each referencing column of users is in the list or is a staff reference), and the erasure writes to each it must clean', async () => {
    const references = (await t.dataSource.query(
      `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    )) as { table: string; column: string }[];
    const listed = new Set(PERSONAL_TABLES.map((table) => table.table));
    const unlisted = references.filter((reference) => !listed.has(reference.table) && !STAFF_REFERENCES.has(`${reference.table}.${reference.column}`));
    expect(unlisted).toEqual([]);
    // Every table the erasure cleans is checked below (conversations and invoices are only kept, never written).
    expect(ERASED_TABLES.filter((table) => !listed.has(table))).toEqual([]);
  });

  it('a member with a row in every such table deletes the account: nothing personal of theirs is left, invoices and orders stay with the billing data only', async () => {
    // The member has data in every listed table.
    const empty: string[] = [];
    for (const table of PERSONAL_TABLES) if ((await rowsOf(table)) === 0) empty.push(table.table);
    expect(empty).toEqual([]);

    await t.http
      .post('/api/account/delete')
      .set(...member.auth)
      .send({ password: TEST_PASSWORD })
      .expect(200);
    await t.jobs.drain();

    const left: string[] = [];
    const gone: string[] = [];
    for (const table of PERSONAL_TABLES) {
      if ((await personalOf(table)) > 0) left.push(table.table);
      if (table.kept && (await rowsOf(table)) === 0) gone.push(table.table);
    }
    expect(left).toEqual([]);
    expect(gone).toEqual([]);

    // No text column of any table still holds what identified them or what they typed (the kept billing data aside).
    const columns = (await t.dataSource.query(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('character varying', 'text', 'character', 'jsonb', 'json', 'ARRAY')`,
    )) as { table: string; column: string }[];
    const found: string[] = [];
    for (const { table, column } of columns) {
      if (KEPT_BILLING_COLUMNS.has(`${table}.${column}`)) continue;
      const [row] = (await t.dataSource.query(
        `SELECT count(*)::int AS count FROM "${table}" WHERE strpos("${column}"::text, $1) > 0 OR strpos(lower("${column}"::text), $2) > 0 OR strpos("${column}"::text, $3) > 0 OR strpos("${column}"::text, $4) > 0`,
        ['Ștergescu', member.email, PHONE, SECRET],
      )) as { count: number }[];
      if (row!.count) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);

    // Kept by law: the invoice as issued (PDF too), the order with its billing name and address only.
    const [invoice] = (await t.dataSource.query(`SELECT number, document, pdf_key FROM invoices WHERE order_id = $1`, [orderId])) as (typeof invoiceBefore)[];
    expect(invoice).toEqual(invoiceBefore);
    expect(await storage.exists(invoice!.pdf_key)).toBe(true);
    const [order] = (await t.dataSource.query(`SELECT user_id, status, billing FROM orders WHERE id = $1`, [orderId])) as {
      user_id: string;
      status: string;
      billing: Record<string, unknown>;
    }[];
    expect(order).toMatchObject({
      user_id: member.id,
      status: 'paid',
      billing: { type: 'person', name: BILLING_NAME, address: 'Str. Morii nr. 3', city: 'Brașov', county: 8, email: erasedEmail(member.id) },
    });
    expect(order!.billing).not.toHaveProperty('phone');

    // Their files are gone from storage.
    for (const key of Object.values(files)) expect({ key, stored: await storage.exists(key) }).toEqual({ key, stored: false });

    // The other party keeps the thread; the deleted account's message says it was deleted.
    const thread = await t.http
      .get(`/api/conversations/${conversationId}/messages`)
      .set(...seller.auth)
      .expect(200);
    const bodies = JSON.stringify(thread.body);
    expect(bodies).toContain(ERASED_MESSAGE);
    expect(bodies).toContain('Da, pensiunea este încă de vânzare.');
    expect(bodies).not.toContain(SECRET);
    expect(bodies).not.toContain('Ștergescu');

    // Signed out everywhere, and the address may register again.
    await t.http
      .get('/api/account')
      .set(...member.auth)
      .expect(401);
    await t.http.post('/api/login').send({ email: member.email, password: TEST_PASSWORD }).expect(401);
  });

  it('a staff account’s second factor goes when its last staff role is taken away, and the last admin cannot delete the account', async () => {
    const consultant = await newMember(t, { role: 'consultant' });
    await t.dataSource.query(`INSERT INTO staff_mfa (user_id, secret_ciphertext, enabled_at) VALUES ($1, 'secret-criptat', now())`, [consultant.id]);
    await t.dataSource.query(`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, repeat('c', 64))`, [consultant.id]);
    await t.http
      .put(`/api/admin/users/${consultant.id}/roles`)
      .set(...admin.auth)
      .send({ roles: ['consultant', 'moderator'] })
      .expect(200);
    expect(await t.dataSource.query(`SELECT user_id FROM staff_mfa WHERE user_id = $1`, [consultant.id])).toHaveLength(1);
    await t.http
      .put(`/api/admin/users/${consultant.id}/roles`)
      .set(...admin.auth)
      .send({ roles: [] })
      .expect(200);
    expect(
      await t.dataSource.query(`SELECT user_id FROM staff_mfa WHERE user_id = $1 UNION ALL SELECT user_id FROM mfa_recovery_codes WHERE user_id = $1`, [
        consultant.id,
      ]),
    ).toEqual([]);

    const refused = await t.http
      .post('/api/account/delete')
      .set(...admin.auth)
      .send({ password: TEST_PASSWORD })
      .expect(403);
    expect(refused.body.error.message).toMatch(/singurul administrator/);
    expect((await t.dataSource.query(`SELECT deleted_at FROM users WHERE id = $1`, [admin.id]))[0]).toEqual({ deleted_at: null });
    const second = await newMember(t, { role: 'admin' });
    await t.http
      .post('/api/account/delete')
      .set(...admin.auth)
      .send({ password: TEST_PASSWORD })
      .expect(200);
    expect((await t.dataSource.query(`SELECT roles, email FROM users WHERE id = $1`, [admin.id]))[0]).toEqual({ roles: [], email: erasedEmail(admin.id) });
    expect(second.id).not.toBe(admin.id);
  });
});
