import { useRef } from 'react';

/**
 * Of several sources of the same thing (the page's data, a live computation, an action's answer),
 * the one that changed last; undefined sources are skipped. A source whose value stays the same
 * object between renders has not changed.
 */
export function useNewest<T>(sources: readonly (T | undefined)[]): T | undefined {
  const state = useRef<{ seen: readonly (T | undefined)[]; newest: T | undefined } | null>(null);
  if (!state.current) {
    state.current = { seen: sources, newest: [...sources].reverse().find((source) => source !== undefined) };
  } else {
    sources.forEach((source, index) => {
      if (source !== undefined && source !== state.current!.seen[index]) state.current!.newest = source;
    });
    state.current.seen = sources;
  }
  return state.current.newest;
}
