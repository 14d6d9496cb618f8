import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ListingType } from '../../contracts/lists.js';
import { toListingView } from '../listing-core/listing.mapper.js';
import type { ListingEntity } from '../listing-core/listing.entity.js';
import { CreateInvestorDto, UpdateInvestorDto } from './dto/investor.dto.js';
import { INVESTOR_FAMILY } from './investor.definition.js';

/** Field → messages of a DTO's validation of `plain`. */
async function errorsOf<T extends object>(type: new () => T, plain: Record<string, unknown>): Promise<{ value: T; errors: Record<string, string[]> }> {
  const value = plainToInstance(type, plain);
  const errors = await validate(value);
  return { value, errors: Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})])) };
}


const listing = (family: ListingType) =>
  ({
    id: 'c0a8e0f4-0000-4000-8000-000000000001',
    family,
    slug: 'apel-abc123',
    title: 'Apel',
    description: '',
    excerpt: '',
    gallery: [],
    photo: null,
    price: null,
    currency: 'EUR',
    countyId: null,
    city: null,
    domainIds: [10],
    subdomainId: null,
    category: '2',
    features: [],
    status: 'approved',
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as unknown as ListingEntity;

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
