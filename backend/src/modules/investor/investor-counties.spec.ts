import 'reflect-metadata';
import { ListingType } from '../../contracts/lists.js';
import { toListingView } from '../listing-core/listing.mapper.js';
import { errorsOf, listing } from '../listing-core/listing-spec-fixtures.js';
import { CreateInvestorDto, UpdateInvestorDto } from './dto/investor.dto.js';
import { INVESTOR_FAMILY } from './investor.definition.js';

describe('investor profiles: target counties', () => {
  const profile = { title: 'Investitor în Cluj și Iași', domain: [14], investorKind: 'angel' };

  it('takes county ids as a list or comma-joined text', async () => {
    const { value, errors } = await errorsOf(CreateInvestorDto, { ...profile, targetCounties: '16, 22,16' });
    expect(errors).toEqual({});
    expect(value.targetCounties).toEqual([16, 22]);
    expect((await errorsOf(UpdateInvestorDto, { targetCounties: [41, 42] })).value.targetCounties).toEqual([41, 42]);
  });

  it('refuses a county outside 1–42', async () => {
    for (const targetCounties of [[0], [43], ['Cluj'], [1.5]]) {
      expect((await errorsOf(CreateInvestorDto, { ...profile, targetCounties })).errors.targetCounties).toContain('Județul nu este valid.');
    }
  });

  it('names the counties in the view', () => {
    const view = toListingView(INVESTOR_FAMILY, listing(ListingType.Investor), { listingId: 'x', investorKind: 'angel', targetCounties: [16, 41] } as never);
    expect(view).toMatchObject({ targetCounties: [16, 41], targetCountyNames: ['Cluj', 'București'] });
  });
});
