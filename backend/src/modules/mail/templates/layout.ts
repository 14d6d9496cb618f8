import { escapeHtml } from '../../../core/text/escape-html.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Labelled values after the paragraphs (e.g. who wrote); entries with an empty value are left out. */
  details?: { label: string; value: string }[];
  /** A text quoted as typed, line breaks kept (e.g. a visitor's message). */
  quote?: string;
  action?: { label: string; url: string };
  footnote?: string;
  /**
   * HTML already sanitised on the server (a newsletter campaign's body, sanitizeRichText), placed
   * as is after the paragraphs; `text` is its plain-text version for the text part.
   */
  trustedHtml?: { html: string; text: string };
  /** Links after the footnote (a newsletter's preferences and unsubscribe pages). */
  links?: { label: string; url: string }[];
  /**
   * Listings shown as cards after the paragraphs (saved-search alerts), in groups with a heading:
   * each with its picture (absolute URL), title, lines (price, place) and link.
   */
  cards?: { heading?: string; items: MailCard[]; after?: { label: string; url: string } }[];
}

export interface MailCard {
  title: string;
  url: string;
  imageUrl?: string;
  lines: string[];
}

function cardsHtml(groups: NonNullable<MailContent['cards']>): string {
  return groups
    .map((group) => {
      const heading = group.heading ? `<h2 style="margin:24px 0 8px;font-size:17px;color:#0b3d91">${escapeHtml(group.heading)}</h2>` : '';
      const rows = group.items
        .map(
          (card) =>
            `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;width:120px">${
              card.imageUrl
                ? `<a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.imageUrl)}" alt="" width="120" style="display:block;width:120px;height:auto;border-radius:4px"></a>`
                : ''
            }</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(card.url)}" style="color:#0b3d91;font-weight:bold;text-decoration:none">${escapeHtml(card.title)}</a>${card.lines
              .map((line) => `<div style="color:#555;font-size:14px;margin-top:2px">${escapeHtml(line)}</div>`)
              .join('')}</td></tr>`,
        )
        .join('');
      const after = group.after
        ? `<p style="margin:4px 0 0;font-size:13px"><a href="${escapeHtml(group.after.url)}" style="color:#555">${escapeHtml(group.after.label)}</a></p>`
        : '';
      return `${heading}<table role="presentation" style="border-collapse:collapse;width:100%">${rows}</table>${after}`;
    })
    .join('');
}

function cardsText(groups: NonNullable<MailContent['cards']>): string[] {
  return groups.flatMap((group) => [
    ...(group.heading ? [group.heading.toUpperCase(), ''] : []),
    ...group.items.flatMap((card) => [`• ${card.title}`, ...card.lines.map((line) => `  ${line}`), `  ${card.url}`, '']),
    ...(group.after ? [`${group.after.label}: ${group.after.url}`, ''] : []),
  ]);
}

/** One branded layout for every transactional email, in HTML and plain text. */
export function renderLayout(content: MailContent, publicUrl: string): RenderedMail {
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`).join('');
  const details = (content.details ?? []).filter((item) => item.value);
  const detailRows = details.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${details
        .map(
          (item) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#555;vertical-align:top">${escapeHtml(item.label)}</td><td style="padding:2px 0">${escapeHtml(item.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = content.quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0b3d91;background:#f4f6fa;white-space:pre-wrap;line-height:1.5">${escapeHtml(content.quote)}</blockquote>`
    : '';
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b3d91;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555">Dacă butonul nu funcționează, copiază adresa în browser: ${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : '';
  const cards = content.cards?.length ? cardsHtml(content.cards) : '';
  const trusted = content.trustedHtml ? `<div style="margin:0 0 16px;line-height:1.5">${content.trustedHtml.html}</div>` : '';
  const links = content.links?.length
    ? `<p style="margin:12px 0 0;font-size:13px;color:#555">${content.links
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#0b3d91">${escapeHtml(link.label)}</a>`)
        .join(' · ')}</p>`
    : '';
  const html = `<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1c2434">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:bold;color:#0b3d91;margin-bottom:16px">RoAfaceri</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${trusted}${cards}${detailRows}${quote}${button}${footnote}${links}
</div>
<p style="font-size:12px;color:#6b7280;margin-top:16px">RoAfaceri — grup de firme de consultanță și marketplace de afaceri. <a href="${escapeHtml(publicUrl)}" style="color:#6b7280">${escapeHtml(publicUrl)}</a></p>
</div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.trustedHtml ? [content.trustedHtml.text, ''] : []),
    ...(content.cards?.length ? cardsText(content.cards) : []),
    ...(details.length ? [...details.map((item) => `${item.label}: ${item.value}`), ''] : []),
    ...(content.quote ? [...content.quote.split(/\r?\n/).map((line) => `> ${line}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.links?.length ? [...content.links.map((link) => `${link.label}: ${link.url}`), ''] : []),
    '—',
    `RoAfaceri · ${publicUrl}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}
