/**
 * The results of a family page with "load more" (spec sections 2 and 9): when the marker under the
 * list comes within 120 px of the viewport bottom the next batch is fetched through the page's own
 * loader, for AUTO_LOAD_STEPS batches; after that a button asks first. Without JavaScript the button
 * is a plain link to the next page.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ListingGrid, type CardListing } from './ListingCard';

/** Spec: "load more" triggers within 120 px of the viewport bottom. */
export const LOAD_MORE_MARGIN_PX = 120;
/** Batches loaded by scrolling alone before the button takes over (the spec leaves the number open). */
export const AUTO_LOAD_STEPS = 3;

interface Batch {
  docs: CardListing[];
  pagination: { nextPage: number | null } | null;
}

interface LoadMoreListProps {
  first: Batch;
  /** URL of page N for the same filters (`?…&page=N`). */
  pageUrl: (page: number) => string;
  /** Changes whenever the filters change: the list starts over. */
  resetKey: string;
  label: string;
}

export function LoadMoreList({ first, pageUrl, resetKey, label }: LoadMoreListProps) {
  const fetcher = useFetcher<Batch>();
  const [docs, setDocs] = useState(first.docs);
  const [nextPage, setNextPage] = useState(first.pagination?.nextPage ?? null);
  const [autoSteps, setAutoSteps] = useState(0);
  // The server's HTML always carries the link; once scripts run, scrolling takes over first.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const marker = useRef<HTMLDivElement>(null);
  // The page asked for last: an observer of a render that has not seen the fetcher start yet must
  // not ask (and count an automatic step) twice.
  const requested = useRef<number | null>(null);
  const loading = fetcher.state !== 'idle';

  useEffect(() => {
    setDocs(first.docs);
    setNextPage(first.pagination?.nextPage ?? null);
    setAutoSteps(0);
    requested.current = null;
  }, [resetKey, first]);

  useEffect(() => {
    const batch = fetcher.data;
    if (!batch || fetcher.state !== 'idle') return;
    setDocs((current) => {
      const seen = new Set(current.map((listing) => listing.id));
      return [...current, ...batch.docs.filter((listing) => !seen.has(listing.id))];
    });
    setNextPage(batch.pagination?.nextPage ?? null);
  }, [fetcher.data, fetcher.state]);

  const load = (automatic: boolean) => {
    if (!nextPage || requested.current === nextPage) return;
    requested.current = nextPage;
    if (automatic) setAutoSteps((steps) => steps + 1);
    fetcher.load(pageUrl(nextPage));
  };

  const autoLoading = hydrated && nextPage !== null && autoSteps < AUTO_LOAD_STEPS;
  useEffect(() => {
    const element = marker.current;
    if (!element || !autoLoading || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load(true);
        }
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  return (
    <>
      <ListingGrid listings={docs} priorityCount={2} label={label} />
      <div ref={marker} className="load-more" data-testid="load-more">
        {loading ? (
          <p className="load-more__status" role="status">
            Se încarcă anunțurile…
          </p>
        ) : null}
        {nextPage && !autoLoading && !loading ? (
          <a
            href={pageUrl(nextPage)}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault();
              load(false);
            }}
          >
            Încarcă mai multe
          </a>
        ) : null}
        {!nextPage && docs.length > 0 ? <p className="load-more__end">Ai văzut toate anunțurile.</p> : null}
      </div>
    </>
  );
}
