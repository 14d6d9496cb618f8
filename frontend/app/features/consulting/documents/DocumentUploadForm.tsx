import { useRef, useState, type FormEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import type { ErrorBody } from '@contracts/index';
import { FormMessage } from '~/components/Field';
import { errorTexts, GENERIC_ERROR } from '~/i18n/ro';
import { finishProgress, progressLabel, spreadProgress, startProgress, type FileProgress } from './upload-progress';
import { FilePicker } from '~/components/FilePicker';

const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf';

export const UPLOAD_SENT_ONE = 'Documentul a fost trimis consultantului.';
export const uploadSentMany = (count: number) => `Cele ${count} documente au fost trimise consultantului.`;
export const NOT_YOUR_REQUEST = 'Cererea nu există printre cererile tale.';

interface Outcome {
  ok: boolean;
  message: string;
}

/** The API's answer as a message: field `documents` first, then the code's text (never the API's `message`). */
function outcomeOf(status: number, body: unknown, count: number): Outcome {
  if (status >= 200 && status < 300) return { ok: true, message: count === 1 ? UPLOAD_SENT_ONE : uploadSentMany(count) };
  if (status === 404) return { ok: false, message: NOT_YOUR_REQUEST };
  const error = (body as ErrorBody | null)?.error;
  const field = error?.details?.find((detail) => detail.field === 'documents' || detail.field === 'file')?.message;
  return { ok: false, message: field ?? (error?.code ? (errorTexts[error.code] ?? GENERIC_ERROR) : errorTexts.NETWORK) };
}

/**
 * Uploads documents to one consulting request. Without JavaScript the form posts to the page's
 * action (multipart). With it, the same form is sent by XHR straight to
 * `POST /api/consulting/{id}/documents`, one request for all the files (one answer, one email to the
 * consultant), with a progress bar per file from the request's upload progress; then the page's
 * data is read again so the list shows the new documents.
 */
export function DocumentUploadForm({ requestId, requestNumber, busy }: { requestId: string; requestNumber: string; busy: boolean }) {
  const inputId = `documente-${requestId}`;
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (typeof XMLHttpRequest === 'undefined') return;
    event.preventDefault();
    const form = event.currentTarget;
    // Read at submit time: the field is what the browser would post.
    const data = new FormData(form);
    const target = String(data.get('request') ?? '');
    const files = data.getAll('documents').filter((value): value is File => value instanceof File && value.size > 0);
    if (!files.length) {
      setOutcome({ ok: false, message: 'Alege cel puțin un document.' });
      return;
    }
    const body = new FormData();
    for (const file of files) body.append('documents', file, file.name);
    let current = startProgress(files);
    setProgress(current);
    setOutcome(null);
    setSending(true);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/consulting/${encodeURIComponent(target)}/documents`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (progressEvent) => {
      if (!progressEvent.lengthComputable) return;
      current = spreadProgress(current, progressEvent.loaded, progressEvent.total);
      setProgress(current);
    };
    const finish = (status: number, answer: unknown) => {
      const result = outcomeOf(status, answer, files.length);
      setProgress(finishProgress(current, result.ok));
      setOutcome(result);
      setSending(false);
      if (result.ok) {
        if (fileInput.current) {
          fileInput.current.value = '';
          // Emptying the input sends no event: tell the picker, so it shows „Niciun fișier ales” again.
          fileInput.current.dispatchEvent(new Event('change', { bubbles: true }));
        }
        void revalidator.revalidate();
      }
    };
    xhr.onload = () => finish(xhr.status, xhr.response);
    xhr.onerror = () => finish(0, null);
    xhr.send(body);
  };

  return (
    <>
      <Form method="post" encType="multipart/form-data" className="my-request__upload" preventScrollReset onSubmit={onSubmit} aria-busy={sending}>
        <input type="hidden" name="request" value={requestId} />
        <label htmlFor={inputId}>Adaugă documente (PDF, Word, Excel sau PowerPoint)</label>
        <FilePicker id={inputId} inputRef={fileInput} name="documents" multiple accept={ACCEPT} required buttonText="Alege fișierele" />
        <button type="submit" className="button button--primary button--small" disabled={busy || sending}>
          Trimite documentele
        </button>
        {progress.length ? (
          <ul className="upload-progress" aria-label={`Trimiterea documentelor la cererea ${requestNumber}`}>
            {progress.map((file, index) => (
              <li key={`${index}-${file.name}`} className={`upload-progress__item upload-progress__item--${file.status}`}>
                <span className="upload-progress__name">{file.name}</span>
                <span className="upload-progress__value">{progressLabel(file)}</span>
                <progress max={100} value={file.percent} aria-label={`Progresul fișierului ${file.name}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </Form>
      {outcome ? <FormMessage kind={outcome.ok ? 'success' : 'error'}>{outcome.message}</FormMessage> : null}
    </>
  );
}
