import sharp from 'sharp';
import { ListingType } from '../../contracts/lists.js';

/** Two gradient stops per palette; three palettes per family. */
const PALETTES: Record<ListingType, readonly (readonly [string, string])[]> = {
  [ListingType.Company]: [
    ['#0f766e', '#134e4a'],
    ['#0e7490', '#164e63'],
    ['#15803d', '#14532d'],
  ],
  [ListingType.Active]: [
    ['#b45309', '#78350f'],
    ['#a16207', '#713f12'],
    ['#c2410c', '#7c2d12'],
  ],
  [ListingType.Fund]: [
    ['#1d4ed8', '#1e3a8a'],
    ['#4338ca', '#312e81'],
    ['#0369a1', '#0c4a6e'],
  ],
  [ListingType.Service]: [
    ['#7c3aed', '#4c1d95'],
    ['#9333ea', '#581c87'],
    ['#6d28d9', '#3b0764'],
  ],
  [ListingType.News]: [
    ['#334155', '#0f172a'],
    ['#475569', '#1e293b'],
    ['#3f3f46', '#18181b'],
  ],
  [ListingType.Investment]: [
    ['#059669', '#064e3b'],
    ['#16a34a', '#14532d'],
    ['#0d9488', '#134e4a'],
  ],
  [ListingType.Investor]: [
    ['#be123c', '#881337'],
    ['#9f1239', '#4c0519'],
    ['#b91c1c', '#7f1d1d'],
  ],
};

/** A pictogram per family, drawn in white strokes around (0, 0) in a 260 × 260 box. */
const PICTOGRAMS: Record<ListingType, string> = {
  // A shop front with an awning.
  [ListingType.Company]:
    '<path d="M-120 -40 L-100 -110 H100 L120 -40 Z"/><path d="M-120 -40 Q-90 0 -60 -40 Q-30 0 0 -40 Q30 0 60 -40 Q90 0 120 -40"/><path d="M-100 -10 V110 H100 V-10"/><path d="M-30 110 V40 H30 V110"/>',
  // A van.
  [ListingType.Active]:
    '<path d="M-130 60 V-60 H40 V60"/><path d="M40 -20 H90 L130 20 V60 H40"/><circle cx="-70" cy="75" r="25"/><circle cx="80" cy="75" r="25"/>',
  // Stacked coins.
  [ListingType.Fund]:
    '<ellipse cx="0" cy="-70" rx="100" ry="32"/><path d="M-100 -70 V-20 Q0 30 100 -20 V-70"/><path d="M-100 -20 V30 Q0 80 100 30 V-20"/><path d="M-100 30 V80 Q0 130 100 80 V30"/>',
  // A briefcase.
  [ListingType.Service]:
    '<rect x="-130" y="-60" width="260" height="170" rx="18"/><path d="M-45 -60 V-100 H45 V-60"/><path d="M-130 10 H130"/><path d="M-20 10 V35 H20 V10"/>',
  // A newspaper.
  [ListingType.News]:
    '<rect x="-120" y="-110" width="240" height="220" rx="14"/><path d="M-85 -70 H85"/><rect x="-85" y="-35" width="70" height="60"/><path d="M10 -30 H85 M10 0 H85 M10 30 H85 M-85 65 H85"/>',
  // A rising chart.
  [ListingType.Investment]: '<path d="M-120 -110 V110 H130"/><path d="M-90 60 L-30 0 L20 30 L110 -70"/><path d="M60 -70 H110 V-20"/>',
  // Two people.
  [ListingType.Investor]:
    '<circle cx="-50" cy="-50" r="40"/><path d="M-130 100 Q-130 10 -50 10 Q30 10 30 100"/><circle cx="65" cy="-35" r="32"/><path d="M55 25 Q130 25 130 100"/>',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The demo card as SVG: gradient, soft circles, the family's pictogram, the label, the brand. */
export function demoCardSvg(family: ListingType, palette: number, label: string): string {
  const [from, to] = PALETTES[family][palette % PALETTES[family].length];
  const size = label.length > 26 ? 44 : 54;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>
<circle cx="${1000 - palette * 120}" cy="${150 + palette * 40}" r="260" fill="#fff" fill-opacity="0.07"/>
<circle cx="${160 + palette * 60}" cy="720" r="200" fill="#000" fill-opacity="0.08"/>
<g transform="translate(600 330)" fill="none" stroke="#fff" stroke-width="16" stroke-linejoin="round" stroke-linecap="round">${PICTOGRAMS[family]}</g>
<text x="600" y="610" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(label)}</text>
<text x="130" y="110" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#fff" fill-opacity="0.8">RoAfaceri</text>
</svg>`;
}

/**
 * Renders demo cards once per (family, palette, label) as 1200 × 800 JPEG, the way a user's photo
 * would arrive; the uploads module then checks and re-encodes them like any upload.
 */
export class DemoCardRenderer {
  private readonly cache = new Map<string, Promise<Buffer>>();

  render(family: ListingType, palette: number, label: string): Promise<Buffer> {
    const key = `${family}:${palette}:${label}`;
    let card = this.cache.get(key);
    if (!card) {
      card = sharp(Buffer.from(demoCardSvg(family, palette, label)))
        .jpeg({ quality: 88 })
        .toBuffer();
      this.cache.set(key, card);
    }
    return card;
  }
}
