/**
 * The last step: the listing as visitors will see it, with the detail page's own formatting (its
 * facts, price and place rules from detail-view.ts, its styles). Everything typed is shown as text.
 * The pictures are a still cover with its thumbnails: the detail page's carousel (Gallery.tsx) is
 * not imported, so the detail page keeps its scripts in one file instead of sharing a chunk.
 */
import type { GalleryImage, ListingDocument } from '@contracts/listings';
import { detailViewOf } from '~/features/listings/detail/detail-view';
import { DOCUMENTS_HINT } from './DocumentUploader';
import type { PublishFormConfig } from './publish-forms';
import { paragraphsOf, previewListing, teaserListing, type PublishValues } from './publish-rules';

function PreviewPictures({ title, images, photo }: { title: string; images: readonly GalleryImage[]; photo: string }) {
  return (
    <div className="gallery" data-testid="preview-pictures">
      <div className="gallery__frame">
        <img
          className="publish-preview__cover"
          src={images[0]?.location ?? photo}
          alt={images.length ? `${title}: coperta` : title}
          width={1600}
          height={1200}
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Celelalte fotografii">
          {images.slice(1).map((image, index) => (
            <li key={image.key} className="gallery__thumb">
              <img
                src={image.thumbnail || image.location}
                alt={`${title}: imaginea ${index + 2} din ${images.length}`}
                width={120}
                height={90}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What approved buyers see beyond the teaser of a confidential listing. */
function ConfidentialNote({ values, hiddenPictures }: { values: PublishValues; hiddenPictures: number }) {
  const companyName = typeof values.companyName === 'string' ? values.companyName.trim() : '';
  return (
    <div className="notice publish-preview__confidential" role="note" data-testid="preview-confidential">
      <p>
        <span className="deal-room__badge">Anunț confidențial</span> Așa îl văd vizitatorii. Cumpărătorii pe care îi aprobi văd în plus
        {companyName ? (
          <>
            {' '}
            denumirea firmei (<strong>{companyName}</strong>),
          </>
        ) : null}{' '}
        localitatea, descrierea completă, toate cifrele
        {hiddenPictures ? `, ${hiddenPictures === 1 ? 'fotografia privată' : `cele ${hiddenPictures} fotografii private`}` : ''}, documentele și datele de
        contact.
      </p>
    </div>
  );
}

/** The private documents' names: not shown to visitors, listed so the seller checks what goes with the listing. */
function PreviewDocuments({ documents }: { documents: readonly ListingDocument[] }) {
  return (
    <div className="publish-preview__documents" data-testid="preview-documents">
      <h4 className="detail__heading">Documente private</h4>
      {documents.length ? (
        <>
          <p className="muted-text">Nu apar public. {DOCUMENTS_HINT}</p>
          <ul>
            {documents.map((document) => (
              <li key={document.key}>{document.originalName || document.key}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted-text">Niciun document privat.</p>
      )}
    </div>
  );
}

export function PublishPreview({
  form,
  values,
  gallery,
  documents,
}: {
  form: PublishFormConfig;
  values: PublishValues;
  gallery: readonly GalleryImage[];
  documents?: readonly ListingDocument[];
}) {
  const confidential = values.confidential === 'on';
  const full = previewListing(form, values, gallery);
  // A confidential listing is previewed as visitors will see it: its teaser.
  const listing = confidential ? teaserListing(full, values) : full;
  const view = detailViewOf(listing, form.family);
  const place = [listing.city, listing.countyName].filter(Boolean).join(', ');
  const paragraphs = paragraphsOf(
    typeof values[confidential ? 'teaser' : 'description'] === 'string' ? (values[confidential ? 'teaser' : 'description'] as string) : '',
  );

  return (
    <div className="publish-preview detail" data-testid="publish-preview">
      {confidential ? <ConfidentialNote values={values} hiddenPictures={gallery.filter((image) => image.private).length} /> : null}
      <header className="detail__header">
        <h3 className="detail__title">{view.title}</h3>
        {place ? <p className="detail__meta">{place}</p> : null}
        {view.headline ? (
          <p className="detail__price">
            <span>{view.headline.label}</span> <strong>{view.headline.value}</strong>
          </p>
        ) : null}
      </header>
      <PreviewPictures title={view.title} images={view.gallery} photo={view.photo} />
      <h4 className="detail__heading">{confidential ? 'Descriere publică' : 'Descriere'}</h4>
      <div className="prose">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {view.facts.length ? (
        <>
          <h4 className="detail__heading">Detalii</h4>
          <dl className="facts">
            {view.facts.map((fact) => (
              <div key={fact.label} className="facts__row">
                <dt>{fact.label}</dt>
                <dd>{fact.items ? fact.items.join(', ') : fact.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {view.badges.length ? (
        <ul className="tag-list" aria-label="Facilități">
          {view.badges.map((badge) => (
            <li key={badge} className="tag">
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      {listing.contactName || listing.contactPhone ? (
        <p className="publish-preview__contact">
          Contact: <strong>{[listing.contactName, listing.contactPhone].filter(Boolean).join(', ')}</strong>
          <span className="muted-text"> (telefonul apare după apăsarea butonului „Arată telefonul”)</span>
        </p>
      ) : null}
      {documents ? <PreviewDocuments documents={documents} /> : null}
    </div>
  );
}
