import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { shortenAtWord } from '../../contracts/text.js';
import { stripDiacritics } from '../../core/text/diacritics.js';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

/** Rich text a user typed, reduced to a safe subset of HTML (no scripts, styles or event handlers). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  // A description typed as plain text keeps its paragraphs.
  const source = /<[a-z][\s\S]*>/i.test(html)
    ? html
    : html
        .split(/\n{2,}/)
        .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(source, { ...RICH_TEXT, allowedAttributes: { ...RICH_TEXT.allowedAttributes, a: ['href', 'rel', 'target'] } }).trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text of sanitised HTML, whitespace collapsed. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first ~`max` characters of the text, cut at a word boundary. */
export function excerptOf(text: string, max = 300): string {
  return shortenAtWord(text, max);
}

/** Romanian cedilla letters (ş ţ, from old keyboards) in their correct comma-below form (ș ț). */
export function commaBelow(text: string): string {
  return text.replace(
    /[\u015E\u015F\u0162\u0163]/g,
    (letter) => ({ '\u015E': '\u0218', '\u015F': '\u0219', '\u0162': '\u021A', '\u0163': '\u021B' })[letter] ?? letter,
  );
}

/** Lower-case ASCII without diacritics (ș and ş alike), for slugs and comparisons. */
export function foldDiacritics(text: string): string {
  return stripDiacritics(text).toLowerCase();
}

/** A URL slug from a title plus a suffix (short and random unless given), e.g. `cafenea-in-cluj-napoca-k3x9q2`. */
export function slugFor(title: string, suffix = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(6, '0').slice(-6)): string {
  const base = foldDiacritics(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
  return `${base || 'anunt'}-${suffix}`;
}

/** The words of a search, folded (no diacritics, lower case), at most 8. */
export function searchWords(q: string): string[] {
  return foldDiacritics(q)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Words of a search as a prefix tsquery: 'cafe bras' → 'cafe:* & bras:*'. */
export function prefixTsQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
