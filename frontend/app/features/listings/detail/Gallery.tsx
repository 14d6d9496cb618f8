/**
 * Picture gallery of a detail page: the main picture, previous/next buttons, a "2 / 5" counter and
 * thumbnails. ←/→ move while the picture frame has focus; a horizontal swipe (pointer events) moves
 * on touch screens. The frame has a fixed 4:3 box, so pictures never shift the page; only the first
 * picture loads at once (the page's largest paint), the others when shown.
 * Without JavaScript the first picture shows and the thumbnails link to the large pictures.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GalleryImage } from '@contracts/listings';
import { ArrowRightIcon } from '~/components/Icons';

/** Horizontal travel (px) that counts as a swipe, and how much more horizontal than vertical it must be. */
export const SWIPE_THRESHOLD_PX = 40;

interface GalleryProps {
  title: string;
  images: readonly GalleryImage[];
  /** The listing's picture, used when the gallery is empty (the default picture included). */
  photo: string;
}

/** Rendering widths of the main picture: the whole column on phones, the main column on desktops. */
const MAIN_SIZES = '(min-width: 960px) 760px, 100vw';

export function Gallery({ title, images, photo }: GalleryProps) {
  const pictures: readonly GalleryImage[] = images.length ? images : [{ location: photo, key: 'photo', originalName: '' }];
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = pictures.length;

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || count < 2) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy) * 1.5) show(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section className="gallery" aria-label={`Galerie foto: ${title}`}>
      {/* A carousel: a focusable group the arrow keys and swipes move through (WAI-ARIA carousel pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="gallery__frame"
        role="group"
        tabIndex={count > 1 ? 0 : undefined}
        aria-roledescription={count > 1 ? 'carusel' : undefined}
        aria-label={count > 1 ? 'Imagini: folosește săgețile stânga și dreapta' : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-frame"
      >
        <ul className="gallery__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {pictures.map((picture, position) => (
            <li key={picture.key + position} className="gallery__slide" aria-hidden={position === index ? undefined : true}>
              <img
                src={picture.location}
                srcSet={picture.thumbnail ? `${picture.thumbnail} 480w, ${picture.location} 1600w` : undefined}
                sizes={picture.thumbnail ? MAIN_SIZES : undefined}
                alt={count > 1 ? `${title}: imaginea ${position + 1} din ${count}` : title}
                width={1600}
                height={1200}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
                decoding={position === 0 ? undefined : 'async'}
                draggable={false}
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => show(index - 1)} aria-label="Imaginea anterioară">
              <ArrowRightIcon size={22} />
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => show(index + 1)} aria-label="Imaginea următoare">
              <ArrowRightIcon size={22} />
            </button>
            <p className="gallery__counter" aria-live="polite" data-testid="gallery-counter">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {pictures.map((picture, position) => (
            <li key={picture.key + position}>
              <a
                href={picture.location}
                className="gallery__thumb"
                aria-current={position === index ? 'true' : undefined}
                aria-label={`Arată imaginea ${position + 1} din ${count}`}
                onClick={(event) => {
                  event.preventDefault();
                  show(position);
                }}
              >
                <img src={picture.thumbnail || picture.location} alt="" width={120} height={90} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
