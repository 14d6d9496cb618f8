import { describe, expect, it } from 'vitest';
import ro from '../i18n/ro';
import { canAccessResource, sectionsForRole } from '../layout/menu-sections';
import { CONTENT_SCREENS } from './index';
import { CONTENT_MENU_ITEMS } from './menu-items';

const translate = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ro);

describe('content screens in the console', () => {
  it('puts every content screen in the "Conținut" section for admins and moderators, not for consultants', () => {
    for (const role of ['admin', 'moderator'] as const) {
      const content = sectionsForRole(role).find((section) => section.id === 'content');
      expect(content?.items.map((item) => item.resource)).toEqual(expect.arrayContaining(CONTENT_SCREENS.map((screen) => screen.name)));
      for (const screen of CONTENT_SCREENS) expect(canAccessResource(role, screen.name), `${role} ${screen.name}`).toBe(true);
    }
    for (const screen of CONTENT_SCREENS) expect(canAccessResource('consultant', screen.name)).toBe(false);
    expect(CONTENT_MENU_ITEMS.map((item) => item.resource).sort()).toEqual(CONTENT_SCREENS.map((screen) => screen.name).sort());
  });

  it('names each screen and menu item in Romanian', () => {
    for (const item of CONTENT_MENU_ITEMS) expect(translate(item.label), item.label).toEqual(expect.stringMatching(/\S/));
    for (const screen of CONTENT_SCREENS) {
      const name = translate(`resources.${screen.name}.name`) as string;
      expect(name.split(' |||| ')).toHaveLength(3);
      expect(translate(`resources.${screen.name}.fields.published`)).toBe('Publicat');
    }
  });
});
