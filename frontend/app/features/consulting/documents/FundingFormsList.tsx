import { formatFileSize } from '@contracts/format-size';
import type { ProgrammeForms } from './funding-forms.server';

/** One programme's forms: each a download link with its file type and size. */
export function FundingFormsList({ programme }: { programme: ProgrammeForms }) {
  if (!programme.forms.length) {
    return (
      <p className="muted-text">Formularele pentru acest program vor fi publicate aici de consultanții noștri. Până atunci, scrie-ne și ți le trimitem.</p>
    );
  }
  return (
    <ul className="form-files" aria-label={`Formularele programului ${programme.name}`}>
      {programme.forms.map((form) => (
        <li key={form.id} className="form-files__item" data-form-id={form.id}>
          <span className={`form-files__badge form-files__badge--${form.extension}`} aria-hidden="true">
            {form.extension.toUpperCase()}
          </span>
          <span className="form-files__body">
            <a href={form.url} className="form-files__title link" download={form.fileName}>
              {form.title}
            </a>
            <span className="form-files__meta">
              {form.typeName} · {formatFileSize(form.size)} · <span className="form-files__name">{form.fileName}</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
