/**
 * The account overview's card „Performanța anunțurilor”: the user's published listings with the most
 * and the fewest views in the last 30 days, each linking to its figures on `cont/anunturile-mele`.
 */
import { Link } from 'react-router';
import type { ListingStatsOverview, ListingStatsOverviewEntry } from '@contracts/listing-stats';
import { paths } from '~/lib/paths';
import { metricCount } from './stats-format';

function statsLink(entry: ListingStatsOverviewEntry): string {
  return `${paths.myListings({ statistici: entry.listingId })}#anunt-${entry.listingId}`;
}

function Ranking({ title, entries, testId }: { title: string; entries: ListingStatsOverviewEntry[]; testId: string }) {
  return (
    <div className="performance-card__side" data-testid={testId}>
      <h3>{title}</h3>
      <ol>
        {entries.map((entry) => (
          <li key={entry.listingId} data-listing-id={entry.listingId}>
            <Link to={statsLink(entry)} className="link">
              {entry.title}
            </Link>{' '}
            <span className="performance-card__views">{metricCount('views', entry.totals.views)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PerformanceCard({ overview }: { overview: ListingStatsOverview | null }) {
  if (!overview) return <p className="muted-text">Statisticile anunțurilor nu pot fi afișate acum. Încearcă din nou peste câteva minute.</p>;
  if (!overview.best.length)
    return <p data-testid="performance-empty">Când ai anunțuri publicate, aici vezi care sunt cele mai văzute și care au nevoie de atenție.</p>;
  return (
    <div className="performance-card" data-testid="performance-card">
      <Ranking title="Cele mai văzute" entries={overview.best} testId="performance-best" />
      {overview.worst.length ? <Ranking title="Cele mai puțin văzute" entries={overview.worst} testId="performance-worst" /> : null}
    </div>
  );
}
