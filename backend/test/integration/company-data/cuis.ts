/** A valid CUI (check digit computed) from `body`, for companies the stand-in does not know. */
export function validCui(body: number): string {
  const key = '753217532';
  const digits = String(body).padStart(key.length, '0');
  let sum = 0;
  for (let i = 0; i < key.length; i++) sum += Number(digits[i]) * Number(key[i]);
  return `${body}${((sum * 10) % 11) % 10}`;
}
