import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { DownloadedFile } from './dataProvider/http-client';

/** Hands a fetched file to the browser as a download (the server's name, else `fallbackName`). */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A download button's state: `download` fetches the file (with the staff session), saves it and
 * notifies `success` when given, or the failure; `busy` while it runs.
 */
export function useFileDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (fetchFile: () => Promise<{ data: DownloadedFile }>, fallbackName: string, success?: string) => {
    setBusy(true);
    try {
      const { data } = await fetchFile();
      saveFile(data, fallbackName);
      if (success) notify(success, { type: 'success' });
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
