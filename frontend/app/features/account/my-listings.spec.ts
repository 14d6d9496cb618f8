import { ListingType } from '@contracts/lists';
import { ListingStatus } from '@contracts/listings';
import { testListing } from '~/features/listings/detail/listing-fixture';
import {
  actionsFor,
  displayStatus,
  displayStatusName,
  flashFromQuery,
  inTab,
  moderationNoticeOf,
  tabCounts,
  tabOf,
  toMyListing,
  type MyListing,
} from './my-listings';

const NOW = new Date('2026-11-20T10:00:00Z');
const LATER = '2027-02-18T10:00:00.000Z';
const EARLIER = '2026-11-19T10:00:00.000Z';
const ID = '0b8f2c1e-1111-4a07-9d55-2f4b0e5e7c11';

function mine(status: ListingStatus, fields: Record<string, unknown> = {}): MyListing {
  return toMyListing(
    testListing(ListingType.Company, {
      id: ID,
      slug: 'brutarie-cluj',
      title: 'Brutărie în Cluj',
      status,
      statusName: {
        pending: 'În așteptarea aprobării',
        approved: 'Publicat',
        rejected: 'Respins',
        changes_requested: 'Necesită modificări',
        expired: 'Expirat',
        archived: 'Arhivat',
      }[status],
      moderationNote: null,
      pendingRevision: false,
      expiresAt: status === ListingStatus.Approved ? LATER : null,
      ...fields,
    }),
  );
}

describe('actions per state', () => {
  it('approved and public: public page, edit, renew, promote, withdraw', () => {
    expect(actionsFor(mine(ListingStatus.Approved), NOW)).toEqual({
      view: '/vanzare-cumparare-afaceri/brutarie-cluj',
      edit: `/adauga-companie?id=${ID}`,
      renew: true,
      withdraw: true,
      promote: `/plata?anunt=${ID}`,
    });
  });

  it('pending: the owner preview, edit and withdraw; no renewal, no promotion', () => {
    expect(actionsFor(mine(ListingStatus.Pending), NOW)).toEqual({
      view: `/vanzare-cumparare-afaceri/brutarie-cluj?id=${ID}`,
      edit: `/adauga-companie?id=${ID}`,
      renew: false,
      withdraw: true,
      promote: null,
    });
  });

  it('rejected: preview, edit (resubmits) and withdraw', () => {
    const actions = actionsFor(mine(ListingStatus.Rejected, { moderationNote: 'Lipsesc cifrele.' }), NOW);
    expect(actions).toMatchObject({
      view: `/vanzare-cumparare-afaceri/brutarie-cluj?id=${ID}`,
      edit: `/adauga-companie?id=${ID}`,
      renew: false,
      withdraw: true,
      promote: null,
    });
  });

  it('expired: preview, renew and withdraw; the API refuses owner edits of expired listings', () => {
    expect(actionsFor(mine(ListingStatus.Expired, { expiresAt: EARLIER }), NOW)).toEqual({
      view: `/vanzare-cumparare-afaceri/brutarie-cluj?id=${ID}`,
      edit: null,
      renew: true,
      withdraw: true,
      promote: null,
    });
  });

  it('an approved listing past its end date is treated as expired before the schedule marks it', () => {
    const listing = mine(ListingStatus.Approved, { expiresAt: EARLIER });
    expect(displayStatus(listing, NOW)).toBe(ListingStatus.Expired);
    expect(displayStatusName(listing, NOW)).toBe('Expirat');
    expect(actionsFor(listing, NOW)).toMatchObject({ view: `/vanzare-cumparare-afaceri/brutarie-cluj?id=${ID}`, renew: true, promote: null });
    expect(inTab(listing, 'expirate', NOW)).toBe(true);
    expect(inTab(listing, 'publicate', NOW)).toBe(false);
  });

  it('families without an add page offer no edit; assets keep their category and are edited in their form; funds and news never renew', () => {
    const asset = toMyListing(
      testListing(ListingType.Active, { id: ID, slug: 'hala', category: 'imobiliare', status: ListingStatus.Approved, expiresAt: LATER }),
    );
    expect(actionsFor(asset, NOW)).toMatchObject({ view: '/active/imobiliare/hala', edit: `/adauga-active?id=${ID}`, renew: true });
    const fund = toMyListing(testListing(ListingType.Fund, { slug: 'pnrr', status: ListingStatus.Approved, expiresAt: null }));
    expect(actionsFor(fund, NOW)).toMatchObject({ view: '/finantari/pnrr', edit: null, renew: false, withdraw: true });
    const investor = toMyListing(testListing(ListingType.Investor, { id: ID, status: ListingStatus.Pending }));
    expect(actionsFor(investor, NOW).edit).toBe(`/adauga-vreau-sa-investesc?id=${ID}`);
  });
});

describe('moderation notes', () => {
  it('shows the rejection reason of a rejected listing', () => {
    expect(moderationNoticeOf(mine(ListingStatus.Rejected, { moderationNote: 'Lipsesc cifrele financiare.' }))).toEqual({
      kind: 'rejected',
      text: 'Motivul respingerii:',
      reason: 'Lipsesc cifrele financiare.',
    });
  });

  it('says an edit awaits approval, and shows the reason when an edit was refused', () => {
    expect(moderationNoticeOf(mine(ListingStatus.Approved, { pendingRevision: true }))?.kind).toBe('revision-pending');
    expect(moderationNoticeOf(mine(ListingStatus.Approved, { moderationNote: 'Fotografiile nu sunt ale afacerii.' }))).toMatchObject({
      kind: 'revision-rejected',
      reason: 'Fotografiile nu sunt ale afacerii.',
    });
  });

  it('says nothing about a plain approved or pending listing', () => {
    expect(moderationNoticeOf(mine(ListingStatus.Approved))).toBeNull();
    expect(moderationNoticeOf(mine(ListingStatus.Pending))).toBeNull();
  });
});

describe('status tabs', () => {
  it('reads ?stare= and falls back to every listing', () => {
    expect(tabOf('respinse')).toBe('respinse');
    expect(tabOf('orice')).toBe('toate');
    expect(tabOf(null)).toBe('toate');
  });

  it('counts the listings of each tab', () => {
    const listings = [
      mine(ListingStatus.Pending),
      mine(ListingStatus.Approved),
      mine(ListingStatus.Approved, { expiresAt: EARLIER }),
      mine(ListingStatus.Rejected),
      mine(ListingStatus.Expired),
    ];
    expect(tabCounts(listings, NOW)).toEqual({ toate: 5, 'in-asteptare': 1, publicate: 1, respinse: 1, expirate: 2 });
  });
});

describe('messages after the publishing form', () => {
  const created = { ...mine(ListingStatus.Pending), id: 'a', title: 'Cafenea „La Colț”' };
  const revised = { ...mine(ListingStatus.Approved, { pendingRevision: true }), id: 'b', title: 'Hală' };
  const saved = { ...mine(ListingStatus.Approved), id: 'c', title: 'Atelier' };

  it('?trimis= names the new listing', () => {
    expect(flashFromQuery(new URLSearchParams('trimis=a'), [created])).toBe(
      'Anunțul „Cafenea „La Colț”” a fost trimis spre aprobare. Îl publicăm după verificare și te anunțăm prin email.',
    );
  });

  it('?actualizat= says whether the change waits for verification', () => {
    expect(flashFromQuery(new URLSearchParams('actualizat=b'), [revised])).toMatch(/^Modificările anunțului „Hală” au fost trimise spre verificare\./);
    expect(flashFromQuery(new URLSearchParams('actualizat=c'), [saved])).toBe('Modificările anunțului „Atelier” au fost salvate.');
    expect(flashFromQuery(new URLSearchParams('actualizat=a'), [created])).toMatch(/salvate\. Anunțul așteaptă aprobarea/);
  });

  it("?reinnoit= (the reminder email's renew link) names the listing and its new end date; ?eroare= explains a refused link", () => {
    const renewed = { ...saved, expiresAt: '2027-02-21T10:00:00.000Z' };
    expect(flashFromQuery(new URLSearchParams('reinnoit=c'), [renewed])).toBe(
      'Anunțul „Atelier” a fost reînnoit și rămâne publicat până pe 21 februarie 2027.',
    );
    expect(flashFromQuery(new URLSearchParams('eroare=link-expirat'), [renewed])).toMatch(/^Linkul de reînnoire a expirat\./);
    expect(flashFromQuery(new URLSearchParams('eroare=link-invalid'), [renewed])).toMatch(/^Linkul de reînnoire nu este valid\./);
    expect(flashFromQuery(new URLSearchParams('eroare=<script>'), [renewed])).toBeNull();
    expect(flashFromQuery(new URLSearchParams('reinnoit=zzz'), [renewed])).toBeNull();
  });

  it("ignores ids that are not the user's listings", () => {
    expect(flashFromQuery(new URLSearchParams('trimis=zzz'), [created])).toBeNull();
    expect(flashFromQuery(new URLSearchParams(''), [created])).toBeNull();
  });
});
