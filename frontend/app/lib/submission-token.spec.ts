import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IDEMPOTENCY_KEY_HEADER, SUBMISSION_TOKEN_FIELD } from '@contracts/submissions';
import { createApiClient } from './api-client';
import { apiFetchContext } from './api-context';
import { stubbedArgs } from './stubbed-api.fixture';
import { SubmissionToken, submissionKey } from './submission-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The token the server draws into a form's HTML. */
const drawn = () => {
  const html = renderToStaticMarkup(createElement(SubmissionToken, { after: undefined }));
  return { html, name: /name="([^"]*)"/.exec(html)?.[1], value: /value="([^"]*)"/.exec(html)?.[1] };
};

const posted = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

describe('the submission token of a create form', () => {
  it('is a hidden field drawn into the server HTML, a new UUID for every form drawn', () => {
    const first = drawn();
    const second = drawn();
    expect(first.html).toMatch(/^<input type="hidden"/);
    expect(first.name).toBe(SUBMISSION_TOKEN_FIELD);
    expect(first.value).toMatch(UUID);
    expect(second.value).toMatch(UUID);
    expect(second.value).not.toBe(first.value);
  });

  it('is read back from the posted form, trimmed; a form without one sends no key', () => {
    expect(submissionKey(posted({ [SUBMISSION_TOKEN_FIELD]: ' 0b7c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f ' }))).toBe('0b7c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f');
    expect(submissionKey(posted({ [SUBMISSION_TOKEN_FIELD]: '   ' }))).toBeUndefined();
    expect(submissionKey(posted({ name: 'Ioana' }))).toBeUndefined();
  });

  it('gives each other create call of the same submission (its uploads) a key of its own', () => {
    const formData = posted({ [SUBMISSION_TOKEN_FIELD]: '0b7c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f' });
    expect(submissionKey(formData, 'images')).toBe('0b7c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f.images');
    expect(submissionKey(posted({}), 'images')).toBeUndefined();
  });

  it('goes to the API as the Idempotency-Key header, only on the call given it', async () => {
    const seen: (string | null)[] = [];
    const { args } = stubbedArgs('/contact', {});
    args.context.set(apiFetchContext, async (_path, init) => {
      seen.push(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const client = createApiClient(args);
    await client.call('/api/consulting/contact', { json: { email: 'ioana@example.ro' }, idempotencyKey: 'cheie-de-test-1' });
    await client.call('/api/consulting/contact', { json: { email: 'ioana@example.ro' } });
    expect(seen).toEqual(['cheie-de-test-1', null]);
  });
});
