import type { ConsultingDocumentView, StaffConsultingDetail } from '@contracts/consulting';
import { formatFileSize } from '@contracts/format-size';
import DownloadIcon from '@mui/icons-material/Download';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { useFileDownload } from '../download';
import { formatDateTime } from '../listings/ListingFields';

const KEY = 'resources.consulting';

/** Downloads one document with the staff session (the route is private: the client and staff only). */
const DownloadButton = ({ document }: { document: ConsultingDocumentView }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, download } = useFileDownload();
  return (
    <Button
      label={`${KEY}.actions.download`}
      disabled={busy}
      onClick={() => download(() => dataProvider.consultingDocument({ url: document.url }), document.originalName)}
    >
      <DownloadIcon />
    </Button>
  );
};

/** The files the client sent with the request. */
export const ConsultingDocuments = () => {
  const record = useRecordContext<StaffConsultingDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="consulting-documents-title" data-testid="consulting-documents">
      <CardContent>
        <Typography variant="h6" component="h2" id="consulting-documents-title">
          {translate(`${KEY}.show.documents`)}
        </Typography>
        {record.documents.length === 0 ? (
          <Typography sx={{ mt: 1 }}>{translate(`${KEY}.show.no_documents`)}</Typography>
        ) : (
          <List dense>
            {record.documents.map((document) => (
              <ListItem key={document.key} disableGutters secondaryAction={<DownloadButton document={document} />}>
                <ListItemText primary={document.originalName} secondary={`${formatFileSize(document.size)} · ${formatDateTime(document.createdAt)}`} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
