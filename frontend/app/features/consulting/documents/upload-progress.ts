/**
 * Progress of one multipart upload, file by file. The browser reports the bytes sent of the whole
 * request (XHR `upload.onprogress`); the files travel one after the other in the body, so each
 * file's share follows from the sizes of the files before it. Pure: tested without a browser.
 */

export type FileUploadStatus = 'waiting' | 'sending' | 'done' | 'failed';

export interface FileProgress {
  name: string;
  size: number;
  /** 0–100, whole numbers. */
  percent: number;
  status: FileUploadStatus;
}

export const startProgress = (files: readonly { name: string; size: number }[]): FileProgress[] =>
  files.map((file) => ({ name: file.name, size: file.size, percent: 0, status: 'waiting' }));

/**
 * Each file's progress when `loaded` of `total` request bytes are sent. The request also carries
 * the multipart headers, so the bytes sent are scaled to the files' bytes before being spread.
 */
export function spreadProgress(files: readonly FileProgress[], loaded: number, total: number): FileProgress[] {
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  const sent = total > 0 ? Math.min(1, loaded / total) * fileBytes : 0;
  let before = 0;
  return files.map((file) => {
    const own = file.size > 0 ? Math.min(1, Math.max(0, (sent - before) / file.size)) : sent > before ? 1 : 0;
    before += file.size;
    // 100% only once the server answered: the last bytes sent are not yet a stored file.
    const percent = Math.min(99, Math.floor(own * 100));
    return { ...file, percent, status: own > 0 ? 'sending' : 'waiting' };
  });
}

/** Every file as the server's answer left it: stored (100%) or refused. */
export const finishProgress = (files: readonly FileProgress[], ok: boolean): FileProgress[] =>
  files.map((file) => (ok ? { ...file, percent: 100, status: 'done' } : { ...file, status: 'failed' }));

export function progressLabel(file: FileProgress): string {
  if (file.status === 'done') return 'Trimis (100%)';
  if (file.status === 'failed') return 'Netrimis';
  return `${file.percent}%`;
}
