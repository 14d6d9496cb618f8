import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type HttpError } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

export interface ListingActionOptions {
  /** Translation key of the success notification, and its arguments. */
  success: string;
  successArgs?: Record<string, unknown>;
  /**
   * The route comes with a later backend change: a 404 means "not available yet" rather than
   * "no such listing" (the listing was just read from the server).
   */
  routeMayBeMissing?: boolean;
  /** Runs after the server answered and the views were refreshed. */
  onSuccess?: () => void;
}

const NOT_AVAILABLE = 'resources.moderation.notifications.not_available';

/**
 * Runs a custom dataProvider method pessimistically: waits for the server's answer, then
 * refreshes the views and notifies in Romanian. Nothing is shown as done before the server
 * agreed (these actions email the owner, so there is no undo). Errors are notified with the
 * translation key of the API's error code (http-client.ts).
 */
export function useListingAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const run = useCallback(
    async (call: (provider: AdminDataProvider) => Promise<unknown>, options: ListingActionOptions): Promise<boolean> => {
      setPending(true);
      try {
        await call(dataProvider);
      } catch (error) {
        const status = (error as HttpError | undefined)?.status;
        const message = options.routeMayBeMissing && status === 404 ? NOT_AVAILABLE : (error as Error)?.message || 'ra.notification.http_error';
        notify(message, { type: 'error' });
        return false;
      } finally {
        setPending(false);
      }
      refresh();
      notify(options.success, { type: 'success', messageArgs: options.successArgs });
      options.onSuccess?.();
      return true;
    },
    [dataProvider, notify, refresh],
  );

  return { run, isPending };
}
