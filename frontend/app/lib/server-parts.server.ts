/**
 * Server HTML of deferred parts (lib/deferred-component.tsx) kept and reused across pages.
 *
 * A deferred part is never hydrated from the server's HTML: the browser keeps that HTML as it is
 * until the part's code loads, then renders the part afresh. So where a part's HTML depends only
 * on its props, or on its props and the path (its `keep` option: the footer and the top bar, the
 * side menu for a visitor signed in or not on a path, a family page's filters), the HTML rendered
 * for one page is the HTML of the next: it is rendered once, kept here, and spliced into the next
 * pages' documents instead of being rendered again. These parts are a fifth of a signed-in page's
 * server render, and signed-in pages are rendered for every request.
 *
 * During a render each such part asks for a slot: a kept part renders a marker in its wrapper,
 * a new one renders between an opening and a closing marker. `finish` then works on the document's
 * bytes: each marker of a kept part is replaced by its HTML, and the HTML between a new part's
 * markers is kept (the markers removed). Markers carry a random token of the request, so nothing a
 * visitor typed can stand for one. What is kept is shared by every visitor of the process: a part
 * with a visitor's own data must not be kept.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PartSlot } from './deferred-component';

export interface ServerPartsOptions {
  /** Bytes of HTML kept at most; the longest unused parts go first. */
  maxBytes: number;
}

/** React separates neighbouring text nodes (a marker next to a part's text) with this comment. */
const TEXT_SEPARATOR = Buffer.from('<!-- -->');

/** Kept parts' HTML by key, bounded by bytes: the least recently used go first. */
export class PartStore {
  private readonly parts: LRUCache<string, Buffer>;

  constructor(private readonly options: ServerPartsOptions) {
    // An empty part counts as one byte (the cache measures in positive sizes).
    this.parts = new LRUCache<string, Buffer>({ maxSize: Math.max(1, options.maxBytes), sizeCalculation: (html) => Math.max(1, html.length) });
  }

  get(key: string): Buffer | undefined {
    return this.parts.get(key);
  }

  set(key: string, html: Buffer): void {
    // Larger than the whole store: not kept, and the part kept for this key (if any) stays.
    if (html.length > this.options.maxBytes) return;
    this.parts.set(key, html);
  }

  get size(): number {
    return this.parts.size;
  }
}

interface Slot {
  key: string;
  /** Marker of a kept part, or the opening marker of a new one. */
  first: Buffer;
  /** Closing marker of a new part; none for a kept one. */
  last?: Buffer;
  /** A kept part's HTML, taken when the slot was handed out (the store may drop it before the end). */
  kept?: Buffer;
}

/** One render's parts: the slots it handed out, and the splicing of its document. */
export class ServerParts {
  private readonly token = randomUUID();
  private readonly slots: Slot[] = [];

  constructor(private readonly store: PartStore) {}

  slot(key: string): PartSlot {
    const index = this.slots.length;
    const kept = this.store.get(key);
    if (kept) {
      const marker = `\uE000${this.token}:${index}\uE001`;
      this.slots.push({ key, first: Buffer.from(marker), kept });
      return { marker };
    }
    const open = `\uE002${this.token}:${index}\uE003`;
    const close = `\uE004${this.token}:${index}\uE005`;
    this.slots.push({ key, first: Buffer.from(open), last: Buffer.from(close) });
    return { open, close };
  }

  /** The document with kept parts spliced in and new parts kept; the markers removed. */
  finish(html: Buffer): Buffer {
    if (!this.slots.length) return html;
    const edits: Array<{ at: number; end: number; insert: Buffer }> = [];
    for (const slot of this.slots) {
      const at = html.indexOf(slot.first);
      if (at < 0) continue; // not in the document (a part left out by an error): nothing to do
      if (slot.kept) {
        edits.push({ at, end: at + slot.first.length, insert: slot.kept });
        continue;
      }
      const end = slot.last ? html.indexOf(slot.last, at + slot.first.length) : -1;
      if (end < 0) continue;
      let from = at + slot.first.length;
      let to = end;
      if (html.subarray(from, from + TEXT_SEPARATOR.length).equals(TEXT_SEPARATOR)) from += TEXT_SEPARATOR.length;
      if (to - TEXT_SEPARATOR.length >= from && html.subarray(to - TEXT_SEPARATOR.length, to).equals(TEXT_SEPARATOR)) to -= TEXT_SEPARATOR.length;
      const part = Buffer.from(html.subarray(from, to));
      this.store.set(slot.key, part);
      edits.push({ at, end: end + slot.last!.length, insert: part });
    }
    edits.sort((a, b) => a.at - b.at);
    const pieces: Buffer[] = [];
    let from = 0;
    for (const { at, end, insert } of edits) {
      pieces.push(html.subarray(from, at), insert);
      from = end;
    }
    pieces.push(html.subarray(from));
    return Buffer.concat(pieces);
  }
}
