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
  it('matches a claim holding several values (a user with several roles)', () => {
    const both = { role: ['moderator', 'consultant'] };
    expect(claimsSatisfy(both, { anyOf: [{ role: 'consultant' }] })).toBe(true);
    expect(claimsSatisfy(both, { allOf: [{ role: 'moderator' }, { role: 'consultant' }] })).toBe(true);
    expect(claimsSatisfy(both, { anyOf: [{ role: 'admin' }] })).toBe(false);
  });
});
