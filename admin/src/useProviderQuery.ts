import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './dataProvider';

/**
 * Reads something through a custom dataProvider method (the dashboard counts, the assignees) once
 * the component mounts; `reload` reads it again. Errors are kept for the component to show.
 */
export function useProviderQuery<T>(read: (provider: AdminDataProvider) => Promise<{ data: T }>, enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ data?: T; error?: unknown; isPending: boolean }>({ isPending: enabled });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ ...previous, isPending: true }));
    read(dataProvider).then(
      ({ data }) => current && setState({ data, isPending: false }),
      (error: unknown) => current && setState({ error, isPending: false }),
    );
    return () => {
      current = false;
    };
    // `read` is a new function on every render; the query runs on mount, when enabled, and on reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, enabled, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
