import { checkImageFiles, progressLabel, uploadErrorMessage } from './image-upload';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkImageFiles', () => {
  it('accepts JPEG, PNG, WebP and AVIF up to 10 MB', () => {
    const files = [file('a.jpg', MB, 'image/jpeg'), file('b.png', 10 * MB, 'image/png'), file('c.webp', 5, 'image/webp'), file('d.avif', 5, '')];
    expect(checkImageFiles(files, 0)).toEqual({ accepted: files, messages: [] });
  });

  it('refuses other types and larger files, in Romanian', () => {
    const result = checkImageFiles([file('plan.pdf', 10, 'application/pdf'), file('mare.jpg', 10 * MB + 1, 'image/jpeg'), file('bun.png', 10, 'image/png')], 0);
    expect(result.accepted.map((item) => item.name)).toEqual(['bun.png']);
    expect(result.messages).toEqual(['„plan.pdf” nu este o imagine acceptată (JPEG, PNG, WebP sau AVIF).', '„mare.jpg” depășește 10 MB.']);
  });

  it('stops at 20 pictures per listing', () => {
    const files = [file('1.png', 10, 'image/png'), file('2.png', 10, 'image/png'), file('3.png', 10, 'image/png')];
    const result = checkImageFiles(files, 18);
    expect(result.accepted).toHaveLength(2);
    expect(result.messages).toEqual(['Un anunț poate avea cel mult 20 de imagini: o imagine nu a fost adăugată.']);
  });
});

describe('upload texts', () => {
  it('labels the progress', () => {
    expect(progressLabel(1, 40)).toBe('Se încarcă o imagine: 40%');
    expect(progressLabel(2, 100)).toBe('Se încarcă 2 imagini: 100%');
  });

  it("shows the server's field message when it refuses a file", () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Unele câmpuri nu sunt valide.',
        details: [{ field: 'images', message: 'Fișierul „x.png” nu este o imagine.' }],
      },
    };
    expect(uploadErrorMessage(400, body)).toBe('Fișierul „x.png” nu este o imagine.');
    expect(uploadErrorMessage(401, null)).toBe('Sesiunea a expirat. Autentifică-te din nou pentru a încărca imagini.');
    expect(uploadErrorMessage(0, null)).toMatch(/conexiunea/);
  });
});
