/**
 * The photo step: choose pictures, watch each batch upload (a labelled <progress>), see the
 * thumbnails, remove one or make it the cover (the first picture is the cover). The gallery goes
 * with the form as hidden `gallery` keys. Without JavaScript the file input itself is sent with the
 * form and the action uploads the pictures; each picture then has an "Elimină" box and a cover
 * choice, applied when the form is sent (see `arrangeGallery`).
 */
import type { ChangeEvent } from 'react';
import type { GalleryImage } from '@contracts/listings';
import { LISTING_MAX_IMAGES } from '@contracts/listings';
import { ACCEPTED_IMAGE_TYPES, checkImageFiles, progressLabel, uploadImages } from './image-upload';
import { UploadField } from './UploadField';
import { useUploadBatch } from './use-upload-batch';
import { fieldId } from './PublishField';

interface ImageUploaderProps {
  gallery: readonly GalleryImage[];
  onChange: (gallery: GalleryImage[]) => void;
  /** Refusal of the server for the gallery (after a submission). */
  error?: string;
  hydrated: boolean;
  onBusyChange: (busy: boolean) => void;
  /** A confidential listing's form: each picture may be marked „Privată” (shown to approved buyers only). */
  privacy?: boolean;
}

export function ImageUploader({ gallery, onChange, error, hydrated, onBusyChange, privacy = false }: ImageUploaderProps) {
  const id = fieldId('gallery');
  const { input, batch, messages, announcement, setAnnouncement, latest, onFiles, remove } = useUploadBatch({
    items: gallery,
    onChange,
    onBusyChange,
    check: checkImageFiles,
    upload: uploadImages,
    added: (count) => (count === 1 ? 'O imagine a fost adăugată.' : `${count} imagini au fost adăugate.`),
    removed: 'Imaginea a fost eliminată.',
  });

  const makeCover = (key: string) => {
    const image = latest.current.find((item) => item.key === key);
    if (!image) return;
    onChange([image, ...latest.current.filter((item) => item.key !== key)]);
    setAnnouncement('Imaginea este acum coperta anunțului.');
  };

  const setPrivate = (key: string, hidden: boolean) => {
    onChange(
      latest.current.map((image) => {
        if (image.key !== key) return image;
        const { private: _private, ...rest } = image;
        return hidden ? { ...rest, private: true } : rest;
      }),
    );
  };

  const full = gallery.length >= LISTING_MAX_IMAGES;
  const errors = [...(error ? [error] : []), ...messages];

  return (
    <div className="publish-photos">
      <UploadField
        id={id}
        label="Adaugă fotografii"
        buttonText="Alege imaginile"
        name="images"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        pickerClassName="publish-photos__input"
        hint={
          full
            ? `Ai adăugat numărul maxim de ${LISTING_MAX_IMAGES} imagini.`
            : `${gallery.length} din ${LISTING_MAX_IMAGES} imagini. Poți alege mai multe deodată.`
        }
        errors={errors}
        full={full}
        hydrated={hydrated}
        upload={{ input, batch, announcement, onFiles }}
        progressLabel={progressLabel}
        progressTestId="upload-progress"
      />

      {gallery.length ? (
        <ol className="publish-photos__list" aria-label="Fotografiile anunțului" data-testid="gallery-thumbnails">
          {gallery.map((image, index) => (
            <li key={image.key} className="publish-photos__item">
              <input type="hidden" name="gallery" value={image.key} />
              <img
                src={image.thumbnail || image.location}
                alt={`Fotografia ${index + 1}${image.originalName ? `: ${image.originalName}` : ''}`}
                width={160}
                height={120}
                loading="lazy"
              />
              {index === 0 ? <span className="publish-photos__cover">Copertă</span> : null}
              {privacy ? (
                // Sent with the form in both cases: the boxes ticked are the private pictures.
                <label className="publish-photos__choice publish-photos__private">
                  <input
                    type="checkbox"
                    name="privatePhoto"
                    value={image.key}
                    {...(hydrated
                      ? { checked: Boolean(image.private), onChange: (event: ChangeEvent<HTMLInputElement>) => setPrivate(image.key, event.target.checked) }
                      : { defaultChecked: Boolean(image.private) })}
                  />
                  <span>
                    Privată<span className="visually-hidden"> (fotografia {index + 1})</span>
                  </span>
                </label>
              ) : null}
              {!hydrated ? (
                <div className="publish-photos__actions">
                  <label className="publish-photos__choice">
                    <input type="radio" name="cover" value={image.key} defaultChecked={index === 0} />
                    <span>
                      Copertă<span className="visually-hidden"> (fotografia {index + 1})</span>
                    </span>
                  </label>
                  <label className="publish-photos__choice">
                    <input type="checkbox" name="removePhoto" value={image.key} />
                    <span>
                      Elimină<span className="visually-hidden"> fotografia {index + 1}</span>
                    </span>
                  </label>
                </div>
              ) : (
                <div className="publish-photos__actions">
                  {index > 0 ? (
                    <button
                      type="button"
                      className="button button--ghost publish-photos__button"
                      onClick={() => makeCover(image.key)}
                      aria-label={`Fă coperta din fotografia ${index + 1}`}
                    >
                      Fă copertă
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--danger-outline publish-photos__button"
                    onClick={() => remove(image.key)}
                    aria-label={`Elimină fotografia ${index + 1}`}
                  >
                    Elimină
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted-text">Nicio fotografie încă. Anunțurile cu fotografii primesc mult mai multe mesaje.</p>
      )}
      {!hydrated && gallery.length ? (
        <p className="field__hint">Coperta aleasă și fotografiile bifate la „Elimină” se aplică atunci când trimiți formularul.</p>
      ) : null}
      {privacy && gallery.length ? (
        <p className="field__hint">
          Fotografiile marcate „Privată” le văd doar cumpărătorii pe care îi aprobi{hydrated ? '' : ' (doar la un anunț confidențial)'}.
        </p>
      ) : null}
      <input type="hidden" name="galleryJson" value={JSON.stringify(gallery)} />
    </div>
  );
}
