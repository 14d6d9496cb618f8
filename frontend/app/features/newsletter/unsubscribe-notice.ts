/**
 * What the home page says after the newsletter's one-click unsubscribe link (the API redirects to
 * `/?dezabonat=1`, or `/?dezabonat=eroare` for a link that is not valid).
 */
export interface UnsubscribeNotice {
  kind: 'success' | 'error';
  message: string;
}

export function unsubscribeNotice(search: URLSearchParams): UnsubscribeNotice | null {
  const value = search.get('dezabonat');
  if (value === '1') return { kind: 'success', message: 'Te-ai dezabonat de la newsletterul RoAfaceri. Nu vei mai primi emailurile noastre periodice.' };
  if (value === 'eroare') {
    return { kind: 'error', message: 'Linkul de dezabonare nu este valid. Scrie-ne la adresa din subsolul paginii și te dezabonăm noi.' };
  }
  return null;
}
