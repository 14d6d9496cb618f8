import { ListingType } from '@contracts/lists';
import { testListing } from './detail/listing-fixture';
import { toCard } from './ListingCard';

describe('listing cards', () => {
  it('carry only what the card shows, its lines worked out on the server', () => {
    const card = toCard(
      testListing(ListingType.Company, { slug: 'brutarie-k3x9q2', title: 'Brutărie', excerpt: 'Pâine caldă.', price: 120000, contactEmail: 'x@example.ro' }),
    );
    expect(card).toEqual({
      id: '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11',
      title: 'Brutărie',
      excerpt: 'Pâine caldă.',
      image: '/images/listing-default.svg',
      promoted: false,
      path: '/vanzare-cumparare-afaceri/brutarie-k3x9q2',
      meta: 'Florești, Cluj · Alte servicii',
      line: expect.stringContaining('120.000'),
    });
  });

  it('mark a confidential listing „Confidențial”, before its county', () => {
    const card = toCard(testListing(ListingType.Company, { confidential: true, city: null, countyName: 'Cluj', domainName: 'HoReCa' }));
    expect(card.meta).toBe('Confidențial · Cluj · HoReCa');
  });

  it('give each family its own line: ticket for investors, call status and deadline for funds', () => {
    expect(toCard(testListing(ListingType.Investor, { ticketMin: null, ticketMax: null })).line).toBe('Sumă de investit la cerere');
    expect(toCard(testListing(ListingType.Fund, { callStatusName: 'Deschis', deadline: '2027-03-01' })).line).toBe('Deschis · termen 1 martie 2027');
  });
});
