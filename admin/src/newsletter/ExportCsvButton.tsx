import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { useFileDownload } from '../download';

const KEY = 'resources.newsletter';

/** "Exportă CSV": the server's CSV of every subscriber matching the list's current filters and sort. */
export const ExportCsvButton = () => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, download } = useFileDownload();
  return (
    <Button
      label={`${KEY}.actions.export`}
      disabled={busy || total === 0}
      onClick={() =>
        download(() => dataProvider.exportNewsletterCsv({ filter: filterValues, sort }), 'abonati-newsletter.csv', `${KEY}.notifications.exported`)
      }
    >
      <DownloadIcon />
    </Button>
  );
};
