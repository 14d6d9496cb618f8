/** How long typing pauses before a funding tool computes again (debounce of the live calls). */
export const LIVE_DELAY_MS = 450;
