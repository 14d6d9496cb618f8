/**
 * `text` in at most `max` characters, cut after the last whole word that fits and ended with
 * „…”. A name is never cut mid-word: a single word longer than `max` is the only exception (there
 * is no boundary to cut at), and it still ends with „…”.
 */
export function shortenAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max); // the ellipsis takes the last place
  const head = room.slice(0, max - 1);
  // `room` ends on a boundary when the character after `head` is a space.
  const cut = room.charAt(max - 1) === ' ' ? head.length : head.lastIndexOf(' ');
  const kept = (cut > 0 ? head.slice(0, cut) : head).replace(/[\s,;:·–-]+$/u, '');
  return `${kept}…`;
}
