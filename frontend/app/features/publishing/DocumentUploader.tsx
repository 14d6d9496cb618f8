/**
 * „Documente private” on the photo step of the company and investment forms: choose PDF, Word,
 * Excel or PowerPoint files, watch each batch upload, see them listed with name and size, remove
 * one. The list goes with the form as hidden `document` keys (and `documentsJson` to list them
 * again after a refusal). Without JavaScript the file input itself is sent with the form and the
 * action uploads the files; each listed document then has an „Elimină” box, applied when the form
 * is sent (see `readDocuments`).
 */
import { LISTING_MAX_DOCUMENTS, type ListingDocument } from '@contracts/listings';
import { DOCUMENT_ACCEPT, checkDocumentFiles, documentProgressLabel, formatFileSize, uploadDocuments } from './document-upload';
import { fieldId } from './PublishField';
import { UploadField } from './UploadField';
import { useUploadBatch } from './use-upload-batch';

export const DOCUMENTS_HINT = 'Le văd doar tu, echipa RoAfaceri și cumpărătorii cărora le aprobi accesul (pentru un anunț confidențial).';

interface DocumentUploaderProps {
  documents: readonly ListingDocument[];
  onChange: (documents: ListingDocument[]) => void;
  /** Refusal of the server for the documents (after a submission). */
  error?: string;
  hydrated: boolean;
  onBusyChange: (busy: boolean) => void;
}

export function DocumentUploader({ documents, onChange, error, hydrated, onBusyChange }: DocumentUploaderProps) {
  const id = fieldId('documents');
  const { input, batch, messages, announcement, onFiles, remove } = useUploadBatch({
    items: documents,
    onChange,
    onBusyChange,
    check: checkDocumentFiles,
    upload: uploadDocuments,
    added: (count) => (count === 1 ? 'Un document a fost adăugat.' : `${count} documente au fost adăugate.`),
    removed: 'Documentul a fost eliminat.',
  });

  const full = documents.length >= LISTING_MAX_DOCUMENTS;
  const errors = [...(error ? [error] : []), ...messages];

  return (
    <div className="publish-documents" data-testid="publish-documents">
      <h3 className="publish-step__subtitle">Documente private</h3>
      <UploadField
        id={id}
        label="Adaugă documente"
        buttonText="Alege fișierele"
        name="documents"
        accept={DOCUMENT_ACCEPT}
        hint={
          <>
            {DOCUMENTS_HINT} PDF, Word, Excel sau PowerPoint;{' '}
            {full ? `ai adăugat numărul maxim de ${LISTING_MAX_DOCUMENTS} documente.` : `${documents.length} din ${LISTING_MAX_DOCUMENTS} documente.`}
          </>
        }
        errors={errors}
        full={full}
        hydrated={hydrated}
        upload={{ input, batch, announcement, onFiles }}
        progressLabel={documentProgressLabel}
        progressTestId="document-upload-progress"
      />

      {documents.length ? (
        <ul className="publish-documents__list" aria-label="Documentele private ale anunțului" data-testid="document-list">
          {documents.map((document, index) => (
            <li key={document.key} className="publish-documents__item" data-document-key={document.key}>
              <input type="hidden" name="document" value={document.key} />
              <span className="publish-documents__name">{document.originalName || `Documentul ${index + 1}`}</span>{' '}
              {document.size ? <span className="muted-text publish-documents__size">({formatFileSize(document.size)})</span> : null}
              {hydrated ? (
                <button
                  type="button"
                  className="button button--danger-outline publish-photos__button"
                  onClick={() => remove(document.key)}
                  aria-label={`Elimină documentul ${document.originalName || index + 1}`}
                >
                  Elimină
                </button>
              ) : (
                <label className="publish-photos__choice">
                  <input type="checkbox" name="removeDocument" value={document.key} />
                  <span>
                    Elimină<span className="visually-hidden"> documentul {document.originalName || index + 1}</span>
                  </span>
                </label>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {!hydrated && documents.length ? <p className="field__hint">Documentele bifate la „Elimină” se scot atunci când trimiți formularul.</p> : null}
      <input type="hidden" name="documentsJson" value={JSON.stringify(documents)} />
    </div>
  );
}
