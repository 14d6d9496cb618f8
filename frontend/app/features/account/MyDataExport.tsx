/**
 * „Datele mele” on the account page: „Descarcă datele mele” asks for the archive of everything the
 * account holds (a plain form post: it works before, and without, the page's JavaScript). The archive
 * is prepared in the background and its link emailed; the section says where the latest one is.
 */
import { Form, useNavigation } from 'react-router';
import { DATA_EXPORT_LINK_HOURS, type DataExportSummary } from '@contracts/privacy';
import { FormMessage } from '~/components/Field';
import { EXPORT_INTENT, type MyDataActionData } from './my-data';

const dateTime = new Intl.DateTimeFormat('ro-RO', {
  timeZone: 'Europe/Bucharest',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Where the latest archive is, in a sentence; null when there is nothing to say. */
export function exportStatusText(latest: DataExportSummary | null | undefined): string | null {
  if (!latest) return null;
  const asked = dateTime.format(new Date(latest.requestedAt));
  if (latest.state === 'pending') return `Arhiva cerută pe ${asked} este în pregătire. Îți trimitem linkul de descărcare pe email.`;
  if (latest.state === 'ready' && latest.expiresAt)
    return `Arhiva cerută pe ${asked} este gata: linkul de descărcare din email funcționează o singură dată, până pe ${dateTime.format(new Date(latest.expiresAt))}.`;
  if (latest.state === 'used') return `Arhiva cerută pe ${asked} a fost descărcată.`;
  return null;
}

export function MyDataExport({ latest, result }: { latest: DataExportSummary | null | undefined; result?: MyDataActionData }) {
  const busy = useNavigation().state === 'submitting';
  const status = result?.ok ? null : exportStatusText(latest);
  return (
    <div className="panel" data-testid="my-data">
      <p>
        Poți descărca oricând o copie a datelor contului tău: profilul, anunțurile, favoritele, căutările salvate, mesajele, comenzile cu facturile lor,
        cererile de consultanță, acordurile date și fișierele încărcate. Pregătim arhiva (un fișier ZIP) în câteva minute și îți trimitem pe email un link care
        funcționează o singură dată, timp de {DATA_EXPORT_LINK_HOURS} de ore.
      </p>
      {status ? <p role="status">{status}</p> : null}
      {result ? <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}
      <Form method="post" preventScrollReset className="form-actions">
        <button type="submit" name="intent" value={EXPORT_INTENT} className="button button--primary" disabled={busy || latest?.state === 'pending'}>
          Descarcă datele mele
        </button>
      </Form>
    </div>
  );
}
