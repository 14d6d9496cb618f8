import { formatMoney } from '@contracts/format-money';
import type { ClientValuationReport } from '@contracts/valuation-reports';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { formatDate } from '../listings/format';
import { AccountList } from './AccountList';

const amount = (value: number) => formatMoney(value, 'EUR', { decimals: 0, label: 'code' });

/**
 * „Rapoarte de evaluare” on the account page: each paid report, being written by a consultant or
 * published (the value range, the latest PDF and the earlier versions, downloaded through the API's
 * owner-only route).
 */
export function MyValuationReports({ reports }: { reports: ClientValuationReport[] | null }) {
  return (
    <AccountList
      items={reports}
      unavailable="Rapoartele tale"
      empty={
        <>
          Nu ai niciun raport de evaluare.{' '}
          <Link to={paths.valuationOrder()} className="link">
            Comandă un raport de evaluare
          </Link>
          .
        </>
      }
      emptyTestId="valuation-reports-empty"
      label="Rapoartele tale de evaluare"
    >
      {(report) => {
        const published = report.status === 'published' && report.version > 0;
        return (
          <li key={report.id} className="my-order" data-valuation-report-id={report.id}>
            <div className="my-order__head">
              <span className="my-order__number">{report.companyName}</span>
              <span className={`status-badge status-badge--${published ? 'approved' : 'pending'}`} data-testid="valuation-report-status">
                {published ? `Publicat, versiunea ${report.version}` : 'În lucru la consultant'}
              </span>
            </div>
            <p className="my-order__product muted-text">Comanda {report.orderNumber}</p>
            {published && report.range ? (
              <dl className="my-order__facts">
                <div>
                  <dt>Valoare estimată</dt>
                  <dd>
                    {amount(report.range.low)} – {amount(report.range.high)}
                  </dd>
                </div>
                <div>
                  <dt>Valoare centrală</dt>
                  <dd>{amount(report.range.mid)}</dd>
                </div>
                <div>
                  <dt>Publicat</dt>
                  <dd>{formatDate(report.publishedAt)}</dd>
                </div>
              </dl>
            ) : (
              <p className="muted-text">Consultantul lucrează la raport. Îl primești pe email și îl găsești aici când este gata.</p>
            )}
            {report.pdfUrl ? (
              <p className="my-order__documents" data-testid="valuation-report-documents">
                <a href={report.pdfUrl} className="link" download data-testid="valuation-report-pdf">
                  Descarcă raportul (PDF, versiunea {report.version})
                </a>
                {report.versions
                  .filter((version) => version.version !== report.version)
                  .map((version) => (
                    <span key={version.version}>
                      {' · '}
                      <a href={version.pdfUrl} className="link" download>
                        Versiunea {version.version} din {formatDate(version.publishedAt)}
                      </a>
                    </span>
                  ))}
              </p>
            ) : null}
          </li>
        );
      }}
    </AccountList>
  );
}
