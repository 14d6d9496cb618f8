import { ArrowUpIcon } from '~/components/CommonIcons';

export const MOBILE_BREAKPOINT_PX = 768;

/** Scrolls smoothly to the top; on screens 768 px wide or less it jumps (spec section 2). */
export function scrollToTop(): void {
  // The button hides itself below 300 px; hiding the focused element would cancel a smooth scroll.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const jump = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
  window.scrollTo({ top: 0, left: 0, behavior: jump ? 'instant' : 'smooth' });
}

/** Back-to-top button, shown after scrolling more than 300 px. */
export function BackToTop({ visible }: { visible: boolean }) {
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' is-visible' : ''}`}
      onClick={scrollToTop}
      aria-label="Înapoi sus"
      hidden={!visible}
      data-testid="back-to-top"
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
