import { PartStore, ServerParts } from './server-parts.server';

/** A document as React would write it, each part rendered through `render` in its wrapper. */
function documentOf(parts: ServerParts, pieces: Array<string | { key: string; html: string }>): Buffer {
  const html = pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      const slot = parts.slot(piece.key);
      return `<div data-deferred="">${'marker' in slot ? slot.marker : `${slot.open}${piece.html}${slot.close}`}</div>`;
    })
    .join('');
  return Buffer.from(html);
}

describe('deferred parts kept across pages', () => {
  it('keeps a part rendered by one page and splices it into the next, which renders only a marker', () => {
    const store = new PartStore({ maxBytes: 10_000 });
    const first = new ServerParts(store);
    const page1 = first.finish(documentOf(first, ['<main>Unu</main>', { key: 'footer', html: '<footer>Subsol ăîșț</footer>' }]));
    expect(page1.toString()).toBe('<main>Unu</main><div data-deferred=""><footer>Subsol ăîșț</footer></div>');

    const second = new ServerParts(store);
    const slot = second.slot('footer');
    expect('marker' in slot).toBe(true);
    const raw = Buffer.from(`<main>Doi</main><div data-deferred="">${'marker' in slot ? slot.marker : ''}</div>`);
    expect(raw.toString()).not.toContain('Subsol');
    expect(second.finish(raw).toString()).toBe('<main>Doi</main><div data-deferred=""><footer>Subsol ăîșț</footer></div>');
  });

  it('drops the comments React writes between a marker and a part’s own text, and keeps parts of other keys apart', () => {
    const store = new PartStore({ maxBytes: 10_000 });
    const parts = new ServerParts(store);
    const menu = parts.slot('menu signed-in /');
    const filters = parts.slot('filters {"county":12}');
    if ('marker' in menu || 'marker' in filters) throw new Error('nothing is kept yet');
    const html = `<a>${menu.open}<!-- -->Meniu<!-- -->${menu.close}</a><b>${filters.open}<form>12</form>${filters.close}</b>`;
    expect(parts.finish(Buffer.from(html)).toString()).toBe('<a>Meniu</a><b><form>12</form></b>');

    const next = new ServerParts(store);
    const html2 = ['menu signed-in /', 'filters {"county":13}', 'filters {"county":12}'].map((key) => {
      const slot = next.slot(key);
      return 'marker' in slot ? slot.marker : `${slot.open}<form>13</form>${slot.close}`;
    });
    expect(next.finish(Buffer.from(html2.join('|'))).toString()).toBe('Meniu|<form>13</form>|<form>12</form>');
  });

  it('never reads a visitor’s text as a marker: markers carry a token of the render', () => {
    const store = new PartStore({ maxBytes: 10_000 });
    const first = new ServerParts(store);
    first.finish(documentOf(first, [{ key: 'footer', html: '<footer>Subsol</footer>' }]));
    const second = new ServerParts(store);
    const slot = second.slot('footer');
    // A listing's text written to look like a marker of another render.
    const forged = '\uE000' + '00000000-0000-4000-8000-000000000000:0\uE001';
    const html = Buffer.from(`<p>${forged}</p><div>${'marker' in slot ? slot.marker : ''}</div>`);
    expect(second.finish(html).toString()).toBe(`<p>${forged}</p><div><footer>Subsol</footer></div>`);
  });

  it('keeps at most maxBytes, dropping the longest unused parts; a page holds on to a part it was given', () => {
    const store = new PartStore({ maxBytes: 25 });
    const parts = new ServerParts(store);
    parts.finish(
      documentOf(parts, [
        { key: 'a', html: 'aaaaaaaaaa' },
        { key: 'b', html: 'bbbbbbbbbb' },
      ]),
    );
    const reader = new ServerParts(store);
    const kept = reader.slot('a'); // used: now the most recent
    const more = new ServerParts(store);
    more.finish(documentOf(more, [{ key: 'c', html: 'cccccccccc' }]));
    expect(store.size).toBe(2);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.toString()).toBe('aaaaaaaaaa');
    // A part too big for the store is rendered, never kept.
    const big = new ServerParts(store);
    expect(big.finish(documentOf(big, [{ key: 'big', html: 'x'.repeat(30) }])).toString()).toContain('x'.repeat(30));
    expect(store.get('big')).toBeUndefined();
    // The reader's page still gets its part even if the store dropped it since.
    const evictor = new ServerParts(store);
    evictor.finish(
      documentOf(evictor, [
        { key: 'd', html: 'dddddddddddd' },
        { key: 'e', html: 'eeeeeeeeeeee' },
      ]),
    );
    expect(store.get('a')).toBeUndefined();
    expect(reader.finish(Buffer.from(`<i>${'marker' in kept ? kept.marker : ''}</i>`)).toString()).toBe('<i>aaaaaaaaaa</i>');
  });
});
