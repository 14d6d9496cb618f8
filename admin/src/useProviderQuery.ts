import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './dataProvider';

/**
 * Reads something through a custom dataProvider method (the dashboard counts, the assignees, a
 * listing's statistics) with react-admin's own TanStack Query: the answer is kept under `queryKey`
 * (components asking for the same key share one request), `isLoading` and `error` say how it went,
 * `refetch` reads it again. Not retried: a failure shows its message at once, as before.
 */
export function useProviderQuery<T>(queryKey: QueryKey, read: (provider: AdminDataProvider) => Promise<{ data: T }>, enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey, queryFn: () => read(dataProvider).then(({ data }) => data), enabled, retry: false });
}
