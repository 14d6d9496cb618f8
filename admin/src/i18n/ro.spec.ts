import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@contracts/error-codes';
import ro, { appMessages } from './ro';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);

const english = flatten({ ra: englishMessages.ra } as Tree);
const romanian = flatten({ ra: ro.ra } as Tree);
const everything = flatten(ro as Tree);

describe('Romanian messages', () => {
  it('translate exactly the keys of react-admin (ra-language-english)', () => {
    expect([...romanian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate every message (none left in English or empty)', () => {
    for (const [key, value] of romanian) {
      if (key === 'ra.boolean.null') continue;
      expect(value.trim(), key).not.toBe('');
      if (
        !['ra.page.list', 'ra.configurable.inspector.title', 'ra.auth.email', 'ra.page.edit', 'ra.page.show', 'ra.navigation.page_range_info'].includes(key)
      ) {
        expect(value, key).not.toBe(english.get(key));
      }
    }
  });

  it('use only placeholders that react-admin passes', () => {
    for (const [key, value] of romanian) {
      const allowed = placeholders(english.get(key)!);
      for (const name of placeholders(value)) expect(allowed, `${key} uses ${name}`).toContain(name);
    }
  });

  it('give the three Romanian plural forms wherever English has plurals', () => {
    for (const [key, value] of romanian) {
      if (english.get(key)!.includes('||||')) expect(value.split('||||'), key).toHaveLength(3);
    }
  });

  it('write ș and ț with a comma below, never the cedilla forms ş ţ', () => {
    for (const [key, value] of everything) expect(value, key).not.toMatch(/[şţŞŢ]/);
  });

  it('have a text for every API error code', () => {
    for (const code of Object.values(ErrorCode)) expect(appMessages.errors[code], code).toBeTruthy();
  });

  it('name an outside service apart from the database', () => {
    expect(appMessages.errors.SERVICE_UNAVAILABLE).toMatch(/Baza de date/);
    expect(appMessages.errors.EXTERNAL_SERVICE_UNAVAILABLE).toMatch(/serviciu extern/);
    expect(appMessages.errors.EXTERNAL_SERVICE_UNAVAILABLE).not.toMatch(/Baza de date nu/);
  });

  it('use the exact texts required for sign-in errors', () => {
    expect(appMessages.auth.not_staff).toBe('Contul nu are acces la consola echipei.');
    expect(appMessages.auth.invalid_credentials).toBe('Email sau parolă incorecte.');
    expect(appMessages.auth.too_many_attempts).toBe('Prea multe încercări. Încearcă din nou mai târziu.');
  });
});
