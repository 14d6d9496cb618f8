import { describe, expect, it } from 'vitest';
import { mayEditRoles, mayToggleBlock } from './RolesEditor';

describe('what the users screen offers each role', () => {
  it('lets only admins edit roles', () => {
    expect(mayEditRoles('admin')).toBe(true);
    expect(mayEditRoles('moderator')).toBe(false);
    expect(mayEditRoles('consultant')).toBe(false);
    expect(mayEditRoles(undefined)).toBe(false);
  });

  it('lets admins block anyone and moderators only ordinary accounts', () => {
    const ordinary = { roles: [] };
    const staff = { roles: ['consultant' as const] };
    expect(mayToggleBlock('admin', ordinary)).toBe(true);
    expect(mayToggleBlock('admin', staff)).toBe(true);
    expect(mayToggleBlock('moderator', ordinary)).toBe(true);
    expect(mayToggleBlock('moderator', staff)).toBe(false);
    expect(mayToggleBlock('consultant', ordinary)).toBe(false);
    expect(mayToggleBlock(undefined, ordinary)).toBe(false);
  });
});
