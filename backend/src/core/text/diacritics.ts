/** The text without its diacritics (ș and ş, ț and ţ, ă â î alike): NFD, then combining marks removed. */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
