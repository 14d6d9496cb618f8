import { data, Link } from 'react-router';
import type { Route } from './+types/account';
import { BellIcon, ListIcon } from '~/components/AccountIcons';
import { HeartIcon, UserIcon } from '~/components/Icons';
import { BriefcaseIcon } from '~/components/TopicIcons';
import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { loadAccountOverview } from '~/features/account/overview.server';
import { StatusBadge } from '~/features/account/StatusBadge';
import { MyDataExport } from '~/features/account/MyDataExport';
import { loadLatestDataExport, myDataAction } from '~/features/account/my-data.server';
import { MyValuationReports } from '~/features/account/MyValuationReports';
import { loadMyValuationReports } from '~/features/account/valuation-reports.server';
import { STATUS_TABS, actionsFor, familyLabel } from '~/features/account/my-listings';
import { MyOrders } from '~/features/checkout/MyOrders';
import { loadMyOrderSummaries } from '~/features/checkout/my-orders.server';
import { SavedChecks } from '~/features/consulting/SavedChecks';
import { loadSavedChecks, savedChecksAction } from '~/features/consulting/saved-checks.server';
import { countLabel } from '~/features/listings/format';
import { dealRoomPaths } from '~/features/deal-room/deal-room-paths';
import { PerformanceCard } from '~/features/listing-stats/PerformanceCard';
import { savedSearchPaths } from '~/features/saved-searches/paths';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';

export async function loader(args: Route.LoaderArgs) {
  const [overview, orders, checks, valuationReports, dataExport] = await Promise.all([
    loadAccountOverview(args),
    loadMyOrderSummaries(args),
    loadSavedChecks(createApiClient(args)),
    loadMyValuationReports(createApiClient(args)),
    loadLatestDataExport(createApiClient(args)),
  ]);
  return { ...overview, orders, checks, valuationReports, dataExport };
}

/** „Verificările mele”: email a kept eligibility check again, or delete it; „Descarcă datele mele”: ask for the archive. */
export async function action(args: Route.ActionArgs) {
  const actionArgs = { ...args, url: new URL(args.request.url) };
  const formData = await args.request.formData();
  const answer = (await myDataAction(actionArgs, formData)) ?? (await savedChecksAction(actionArgs, formData));
  return answer ?? data({ intent: 'unknown' as const, ok: false, checkId: '', message: 'Acțiunea nu este cunoscută.' }, { status: 400 });
}

export const meta = () => [
  ...pageMeta('Contul meu', 'Contul tău RoAfaceri: profil, anunțuri, favorite, căutări salvate și comenzi.'),
  { name: 'robots', content: 'noindex' },
];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { counts, latest, favoriteCount, consultingCount, orders, savedSearches, now: nowText } = loaderData;
  const now = new Date(nowText);
  const name = user?.fullName ?? '';
  const listingsText = counts
    ? counts.toate
      ? `Ai ${countLabel(counts.toate, 'anunț', 'anunțuri')}. Publicate: ${counts.publicate}, în așteptare: ${counts['in-asteptare']}, respinse: ${counts.respinse}, expirate: ${counts.expirate}.`
      : 'Nu ai încă niciun anunț. Adaugă primul anunț în câteva minute.'
    : 'Anunțurile publicate, cele în verificare și cele expirate, cu opțiunea de reînnoire.';
  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title={`Bun venit, ${name}!`}
        lead="De aici îți gestionezi profilul, anunțurile publicate, anunțurile salvate și comenzile."
      >
        <CtaRow actions={[{ label: 'Adaugă un anunț', to: paths.newListing(), kind: 'accent' }]} />
      </PageHeader>
      <Section>
        <CardGrid
          columns={2}
          items={[
            {
              title: 'Profil',
              text: 'Datele tale de contact și ale firmei, parola și ștergerea contului.',
              to: paths.profile(),
              linkLabel: 'Deschide profilul',
              icon: <UserIcon size={26} />,
            },
            { title: 'Anunțurile mele', text: listingsText, to: paths.myListings(), linkLabel: 'Vezi anunțurile', icon: <ListIcon size={26} /> },
            {
              title: `Favorite (${favoriteCount})`,
              text: favoriteCount
                ? `Ai ${countLabel(favoriteCount, 'anunț salvat', 'anunțuri salvate')} ca să revii la ele.`
                : 'Anunțurile pe care le salvezi ca să revii la ele.',
              to: paths.favorites(),
              linkLabel: 'Vezi favoritele',
              icon: <HeartIcon size={26} />,
            },
            {
              title: 'Căutări salvate',
              text: savedSearches?.used
                ? `${savedSearches.used} din ${savedSearches.max} căutări salvate${savedSearches.newMatches ? `, cu ${countLabel(savedSearches.newMatches, 'potrivire nouă', 'potriviri noi')}` : ''}. Îți trimitem alerte când apar anunțuri noi potrivite.`
                : 'Salvează filtrele unei pagini de anunțuri și primește alerte când apar anunțuri noi potrivite.',
              to: savedSearchPaths.list(),
              linkLabel: 'Vezi căutările salvate',
              icon: <BellIcon size={26} />,
            },
            {
              title: 'Consultanță',
              text: consultingCount
                ? `Ai ${countLabel(consultingCount, 'cerere de consultanță', 'cereri de consultanță')}: vezi stadiul fiecăreia și trimite documentele cerute.`
                : 'Stadiul cererilor tale de consultanță și documentele pe care ni le trimiți.',
              to: paths.documentUpload(),
              linkLabel: 'Vezi cererile',
              icon: <BriefcaseIcon size={26} />,
            },
            {
              title: 'Cereri de acces',
              text: 'Anunțurile confidențiale: cererile cumpărătorilor, acordul de confidențialitate și cine a deschis documentele; cererile trimise de tine.',
              to: dealRoomPaths.accessRequests(),
              linkLabel: 'Vezi cererile de acces',
              icon: <ListIcon size={26} />,
            },
          ]}
        />
      </Section>
      {counts && counts.toate ? (
        <Section title="Anunțurile tale pe stări" muted>
          <ul className="status-summary" data-testid="status-summary">
            {STATUS_TABS.filter((tab) => tab.slug !== 'toate').map((tab) => (
              <li key={tab.slug}>
                <Link to={paths.myListings({ stare: tab.slug })} className="status-summary__link">
                  <span className="status-summary__count">{counts[tab.slug]}</span> <span>{tab.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <h3 className="account-latest__title">Cele mai recente anunțuri</h3>
          <ul className="account-latest">
            {latest.map((listing) => (
              <li key={listing.id} data-listing-id={listing.id}>
                <Link to={actionsFor(listing, now).view} className="account-latest__link">
                  {listing.title}
                </Link>
                <span className="account-latest__family">{familyLabel(listing.type)}</span>
                <StatusBadge listing={listing} now={now} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={paths.myListings()} className="link">
              Gestionează toate anunțurile
            </Link>
          </p>
        </Section>
      ) : null}
      {counts && (counts.publicate || counts.expirate) ? (
        <Section title="Performanța anunțurilor (ultimele 30 de zile)" id="performanta">
          <PerformanceCard overview={loaderData.performance} />
        </Section>
      ) : null}
      <Section title="Comenzile mele" id="comenzi" muted={!(counts && counts.toate)}>
        <MyOrders orders={orders} />
      </Section>
      <Section title="Rapoarte de evaluare" id="rapoarte-evaluare">
        <MyValuationReports reports={loaderData.valuationReports} />
      </Section>
      <Section title="Verificările mele" id="verificari" muted={Boolean(counts && counts.toate)}>
        {loaderData.checks ? (
          <SavedChecks
            checks={loaderData.checks}
            result={actionData && (actionData.intent === 'delete-check' || actionData.intent === 'email-check') ? actionData : undefined}
          />
        ) : (
          <p className="muted-text">Verificările tale nu pot fi afișate acum. Încearcă din nou peste câteva minute.</p>
        )}
      </Section>
      <Section title="Datele mele" id="datele-mele">
        <MyDataExport latest={loaderData.dataExport} result={actionData?.intent === 'export-data' ? actionData : undefined} />
      </Section>
    </>
  );
}
