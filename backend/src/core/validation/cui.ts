/** Romanian CUI/CIF check: up to 10 digits, control key 753217532 (right-aligned), (sum*10) mod 11, 10 → 0. */
const KEY = '753217532';

export function normalizeCui(raw: string): string {
  return raw.trim().toUpperCase().replace(/^RO/, '').replace(/\s+/g, '');
}

export function isValidCui(raw: string): boolean {
  const cui = normalizeCui(raw);
  if (!/^\d{2,10}$/.test(cui)) return false;
  const digits = cui.slice(0, -1).padStart(KEY.length, '0');
  let sum = 0;
  for (let i = 0; i < KEY.length; i++) sum += Number(digits[i]) * Number(KEY[i]);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(cui[cui.length - 1]);
}
