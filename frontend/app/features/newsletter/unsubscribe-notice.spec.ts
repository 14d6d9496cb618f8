import { describe, expect, it } from 'vitest';
import { unsubscribeNotice } from './unsubscribe-notice';

describe('unsubscribeNotice', () => {
  it('confirms a done unsubscription and explains a refused link', () => {
    expect(unsubscribeNotice(new URLSearchParams('dezabonat=1'))).toEqual({ kind: 'success', message: expect.stringContaining('Te-ai dezabonat') });
    expect(unsubscribeNotice(new URLSearchParams('dezabonat=eroare'))).toEqual({ kind: 'error', message: expect.stringContaining('nu este valid') });
  });

  it('says nothing for other pages of the home or a made-up value', () => {
    expect(unsubscribeNotice(new URLSearchParams(''))).toBeNull();
    expect(unsubscribeNotice(new URLSearchParams('dezabonat=<b>x</b>'))).toBeNull();
  });
});
