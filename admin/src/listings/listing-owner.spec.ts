import { describe, expect, it } from 'vitest';
import { ownerOf } from './listing-owner';

describe('ownerOf', () => {
  it('names the account that owns the listing, with its email and account type', () => {
    const record = {
      contactName: 'Persoană de contact',
      contactEmail: 'contact@firma.ro',
      owner: { id: 'u1', fullName: 'Andrei Popescu', email: 'andrei@firma.ro', userType: 2, userTypeName: 'Persoană juridică' },
    };
    expect(ownerOf(record)).toEqual({ name: 'Andrei Popescu', email: 'andrei@firma.ro', accountType: 'Persoană juridică' });
  });

  it('does not pass the contact details off as the owner when the account is named', () => {
    expect(ownerOf({ contactName: 'Contact', owner: { fullName: 'Ioana Pop', email: 'ioana@example.ro' } })).toEqual({
      name: 'Ioana Pop',
      email: 'ioana@example.ro',
      accountType: null,
    });
  });

  it('falls back to the contact details on an answer without the owner', () => {
    expect(ownerOf({ contactName: 'Radu', contactEmail: 'radu@example.ro' })).toEqual({ name: 'Radu', email: 'radu@example.ro', accountType: null });
    expect(ownerOf({})).toEqual({ name: null, email: null, accountType: null });
  });
});
