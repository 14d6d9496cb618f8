import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Recovery codes, shown once: the list, a copy button and a .txt download. */
export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('roafaceri.mfa.copied', { type: 'info' });
    } catch {
      // Clipboard refused (no permission): the codes stay on screen and in the download.
    }
  };
  const download = () => {
    const blob = new Blob([`${translate('roafaceri.mfa.download_heading')}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'roafaceri-coduri-recuperare.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box data-testid="mfa-recovery-codes" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {translate('roafaceri.mfa.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('roafaceri.mfa.recovery_intro')}</Alert>
      <Box component="ol" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0, pl: 4, '& li': { py: 0.25 } }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('roafaceri.mfa.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('roafaceri.mfa.download')}
        </Button>
      </Box>
    </Box>
  );
};
