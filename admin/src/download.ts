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
