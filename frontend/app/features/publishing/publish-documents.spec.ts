import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import type { ListingDocument } from '@contracts/listings';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { checkDocumentFiles, documentUploadErrorMessage, formatFileSize } from './document-upload';
import { DOCUMENTS_HINT, DocumentUploader } from './DocumentUploader';
import { publishAction, publishLoader, type PublishActionData } from './publish.server';
import { PUBLISH_FORMS, stepOfField } from './publish-forms';
import { emptyValues, mapApiErrors, readDocuments, toPayload, type PublishValues } from './publish-rules';
import { PublishPreview } from './PublishPreview';

const MB = 1024 * 1024;
const company = PUBLISH_FORMS.company;
const service = PUBLISH_FORMS.service;
const photosStep = company.steps.findIndex((step) => step.id === 'photos');
const LISTING = '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11';
const docKey = (n: number, extension = 'pdf') => `a1b2c3d4-0000-4000-8000-00000000000${n}.${extension}`;
const doc = (n: number, originalName: string, size = 120_000, extension = 'pdf'): ListingDocument => ({
  key: docKey(n, extension),
  originalName,
  size,
  contentType: 'application/pdf',
});
const file = (name: string, size: number, type: string) => ({ name, size, type });
const seller: SessionUser = {
  id: 'u1',
  fullName: 'Radu Marinescu',
  email: 'radu@example.ro',
  userType: UserType.PersoanaJuridica,
  emailVerified: true,
  claims: { role: 'user' },
};

function companyValues(): PublishValues {
  return {
    ...emptyValues(company, { name: 'Radu Marinescu', phone: '0740 123 456' }),
    title: 'Cafenea de specialitate în Cluj',
    domain: ['9'],
    description: 'O cafenea cu clienți fideli, în centrul orașului.',
    county: '16',
  };
}

/** The publishing form posted as multipart (as the page does), with repeated keys and files. */
function postedForm(values: PublishValues, extra: [string, string | File][] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

function actionArgs(path: string, routes: Record<string, StubAnswer>, form: FormData) {
  const stubbed = stubbedArgs(path, { 'GET /api/account': { status: 200, body: { user: seller, favoriteCount: 0 } }, ...routes }, { signedIn: true });
  const request = new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie: 'auth_token=t' }, body: form });
  return { calls: stubbed.calls, args: { ...stubbed.args, request } };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; data: PublishActionData }> {
  const result = (await promise) as { init?: { status?: number }; data: PublishActionData };
  return { status: result.init?.status ?? 200, data: result.data };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  return null;
}

describe('private documents: the browser checks', () => {
  it('accepts PDF, Word, Excel and PowerPoint by type or by name, up to 15 MB', () => {
    const files = [
      file('bilant.pdf', MB, 'application/pdf'),
      file('contract.docx', 15 * MB, ''),
      file('cifre.xlsx', 10, 'application/octet-stream'),
      file('prezentare.ppt', 10, 'application/vnd.ms-powerpoint'),
    ];
    expect(checkDocumentFiles(files, 0)).toEqual({ accepted: files, messages: [] });
  });

  it('refuses pictures, larger and empty files, in Romanian', () => {
    const result = checkDocumentFiles(
      [
        file('poza.png', 10, 'image/png'),
        file('mare.pdf', 15 * MB + 1, 'application/pdf'),
        file('gol.pdf', 0, 'application/pdf'),
        file('bun.pdf', 10, 'application/pdf'),
      ],
      0,
    );
    expect(result.accepted.map((item) => item.name)).toEqual(['bun.pdf']);
    expect(result.messages).toEqual([
      '„poza.png” nu este un document acceptat (PDF, Word, Excel sau PowerPoint).',
      '„mare.pdf” depășește 15 MB.',
      '„gol.pdf” este un fișier gol.',
    ]);
  });

  it('stops at 10 documents per listing', () => {
    const result = checkDocumentFiles([file('1.pdf', 10, 'application/pdf'), file('2.pdf', 10, 'application/pdf'), file('3.pdf', 10, 'application/pdf')], 8);
    expect(result.accepted.map((item) => item.name)).toEqual(['1.pdf', '2.pdf']);
    expect(result.messages).toEqual(['Un anunț poate avea cel mult 10 documente: un document nu a fost adăugat.']);
  });

  it('reads sizes the Romanian way and passes the API’s refusal on', () => {
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(120_000)).toBe('117 kB');
    expect(formatFileSize(1.5 * MB)).toBe('1,5 MB');
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Date invalide.',
        details: [{ field: 'documents', message: 'Documentul trebuie să fie PDF sau un fișier Office (Word, Excel, PowerPoint).' }],
      },
    };
    expect(documentUploadErrorMessage(400, body)).toBe('Documentul trebuie să fie PDF sau un fișier Office (Word, Excel, PowerPoint).');
    expect(documentUploadErrorMessage(401, null)).toBe('Sesiunea a expirat. Autentifică-te din nou pentru a încărca documente.');
  });
});

describe('private documents: the rules', () => {
  it('are offered on the photo step of the company and investment forms only', () => {
    expect(company.privateDocuments).toBe(true);
    expect(PUBLISH_FORMS.investment.privateDocuments).toBe(true);
    expect(service.privateDocuments).toBeFalsy();
    expect(PUBLISH_FORMS.investor.privateDocuments).toBeFalsy();
    expect(stepOfField(company, 'documents')).toBe(photosStep);
    expect(stepOfField(service, 'documents')).toBe(-1);
    expect(mapApiErrors(company, { 'documents.0': 'Documentul nu este valid.' })).toEqual({
      errors: { documents: 'Documentul nu este valid.' },
      step: photosStep,
      other: [],
    });
  });

  it('reads the keys in order with their names, drops malformed keys and the ones ticked „Elimină”', () => {
    const form = postedForm({}, [
      ['document', docKey(2, 'xlsx')],
      ['document', docKey(1)],
      ['document', '../../etc/passwd'],
      ['document', docKey(3)],
      ['removeDocument', docKey(3)],
      ['documentsJson', JSON.stringify([doc(1, 'Bilanț 2025.pdf'), { ...doc(2, 'Cifre.xlsx', 800, 'xlsx'), size: 'mult' }, doc(3, 'Vechi.pdf')])],
    ]);
    expect(readDocuments(form)).toEqual([
      { key: docKey(2, 'xlsx'), originalName: 'Cifre.xlsx', size: 0, contentType: 'application/pdf' },
      doc(1, 'Bilanț 2025.pdf'),
    ]);
    // A broken description still keeps the keys.
    expect(
      readDocuments(
        postedForm({}, [
          ['document', docKey(1)],
          ['documentsJson', '{'],
        ]),
      ),
    ).toEqual([{ key: docKey(1), originalName: docKey(1), size: 0, contentType: '' }]);
  });

  it('sends the document keys with the listing (an empty list removes them), never for the other families', () => {
    expect(toPayload(company, companyValues(), [], [doc(1, 'a.pdf'), doc(2, 'b.pdf')]).documents).toEqual([docKey(1), docKey(2)]);
    expect(toPayload(company, companyValues(), []).documents).toEqual([]);
    expect(toPayload(service, emptyValues(service), [], [doc(1, 'a.pdf')])).not.toHaveProperty('documents');
  });
});

describe('private documents: the page', () => {
  it('lists each document with its name, size and, without scripts, an „Elimină” box and a file input sent with the form', () => {
    const html = renderToStaticMarkup(
      createElement(DocumentUploader, {
        documents: [doc(1, 'Bilanț <2025>.pdf', 1.5 * MB)],
        onChange: () => undefined,
        hydrated: false,
        onBusyChange: () => undefined,
      }),
    );
    expect(html).toContain('Documente private');
    expect(html).toContain(DOCUMENTS_HINT);
    expect(html).toContain('Bilanț &lt;2025&gt;.pdf');
    expect(html).toContain('(1,5 MB)');
    // The file input (inside the shared FilePicker), sent with the form without scripts.
    const fileInput = html.match(/<input [^>]*type="file"[^>]*>/)?.[0] ?? '';
    expect(fileInput).toMatch(/accept="\.pdf,[^"]*application\/pdf/);
    expect(fileInput).toContain('name="documents"');
    expect(html).toContain(`<input type="hidden" name="document" value="${docKey(1)}"/>`);
    expect(html).toContain(`<input type="checkbox" name="removeDocument" value="${docKey(1)}"/>`);
    // With scripts the files are uploaded at once: the input is not sent with the form.
    const hydrated = renderToStaticMarkup(
      createElement(DocumentUploader, { documents: [doc(1, 'Bilanț.pdf')], onChange: () => undefined, hydrated: true, onBusyChange: () => undefined }),
    );
    expect(hydrated).not.toContain('name="documents"');
    expect(hydrated).toContain('aria-label="Elimină documentul Bilanț.pdf"');
  });

  it('previews the documents’ names', () => {
    const html = renderToStaticMarkup(
      createElement(PublishPreview, { form: company, values: companyValues(), gallery: [], documents: [doc(1, 'Bilanț 2025.pdf'), doc(2, 'Contract.pdf')] }),
    );
    expect(html).toContain('data-testid="preview-documents"');
    expect(html).toContain('<li>Bilanț 2025.pdf</li><li>Contract.pdf</li>');
    expect(renderToStaticMarkup(createElement(PublishPreview, { form: service, values: emptyValues(service), gallery: [] }))).not.toContain(
      'preview-documents',
    );
  });
});

describe('private documents: loader and action', () => {
  it('an edited listing comes with its documents', async () => {
    const listing = testListing(ListingType.Company, { id: LISTING, status: 'approved', statusName: 'Aprobat', documents: [doc(1, 'Bilanț.pdf')] });
    const { args } = stubbedArgs(
      `/adauga-companie?id=${LISTING}`,
      {
        'GET /api/account': { status: 200, body: { user: seller, favoriteCount: 0 } },
        [`GET /api/${company.family.api}/id/${LISTING}`]: { status: 200, body: listing },
      },
      { signedIn: true },
    );
    const data = await publishLoader(args, 'company');
    expect(data.documents).toEqual([doc(1, 'Bilanț.pdf')]);
    expect(data.edit?.id).toBe(LISTING);
  });

  it('creates the listing with the documents listed in the form', async () => {
    const form = postedForm(companyValues(), [
      ['document', docKey(1)],
      ['document', docKey(2)],
      ['documentsJson', JSON.stringify([doc(1, 'a.pdf'), doc(2, 'b.pdf')])],
    ]);
    const { calls, args } = actionArgs('/adauga-companie', { [`POST /api/${company.family.api}`]: { status: 201, body: { id: LISTING } } }, form);
    expect(await redirectOf(publishAction(args, 'company'))).toBe(`/cont/anunturile-mele?trimis=${LISTING}`);
    const created = calls.find((call) => call.key === `POST /api/${company.family.api}`);
    expect((created?.body as { documents: string[] }).documents).toEqual([docKey(1), docKey(2)]);
  });

  it('without scripts uploads the attached files first and saves them with the ones kept', async () => {
    const form = postedForm(companyValues(), [
      ['document', docKey(1)],
      ['document', docKey(2)],
      ['removeDocument', docKey(2)],
      ['documents', new File(['%PDF-1.4 test'], 'Contract.pdf', { type: 'application/pdf' })],
    ]);
    const { calls, args } = actionArgs(
      `/adauga-companie?id=${LISTING}`,
      {
        'POST /api/uploads/documents': { status: 201, body: { documents: [doc(3, 'Contract.pdf')] } },
        [`PUT /api/${company.family.api}/update/${LISTING}`]: { status: 200, body: { id: LISTING } },
      },
      form,
    );
    expect(await redirectOf(publishAction(args, 'company'))).toBe(`/cont/anunturile-mele?actualizat=${LISTING}`);
    expect(calls.map((call) => call.key)).toEqual(['GET /api/account', 'POST /api/uploads/documents', `PUT /api/${company.family.api}/update/${LISTING}`]);
    expect((calls[2]!.body as { documents: string[] }).documents).toEqual([docKey(1), docKey(3)]);
  });

  it('a refused upload comes back on the photo step, the listing unsaved', async () => {
    const form = postedForm(companyValues(), [['documents', new File(['nu este pdf'], 'poza.pdf', { type: 'application/pdf' })]]);
    const { calls, args } = actionArgs(
      '/adauga-companie',
      {
        'POST /api/uploads/documents': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Date invalide.',
              details: [{ field: 'documents', message: 'Documentul trebuie să fie PDF sau un fișier Office (Word, Excel, PowerPoint).' }],
            },
          },
        },
      },
      form,
    );
    const { status, data } = await refusal(publishAction(args, 'company'));
    expect(status).toBe(400);
    expect(data.errors).toEqual({ documents: 'Documentul trebuie să fie PDF sau un fișier Office (Word, Excel, PowerPoint).' });
    expect(data.step).toBe(photosStep);
    expect(calls.some((call) => call.key.startsWith(`POST /api/${company.family.api}`))).toBe(false);
  });

  it('an API refusal of a document key shows on the documents, with the documents kept', async () => {
    const form = postedForm(companyValues(), [
      ['document', docKey(1)],
      ['documentsJson', JSON.stringify([doc(1, 'a.pdf')])],
    ]);
    const { args } = actionArgs(
      '/adauga-companie',
      {
        [`POST /api/${company.family.api}`]: {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Date invalide.',
              details: [{ field: 'documents', message: `Documentul „a.pdf” nu îți aparține sau nu există.` }],
            },
          },
        },
      },
      form,
    );
    const { status, data } = await refusal(publishAction(args, 'company'));
    expect(status).toBe(400);
    expect(data.errors.documents).toBe('Documentul „a.pdf” nu îți aparține sau nu există.');
    expect(data.step).toBe(photosStep);
    expect(data.documents).toEqual([doc(1, 'a.pdf')]);
  });
});
