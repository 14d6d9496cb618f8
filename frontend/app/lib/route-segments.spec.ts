import { LISTING_SEGMENTS } from '@contracts/public-pages';
import { ROUTE_SEGMENTS } from './route-segments';

describe('route segments', () => {
  it('are the contract’s listing segments', () => {
    expect(ROUTE_SEGMENTS).toEqual(LISTING_SEGMENTS);
  });
});
