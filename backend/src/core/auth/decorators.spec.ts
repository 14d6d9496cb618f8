import { claimsSatisfy } from './decorators.js';

describe('claims requirements (spec section 6)', () => {
  const moderator = { role: 'moderator', team: 'content' };
  it('allows access with no requirement', () => expect(claimsSatisfy(moderator, undefined)).toBe(true));
  it('any-of needs one matching pair', () => {
    expect(claimsSatisfy(moderator, { anyOf: [{ role: 'admin' }, { role: 'moderator' }] })).toBe(true);
    expect(claimsSatisfy(moderator, { anyOf: [{ role: 'admin' }, { role: 'consultant' }] })).toBe(false);
  });
  it('all-of needs every pair', () => {
    expect(claimsSatisfy(moderator, { allOf: [{ role: 'moderator' }, { team: 'content' }] })).toBe(true);
    expect(claimsSatisfy(moderator, { allOf: [{ role: 'moderator' }, { team: 'sales' }] })).toBe(false);
  });
  it('combines any-of and all-of', () => {
    expect(claimsSatisfy(moderator, { anyOf: [{ role: 'moderator' }], allOf: [{ team: 'content' }] })).toBe(true);
    expect(claimsSatisfy(moderator, { anyOf: [{ role: 'admin' }], allOf: [{ team: 'content' }] })).toBe(false);
  });
});
