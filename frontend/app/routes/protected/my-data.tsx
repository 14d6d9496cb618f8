/**
 * `/cont/datele-mele?token=…`: where the email announcing the archive of the user's data leads.
 * Opening it changes nothing (mail scanners open links): the page says what the archive is, and its
 * button, a plain HTML form posted straight to the API, downloads the ZIP (an attachment: the page
 * stays) and uses the link, which works once. The API sends a refused post back here, and the page
 * then says why (used, expired, another account's). Signed in only: the archive is the account's.
 */
import { formatFileSize } from '@contracts/format-size';
import { Link } from 'react-router';
import type { Route } from './+types/my-data';
import { FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { DATA_EXPORT_API, LINK_REFUSALS } from '~/features/account/my-data';
import { loadDataExportLink } from '~/features/account/my-data.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

const dateTime = new Intl.DateTimeFormat('ro-RO', {
  timeZone: 'Europe/Bucharest',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function loader(args: Route.LoaderArgs) {
  return loadDataExportLink({ ...args, url: new URL(args.request.url) });
}

/** About one person's data: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = () => pageMeta('Descarcă datele mele', 'Arhiva cu datele contului tău RoAfaceri.', { noindex: true });

export default function MyData({ loaderData }: Route.ComponentProps) {
  const { token, link } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Contul meu" title="Descarcă datele mele" />
      <Section>
        <div className="panel" data-testid="my-data-download">
          {!link ? (
            <FormMessage kind="error">Nu putem verifica linkul acum. Încearcă din nou peste câteva minute.</FormMessage>
          ) : link.state === 'ready' ? (
            <form method="post" action={DATA_EXPORT_API.download} className="form">
              <input type="hidden" name="token" value={token} />
              <p>
                Arhiva cu datele contului tău, cerută pe {dateTime.format(new Date(link.requestedAt))}, este gata: un fișier ZIP de {formatFileSize(link.size)}.
              </p>
              <p>
                Linkul funcționează o singură dată, până pe {dateTime.format(new Date(link.expiresAt))}. După descărcare, arhiva se șterge de pe serverele
                noastre: păstreaz-o într-un loc sigur, conține datele tale personale.
              </p>
              <div className="form-actions">
                <button type="submit" className="button button--primary">
                  Descarcă arhiva
                </button>
              </div>
            </form>
          ) : (
            <FormMessage kind="error">{LINK_REFUSALS[link.state]}</FormMessage>
          )}
          <Link to={`${paths.account()}#datele-mele`} className="button button--ghost">
            Înapoi la contul meu
          </Link>
        </div>
      </Section>
    </>
  );
}
