import { ListingType } from '../../../src/contracts/lists.js';
import { romanianDay } from '../../../src/core/clock/romanian-day.js';
import { insertListing } from '../../support/listings.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => romanianDay(new Date(Date.now() + days * DAY_MS));

/**
 * The API behind the home page's „Apeluri de finanțare deschise” (`/api/fund/list/web-new?callStatus=open`)
 * and „Apeluri anunțate” (`…?callStatus=upcoming`): open calls whose deadline has not passed, and the
 * announced ones apart.
 */
describe('the funding calls of the home page', () => {
  let t: TestApp;

  async function fundCall(title: string, callStatus: string, deadline: string | null) {
    const staff = await newMember(t, { role: 'admin' });
    const listing = await insertListing(t, staff.id, { family: ListingType.Fund, title });
    await t.dataSource.query(`INSERT INTO fund_details (listing_id, fund_type, region, call_status, deadline) VALUES ($1, 2, 'all', $2, $3)`, [
      listing.id,
      callStatus,
      deadline,
    ]);
  }
  const titles = async (url: string) => ((await t.http.get(url).expect(200)).body.docs as { title: string }[]).map((doc) => doc.title).sort();

  beforeAll(async () => {
    t = await startTestApp();
    await t.dataSource.query(`DELETE FROM listings WHERE family = $1`, [ListingType.Fund]);
    await fundCall('Deschis până mâine', 'open', dayFromToday(1));
    await fundCall('Deschis azi, ultima zi', 'open', dayFromToday(0));
    await fundCall('Deschis fără termen', 'open', null);
    // Past its deadline, not yet marked closed by the CloseFundCalls job: not open any more.
    await fundCall('Termen trecut, încă nemarcat închis', 'open', dayFromToday(-2));
    await fundCall('Anunțat pentru primăvară', 'upcoming', dayFromToday(120));
    await fundCall('Închis', 'closed', dayFromToday(30));
  });
  afterAll(async () => {
    await t.dataSource.query(`DELETE FROM listings WHERE family = $1`, [ListingType.Fund]);
    await t.close();
  });

  it('„deschise” lists only open calls whose deadline has not passed (the last day included)', async () => {
    expect(await titles('/api/fund/list/web-new?pageSize=20&callStatus=open')).toEqual(['Deschis azi, ultima zi', 'Deschis fără termen', 'Deschis până mâine']);
  });

  it('„Apeluri anunțate” lists the announced calls apart, and the newest list never shows a closed or expired call', async () => {
    expect(await titles('/api/fund/list/web-new?pageSize=20&callStatus=upcoming')).toEqual(['Anunțat pentru primăvară']);
    const newest = await titles('/api/fund/list/web-new?pageSize=20');
    expect(newest).not.toContain('Închis');
    expect(newest).not.toContain('Termen trecut, încă nemarcat închis');
    expect(newest).toHaveLength(4);
  });
});
