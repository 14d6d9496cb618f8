import { describe, expect, it } from 'vitest';
import { finishProgress, progressLabel, spreadProgress, startProgress } from './upload-progress';

describe('upload progress per file', () => {
  const files = startProgress([
    { name: 'bilant.pdf', size: 1000 },
    { name: 'oferta.docx', size: 3000 },
  ]);

  it('spreads the bytes sent over the files in the order they travel', () => {
    // 4,000 bytes of files in a 4,400-byte request: 1,100 sent = 1,000 file bytes = the first file.
    expect(spreadProgress(files, 1100, 4400).map((file) => [file.percent, file.status])).toEqual([
      [99, 'sending'],
      [0, 'waiting'],
    ]);
    expect(spreadProgress(files, 2750, 4400).map((file) => file.percent)).toEqual([99, 50]);
    expect(spreadProgress(files, 0, 4400).map((file) => file.status)).toEqual(['waiting', 'waiting']);
  });

  it("reaches 100% only with the server's answer, and marks every file refused otherwise", () => {
    expect(spreadProgress(files, 4400, 4400).map((file) => file.percent)).toEqual([99, 99]);
    const done = finishProgress(files, true);
    expect(done.map((file) => [file.percent, progressLabel(file)])).toEqual([
      [100, 'Trimis (100%)'],
      [100, 'Trimis (100%)'],
    ]);
    expect(finishProgress(spreadProgress(files, 2000, 4400), false).map(progressLabel)).toEqual(['Netrimis', 'Netrimis']);
  });

  it('does not divide by nothing', () => {
    expect(spreadProgress(startProgress([{ name: 'gol.pdf', size: 0 }]), 10, 0)[0].percent).toBe(0);
  });
});
