import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chosenNames, chosenText, FilePicker, NO_FILE_CHOSEN } from './FilePicker';

const render = (props: Parameters<typeof FilePicker>[0]) => renderToStaticMarkup(createElement(FilePicker, props));

describe('FilePicker', () => {
  it('renders a real file input named for the form, labelled by a Romanian button', () => {
    const html = render({ id: 'docs', name: 'documents', multiple: true, accept: '.pdf', required: true });
    const input = html.match(/<input[^>]*>/)?.[0] ?? '';
    expect(input).toContain('type="file"');
    expect(input).toContain('name="documents"');
    expect(input).toContain('id="docs"');
    expect(input).toContain('multiple=""');
    expect(input).toContain('required=""');
    expect(input).toContain('accept=".pdf"');
    // Visually hidden by its class, never `display: none` or `hidden` (which would drop it from keyboards and forms).
    expect(input).toContain('class="file-picker__input"');
    expect(input).not.toMatch(/\shidden|display:\s*none|tabindex="-1"/);
    // The button is a label of the input: clicking it opens the picker, and it names the input.
    expect(html).toMatch(/<label for="docs" class="button button--secondary file-picker__button">Alege fișierele<\/label>/);
  });

  it('says „Niciun fișier ales” until files are chosen, and the input is described by it', () => {
    const html = render({ id: 'avatar', name: 'avatar', buttonText: 'Alege o imagine', 'aria-describedby': 'avatar-hint' });
    expect(html).toContain('>Alege o imagine</label>');
    expect(html).toContain(`<span class="file-picker__names" id="avatar-chosen" aria-live="polite">${NO_FILE_CHOSEN}</span>`);
    // Shown once the code runs (it cannot follow a choice before): the server markup is not marked ready.
    expect(html).toMatch(/<span class="file-picker">/);
    expect(html.match(/<input[^>]*>/)?.[0]).toContain('aria-describedby="avatar-hint avatar-chosen"');
    expect(NO_FILE_CHOSEN).toBe('Niciun fișier ales');
  });

  it('lists the chosen file names', () => {
    const files = [{ name: 'bilant-2024.pdf' }, { name: 'contract.docx' }] as unknown as FileList;
    expect(chosenNames(files)).toEqual(['bilant-2024.pdf', 'contract.docx']);
    expect(chosenText(chosenNames(files))).toBe('bilant-2024.pdf, contract.docx');
    expect(chosenText(chosenNames(null))).toBe('Niciun fișier ales');
  });

  it('can leave the names out for uploaders that list the uploaded files themselves', () => {
    const html = render({ id: 'gallery', multiple: true, buttonText: 'Alege imaginile', showNames: false });
    expect(html).not.toContain('file-picker__names');
    expect(html).toContain('>Alege imaginile</label>');
  });
});

describe('every file field of the site', () => {
  const app = fileURLToPath(new URL('..', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx$/.test(name) && !/\.spec\./.test(name) ? [path] : [];
    });

  it('uses FilePicker, never a bare <input type="file">', () => {
    const bare = sources(app).filter((path) => !path.endsWith('FilePicker.tsx') && /type=["{']+file/.test(readFileSync(path, 'utf8')));
    expect(bare.map((path) => relative(app, path))).toEqual([]);
  });

  it.each([
    // The photo and document uploaders of the publishing form both render it through UploadField.
    'features/publishing/UploadField.tsx',
    'features/consulting/documents/DocumentUploadForm.tsx',
    'features/content/SuccessStories.tsx',
    'features/messages/ConversationView.tsx',
    'routes/protected/profile.tsx',
  ])('%s renders a FilePicker', (file) => {
    expect(readFileSync(join(app, file), 'utf8')).toMatch(/<FilePicker\s/);
  });
});
