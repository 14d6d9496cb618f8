import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { SUBMISSION_TOKEN_FIELD } from '@contracts/submissions';
import { ORDER_PRODUCTS } from '@contracts/orders';
import { billingAction } from '~/features/checkout/billing.server';
import { CONTACT_FORM } from '~/features/consulting/consulting-forms';
import { consultingAction } from '~/features/consulting/consulting.server';
import { reviewAction } from '~/features/content/review.server';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { listingDetailAction } from '~/features/listings/detail/detail.server';
import { conversationAction } from '~/features/messages/messages.server';
import { FEEDBACK_FIELDS } from '~/features/newsletter/feedback-rules';
import { feedbackAction } from '~/features/newsletter/feedback.server';
import { NEWSLETTER_FIELD } from '~/features/newsletter/newsletter-rules';
import { createSavedSearchAction } from '~/features/saved-searches/saved-searches.server';
import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { action as newsletterAction } from '~/routes/newsletter';

/**
 * Every form that creates something carries a submission token (lib/submission-token); its action
 * sends it to the API as `Idempotency-Key`, so that a form sent twice creates one thing. The token
 * itself never goes into what is created.
 */
const TOKEN = '0b7c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f';
const token = { [SUBMISSION_TOKEN_FIELD]: TOKEN };
const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const SIGNED_IN: Record<string, StubAnswer> = {
  'GET /api/account': { status: 200, body: { user, favoriteCount: 0, unreadMessages: 0 } },
  'GET /api/favorite': { status: 200, body: [] },
};
const CREATED: StubAnswer = { status: 201, body: { id: 'r1', number: 'RC-2026-000001', message: 'Cererea ta a fost înregistrată.' } };

const LISTING_ID = '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11';
const SLUG = 'cafenea-de-specialitate-k3x9q2';
const LISTING_PATH = `/vanzare-cumparare-afaceri/${SLUG}`;
const CONVERSATION_ID = '11111111-2222-4333-8444-555555555555';

/** The API call to `key` (`METHOD path`) the action made. */
const callTo = (calls: { key: string; body: unknown; idempotencyKey?: string }[], key: string) => {
  const call = calls.find((made) => made.key === key);
  expect(call, `${key} in ${calls.map((made) => made.key).join(', ')}`).toBeDefined();
  return call!;
};
/** An action on a listing's page, the listing looked up by its slug. */
const detailArgs = (listing: Record<string, unknown>, routes: Record<string, StubAnswer>, options: { signedIn?: boolean; form: Record<string, string> }) => {
  const { calls, args } = stubbedArgs(
    LISTING_PATH,
    {
      [`GET /api/company/${SLUG}`]: { status: 200, body: testListing(ListingType.Company, { id: LISTING_ID, slug: SLUG, ...listing }) },
      ...(options.signedIn ? SIGNED_IN : {}),
      ...routes,
    },
    options,
  );
  return { calls, args: { ...args, params: { slug: SLUG } } };
};
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => value,
    (thrown: unknown) => thrown,
  );

describe('create forms send their submission token as the Idempotency-Key', () => {
  const contact = { fullName: 'Ioana Pop', email: 'ioana.pop@example.ro', message: 'Bună ziua, caut finanțare pentru o linie de producție.' };

  it('the contact page (consulting forms), with the token kept out of the request', async () => {
    const { calls, args } = stubbedArgs('/contact', { 'POST /api/consulting/contact': CREATED }, { form: { ...contact, ...token } });
    expect(await consultingAction(args, CONTACT_FORM)).toMatchObject({ data: { ok: true, number: 'RC-2026-000001' } });
    const call = callTo(calls, 'POST /api/consulting/contact');
    expect(call.idempotencyKey).toBe(TOKEN);
    expect(call.body).toEqual(contact);
  });

  it('a form drawn without a token (an old page) is sent as before, without a key', async () => {
    const { calls, args } = stubbedArgs('/contact', { 'POST /api/consulting/contact': CREATED }, { form: contact });
    await consultingAction(args, CONTACT_FORM);
    expect(callTo(calls, 'POST /api/consulting/contact').idempotencyKey).toBeUndefined();
  });

  it('the feedback form', async () => {
    const form = { [FEEDBACK_FIELDS.email]: 'ioana.pop@example.ro', [FEEDBACK_FIELDS.message]: 'Site-ul este foarte util, mulțumesc!', ...token };
    const { calls, args } = stubbedArgs('/feedback', { 'POST /api/consulting/contact': CREATED }, { form });
    expect(await feedbackAction(args)).toMatchObject({ data: { ok: true } });
    expect(callTo(calls, 'POST /api/consulting/contact')).toMatchObject({
      idempotencyKey: TOKEN,
      body: { email: 'ioana.pop@example.ro', message: 'Site-ul este foarte util, mulțumesc!' },
    });
  });

  it('the newsletter sign-up (footer, home and /newsletter)', async () => {
    const { calls, args } = stubbedArgs(
      '/newsletter',
      { 'POST /api/newsletter': { status: 201, body: { ok: true } } },
      { form: { source: 'footer', [NEWSLETTER_FIELD]: 'abonat@example.ro', ...token } },
    );
    expect(await newsletterAction({ ...args, params: {} } as never)).toMatchObject({ data: { ok: true } });
    expect(callTo(calls, 'POST /api/newsletter')).toMatchObject({ idempotencyKey: TOKEN, body: { email: 'abonat@example.ro' } });
  });

  it("a listing's contact form: by email for a visitor, as a conversation for a signed-in user", async () => {
    const message = 'Bună ziua, afacerea mai este de vânzare? Aș dori detalii.';
    const visitor = detailArgs(
      {},
      { [`POST /api/listings/${LISTING_ID}/contact`]: { status: 200, body: { ok: true, message: 'Mesajul a fost trimis.' } } },
      { form: { intent: 'contact', name: 'Ioana Pop', email: 'ioana.pop@example.ro', message, ...token } },
    );
    expect(await listingDetailAction(visitor.args)).toMatchObject({ data: { ok: true } });
    expect(callTo(visitor.calls, `POST /api/listings/${LISTING_ID}/contact`)).toMatchObject({
      idempotencyKey: TOKEN,
      body: { name: 'Ioana Pop', email: 'ioana.pop@example.ro', message },
    });

    const member = detailArgs(
      {},
      { 'POST /api/conversations': { status: 201, body: { conversation: { id: CONVERSATION_ID }, messages: [] } } },
      { signedIn: true, form: { intent: 'contact', name: user.fullName, email: user.email, message, ...token } },
    );
    expect(await listingDetailAction(member.args)).toMatchObject({ data: { ok: true, conversationId: CONVERSATION_ID } });
    expect(callTo(member.calls, 'POST /api/conversations')).toMatchObject({ idempotencyKey: TOKEN, body: { listingId: LISTING_ID, message } });
  });

  it("a confidential listing's access request", async () => {
    const { calls, args } = detailArgs(
      { confidential: true, city: null },
      { [`POST /api/listings/${LISTING_ID}/access-requests`]: { status: 201, body: { id: 'a1', status: 'pending' } } },
      { signedIn: true, form: { intent: 'access', message: 'Sunt interesat de preluare.', acceptNda: 'on', ...token } },
    );
    expect(await listingDetailAction(args)).toMatchObject({ data: { ok: true } });
    expect(callTo(calls, `POST /api/listings/${LISTING_ID}/access-requests`)).toMatchObject({
      idempotencyKey: TOKEN,
      body: { message: 'Sunt interesat de preluare.', acceptNda: true },
    });
  });

  it('a reply in a conversation', async () => {
    const { calls, args } = stubbedArgs(
      `/cont/mesaje/${CONVERSATION_ID}`,
      { ...SIGNED_IN, [`POST /api/conversations/${CONVERSATION_ID}/messages`]: { status: 201, body: { id: 'm1', body: 'Mulțumesc!' } } },
      { signedIn: true, params: { id: CONVERSATION_ID }, form: { intent: 'reply', body: 'Mulțumesc!', ...token } },
    );
    expect(await conversationAction(args)).toMatchObject({ data: { ok: true } });
    expect(callTo(calls, `POST /api/conversations/${CONVERSATION_ID}/messages`)).toMatchObject({ idempotencyKey: TOKEN, body: { body: 'Mulțumesc!' } });
  });

  it('a saved search', async () => {
    const { calls, args } = stubbedArgs(
      '/cont/cautari-salvate/nou?tip=1&q=cafenea&county=16',
      { ...SIGNED_IN, 'POST /api/saved-searches': { status: 201, body: { id: 's1' } } },
      { signedIn: true, form: { name: 'Cafenele în Cluj', frequency: 'daily', ...token } },
    );
    const response = (await settled(createSavedSearchAction(args))) as Response;
    expect(response.status).toBe(302);
    expect(callTo(calls, 'POST /api/saved-searches')).toMatchObject({ idempotencyKey: TOKEN, body: { name: 'Cafenele în Cluj', frequency: 'daily' } });
  });

  it('an order (the billing form), not the payment choice that follows it', async () => {
    const form = {
      type: 'person',
      name: 'Maria Ionescu',
      address: 'Str. Memorandumului 10',
      city: 'Cluj-Napoca',
      county: '16',
      email: 'maria@firma.ro',
      companyName: 'Fabrica de Mobilă SA',
      ...token,
    };
    const { calls, args } = stubbedArgs(
      '/plata/date-facturare?produs=valuation-report',
      {
        ...SIGNED_IN,
        'GET /api/checkout/products': { status: 200, body: ORDER_PRODUCTS },
        'POST /api/checkout/raportEvaluare': { status: 201, body: { id: 'o1' } },
        'POST /api/checkout': { status: 200, body: { id: 'o1' } },
      },
      { signedIn: true, form },
    );
    expect(((await billingAction(args)) as Response).status).toBe(302);
    expect(callTo(calls, 'POST /api/checkout/raportEvaluare')).toMatchObject({ idempotencyKey: TOKEN, body: { companyName: 'Fabrica de Mobilă SA' } });
    expect(callTo(calls, 'POST /api/checkout').idempotencyKey).toBeUndefined();
  });

  it('a review (multipart)', async () => {
    const form = {
      name: 'Sorin Pădure',
      company: 'Livada Bunicilor SRL',
      text: 'Am vândut livada prin RoAfaceri în două luni.',
      rating: '5',
      consent: 'true',
      ...token,
    };
    const { calls, args } = stubbedArgs(
      '/echipa',
      { 'POST /api/masterdata/successStories': { status: 201, body: { ok: true, message: 'Mulțumim!' } } },
      { form },
    );
    expect(await reviewAction(args)).toMatchObject({ data: { ok: true } });
    expect(callTo(calls, 'POST /api/masterdata/successStories').idempotencyKey).toBe(TOKEN);
  });
});
