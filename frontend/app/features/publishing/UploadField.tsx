import { useId, type ReactNode, type RefObject } from 'react';
import { FilePicker } from '~/components/FilePicker';
import type { Batch } from './use-upload-batch';

interface UploadFieldProps {
  id: string;
  /** The field's label; „(opțional)” follows it. */
  label: string;
  buttonText: string;
  /** The file input's name when it goes with the form (before hydration). */
  name: string;
  accept: string;
  pickerClassName?: string;
  hint: ReactNode;
  /** The server's refusal and the browser's own, shown under the field. */
  errors: readonly string[];
  /** The maximum is reached: nothing more can be chosen. */
  full: boolean;
  hydrated: boolean;
  /** From useUploadBatch. */
  upload: { input: RefObject<HTMLInputElement | null>; batch: Batch | null; announcement: string; onFiles: (files: FileList | null) => Promise<void> };
  progressLabel: (count: number, percent: number) => string;
  progressTestId: string;
}

/**
 * The file field of an uploader of the publishing form (pictures, documents): the picker, its hint
 * and errors, the progress of the batch uploading and what screen readers hear. What was uploaded
 * (thumbnails, names and sizes) is shown by the uploader below it.
 */
export function UploadField({
  id,
  label,
  buttonText,
  name,
  accept,
  pickerClassName,
  hint,
  errors,
  full,
  hydrated,
  upload: { input, batch, announcement, onFiles },
  progressLabel,
  progressTestId,
}: UploadFieldProps) {
  const statusId = useId();
  return (
    <>
      <div className={`field${errors.length ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {label} <span className="publish-optional">(opțional)</span>
        </label>
        <FilePicker
          inputRef={input}
          id={id}
          className={pickerClassName}
          buttonText={buttonText}
          // What was uploaded is shown below (thumbnails, or names with sizes); the names would repeat it.
          showNames={false}
          onChosenBeforeHydration={(files) => void onFiles(files)}
          // Without scripts the files go with the form; with scripts they are uploaded at once.
          name={hydrated ? undefined : name}
          accept={accept}
          multiple
          disabled={full || batch !== null}
          aria-describedby={`${id}-hint${errors.length ? ` ${id}-error` : ''}`}
          aria-invalid={errors.length ? true : undefined}
          onChange={(event) => void onFiles(event.target.files)}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
        {errors.length ? (
          <div className="field__error" id={`${id}-error`} role="alert">
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>

      {batch ? (
        <div className="publish-photos__progress" data-testid={progressTestId}>
          <label htmlFor={statusId}>{progressLabel(batch.count, batch.percent)}</label>
          <progress id={statusId} max={100} value={batch.percent}>
            {batch.percent}%
          </progress>
        </div>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
