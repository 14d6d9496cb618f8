import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Children, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { AppBar, BrandLogo } from './AppBar';
import { cssToken } from './brand';
import { darkTheme, lightTheme } from './theme';

/** The console wears the site's brand: colours and font from the site's tokens.css, its logo in the app bar. */
const siteFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../../frontend/${path}`, import.meta.url)), 'utf8');
const tokens = siteFile('app/styles/tokens.css');

describe('console theme', () => {
  const theme = createTheme(lightTheme);

  it("uses the site's primary and accent colours and its font", () => {
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe(cssToken(tokens, 'color-primary'));
    expect(theme.palette.primary.main).toMatch(/^#0b3d91$/i);
    expect(theme.palette.primary.dark).toBe(cssToken(tokens, 'color-primary-dark'));
    expect(theme.palette.secondary.main).toBe(cssToken(tokens, 'color-accent'));
    expect(theme.typography.fontFamily).toBe(cssToken(tokens, 'font-sans'));
    // Not react-admin's stock blue.
    expect(theme.palette.primary.main).not.toBe('#1976d2');
  });

  it('has a dark variant in the same colours, lightened to read on dark', () => {
    const dark = createTheme(darkTheme);
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.secondary.main).toBe(cssToken(tokens, 'color-accent'));
    expect(dark.palette.getContrastText(dark.palette.background.default)).toBe('#fff');
    expect(dark.typography.fontFamily).toBe(cssToken(tokens, 'font-sans'));
  });

  it("puts the app bar in the site's blue", () => {
    expect(lightTheme.components?.RaAppBar?.defaultProps).toEqual({ color: 'primary' });
  });

  it('stops the console when the site renames a token it needs', () => {
    expect(() => cssToken(':root { --color-brand: #000; }', 'color-primary')).toThrow(/--color-primary/);
  });
});

describe('app bar', () => {
  it('holds the logo before the page title', () => {
    const bar = AppBar();
    const children = Children.toArray((bar.props as { children: ReactNode }).children) as ReactElement[];
    expect(children[0]?.type).toBe(BrandLogo);
  });

  it("shows the site's logo mark and name", () => {
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={i18nProvider}>
        <ThemeProvider theme={createTheme(lightTheme)}>
          <BrandLogo />
        </ThemeProvider>
      </I18nContext.Provider>,
    );
    expect(html).toContain('data-testid="console-logo"');
    // The site's own mark, path for path (frontend/public/favicon.svg, also the site header's logo).
    const sitePath = /<path d="([^"]+)"/.exec(siteFile('public/favicon.svg'))![1];
    expect(html).toContain(`d="${sitePath}"`);
    expect(html).toContain(`fill="${cssToken(tokens, 'color-primary')}"`);
    expect(html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, '')).toBe('RoAfaceri');
  });
});
