import { useRef, useState, type RefObject } from 'react';
import { discardUpload, type UploadHandle } from './image-upload';

/** A batch on its way: how many files, how far (0–100). */
export interface Batch {
  count: number;
  percent: number;
}

interface UploadBatchOptions<T extends { key: string }> {
  /** What the form holds now (pictures, documents). */
  items: readonly T[];
  onChange: (items: T[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** The browser's own checks (type, size, count): the files to send and the messages of those refused. */
  check: (files: File[], already: number) => { accepted: File[]; messages: string[] };
  upload: (files: readonly File[], onProgress: (percent: number) => void) => UploadHandle<T>;
  /** What a screen reader hears once `count` files were added, and once one was removed. */
  added: (count: number) => string;
  removed: string;
}

/**
 * The state of an uploader of the publishing form (pictures, documents): the batch uploading with its
 * progress, the refusals, what screen readers hear, and the files uploaded during this visit, which
 * are deleted on the server when removed again.
 */
export function useUploadBatch<T extends { key: string }>({ items, onChange, onBusyChange, check, upload, added, removed }: UploadBatchOptions<T>) {
  const input = useRef<HTMLInputElement>(null) as RefObject<HTMLInputElement | null>;
  const [batch, setBatch] = useState<Batch | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const fresh = useRef(new Set<string>());
  const latest = useRef(items);
  latest.current = items;

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const { accepted, messages: refused } = check(files, latest.current.length);
    setMessages(refused);
    if (!accepted.length) return;
    setBatch({ count: accepted.length, percent: 0 });
    setAnnouncement('');
    onBusyChange(true);
    try {
      const uploaded = await upload(accepted, (percent) => setBatch({ count: accepted.length, percent })).promise;
      for (const item of uploaded) fresh.current.add(item.key);
      onChange([...latest.current, ...uploaded]);
      setAnnouncement(added(uploaded.length));
    } catch (failure) {
      setMessages([...refused, failure instanceof Error ? failure.message : 'Încărcarea nu a reușit. Încearcă din nou.']);
    } finally {
      setBatch(null);
      onBusyChange(false);
    }
  };

  const remove = (key: string) => {
    onChange(latest.current.filter((item) => item.key !== key));
    if (fresh.current.delete(key)) discardUpload(key);
    setAnnouncement(removed);
  };

  return { input, batch, messages, announcement, setAnnouncement, latest, onFiles, remove };
}
