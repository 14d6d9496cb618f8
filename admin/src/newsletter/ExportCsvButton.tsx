import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { saveFile } from '../download';

const KEY = 'resources.newsletter';

/** "Exportă CSV": the server's CSV of every subscriber matching the list's current filters and sort. */
export const ExportCsvButton = () => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      label={`${KEY}.actions.export`}
      disabled={busy || total === 0}
      onClick={async () => {
        setBusy(true);
        try {
          const { data } = await dataProvider.exportNewsletterCsv({ filter: filterValues, sort });
          saveFile(data, 'abonati-newsletter.csv');
          notify(`${KEY}.notifications.exported`, { type: 'success' });
        } catch (error) {
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon />
    </Button>
  );
};
