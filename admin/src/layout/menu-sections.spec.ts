import { describe, expect, it } from 'vitest';
import { canAccessResource, MENU_SECTIONS, sectionsForRole, type MenuIcon, type MenuSection } from './menu-sections';

const ids = (sections: MenuSection[]) => sections.map((section) => section.id);

describe('menu sections by role (STYLE.md section 5)', () => {
  it.each([
    ['admin', ['listings', 'consulting', 'sales', 'content', 'staff']],
    ['moderator', ['listings', 'content', 'staff']],
    ['consultant', ['consulting', 'sales']],
  ] as const)('%s sees %j', (role, expected) => {
    expect(ids(sectionsForRole(role))).toEqual(expected);
  });

  it('gives nobody a section without a role', () => {
    expect(sectionsForRole(undefined)).toEqual([]);
  });

  it('shows an item only to its roles and only once its resource is registered', () => {
    const icon = (() => null) as unknown as MenuIcon;
    const sections: MenuSection[] = [
      {
        ...MENU_SECTIONS[0]!,
        items: [
          { resource: 'company', label: 'resources.company.name', icon, roles: ['admin', 'moderator'] },
          { resource: 'settings', label: 'resources.settings.name', icon, roles: ['admin'] },
          { resource: 'later', label: 'resources.later.name', icon, roles: ['admin', 'moderator'] },
        ],
      },
    ];
    const registered = (name: string) => name !== 'later';

    expect(sectionsForRole('admin', registered, sections)[0]!.items.map((i) => i.resource)).toEqual(['company', 'settings']);
    expect(sectionsForRole('moderator', registered, sections)[0]!.items.map((i) => i.resource)).toEqual(['company']);
    expect(sectionsForRole('consultant', registered, sections)).toEqual([]);
  });

  it('gives the moderation queue and the listing families to admins and moderators only', () => {
    const items = (role: 'admin' | 'moderator' | 'consultant') => sectionsForRole(role).flatMap((section) => section.items.map((item) => item.resource));
    const listings = ['moderation', 'company', 'active', 'fund', 'service', 'investment', 'investor', 'news'];
    expect(items('admin')).toEqual(expect.arrayContaining(listings));
    expect(items('moderator')).toEqual(expect.arrayContaining(listings));
    expect(items('consultant').filter((resource) => listings.includes(resource))).toEqual([]);
  });

  it('gives consulting requests to admins and consultants, newsletter subscribers and users to admins and moderators', () => {
    for (const [resource, allowed] of [
      ['consulting', ['admin', 'consultant']],
      ['newsletter', ['admin', 'moderator']],
      ['users', ['admin', 'moderator']],
      ['audit', ['admin']],
      ['failed-jobs', ['admin']],
      ['orders', ['admin', 'consultant']],
    ] as const) {
      for (const role of ['admin', 'moderator', 'consultant'] as const) {
        expect(canAccessResource(role, resource), `${role} ${resource}`).toBe((allowed as readonly string[]).includes(role));
      }
    }
    const staffItems = sectionsForRole('admin')
      .find((section) => section.id === 'staff')!
      .items.map((item) => item.resource);
    expect(staffItems).toEqual(['users', 'audit', 'failed-jobs']);
    expect(
      sectionsForRole('moderator')
        .find((section) => section.id === 'staff')!
        .items.map((item) => item.resource),
    ).toEqual(['users']);
    expect(sectionsForRole('consultant').find((section) => section.id === 'staff')).toBeUndefined();
  });

  it('lists orders and e-Factura under "Vânzări" for admins and consultants, and nowhere for moderators', () => {
    const sales = (role: 'admin' | 'consultant') =>
      sectionsForRole(role)
        .find((section) => section.id === 'sales')!
        .items.map((item) => item.resource);
    expect(sales('admin')).toEqual(['orders', 'efactura']);
    expect(sales('consultant')).toEqual(['orders', 'efactura']);
    const moderatorResources = sectionsForRole('moderator').flatMap((section) => section.items.map((item) => item.resource));
    expect(moderatorResources).not.toContain('orders');
    expect(moderatorResources).not.toContain('efactura');
  });

  it('lets a role open exactly the resources of its menu items', () => {
    expect(canAccessResource('moderator', 'moderation')).toBe(true);
    expect(canAccessResource('admin', 'company')).toBe(true);
    expect(canAccessResource('moderator', 'news')).toBe(true);
    expect(canAccessResource('consultant', 'moderation')).toBe(false);
    expect(canAccessResource('consultant', 'investor')).toBe(false);
    expect(canAccessResource(undefined, 'moderation')).toBe(false);
    // A resource with no menu item is left to the API's guards, for staff only.
    expect(canAccessResource('consultant', 'something-else')).toBe(true);
    expect(canAccessResource(undefined, 'something-else')).toBe(false);
  });
});
