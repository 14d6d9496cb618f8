import { createTheme, ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { FileField, FileInput, Form, I18nContext, ImageField, ImageInput } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { BRAND } from './brand';
import { lightTheme } from './theme';

/**
 * The console's file fields (funding forms' file, listings' pictures) as staff see them: a styled
 * drop zone in the brand's colours with Romanian texts, the browser's own English button hidden.
 */
function render(field: React.ReactNode) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nContext.Provider value={i18nProvider}>
        <ThemeProvider theme={createTheme(lightTheme)}>
          <Form record={{}}>{field}</Form>
        </ThemeProvider>
      </I18nContext.Provider>
    </MemoryRouter>,
  );
  const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
  const text = html
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, css, text };
}

describe('file inputs of the console', () => {
  it('show a Romanian drop zone for one file', () => {
    const { html, text } = render(
      <FileInput source="file" label="Fișierul formularului">
        <FileField source="src" title="title" />
      </FileInput>,
    );
    expect(text).toContain('Trage aici un fișier de încărcat sau fă clic pentru a-l alege.');
    expect(text).not.toMatch(/drop|choose|select|no file/i);
    // The native input is there (keyboard, forms) but visually hidden: no "Choose file / No file chosen".
    expect(html).toMatch(/<input[^>]*type="file"[^>]*style="[^"]*clip-path:inset\(50%\)/);
  });

  it('show a Romanian drop zone for several pictures', () => {
    const { text } = render(
      <ImageInput source="images" label="Fotografii" multiple>
        <ImageField source="src" />
      </ImageInput>,
    );
    expect(text).toContain('Trage aici imaginile de încărcat sau fă clic pentru a alege una.');
  });

  it("style the drop zone as the site's pickers: dashed border in the brand blue, the site's focus ring", () => {
    const { css } = render(<FileInput source="file" label="Fișier" />);
    const zone = css.match(/\.RaFileInput-dropZone\{[^}]*\}/g)?.join(' ') ?? '';
    expect(zone).toContain(`border:2px dashed ${BRAND.primary}`);
    expect(zone).toContain(`background:${BRAND.primarySoft}`);
    expect(css).toMatch(new RegExp(`RaFileInput-dropZone:focus-visible\\{outline:3px solid ${BRAND.focus}`));
  });
});
