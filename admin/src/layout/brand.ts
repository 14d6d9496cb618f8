/**
 * The site's brand, read from the site's own files so the console never keeps a copy: the colours and
 * font of frontend/app/styles/tokens.css (CSS custom properties) and the logo mark of
 * frontend/public/favicon.svg (the same mark as the site's header logo). Vite inlines both texts.
 */
import tokensCss from '../../../frontend/app/styles/tokens.css?raw';
import logoSvg from '../../../frontend/public/favicon.svg?raw';

/** The value of `--name` in the site's `:root`; a token the console needs and cannot find stops the console loading. */
export function cssToken(css: string, name: string): string {
  const match = new RegExp(`--${name}\\s*:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`The site's tokens.css has no --${name}`);
  return match[1].trim();
}

const token = (name: string) => cssToken(tokensCss, name);

export const BRAND = {
  primary: token('color-primary'),
  primaryDark: token('color-primary-dark'),
  primarySoft: token('color-primary-soft'),
  accent: token('color-accent'),
  accentDark: token('color-accent-dark'),
  text: token('color-text'),
  muted: token('color-muted'),
  background: token('color-bg-muted'),
  danger: token('color-danger'),
  success: token('color-success'),
  focus: token('color-focus'),
  font: token('font-sans'),
  radius: Number.parseInt(token('radius'), 10),
} as const;

/** The logo mark's SVG markup (34 × 34, the site's colours). */
export const LOGO_SVG = logoSvg.trim();
