import { useNavigation } from 'react-router';
import type { ConsultingStatus, MyConsultingRequest } from '@contracts/consulting';
import { formatFileSize } from '@contracts/format-size';
import { FormMessage } from '~/components/Field';
import { formatDate } from '~/features/listings/format';
import { DocumentUploadForm } from './documents/DocumentUploadForm';
import type { MyRequests, UploadActionData } from './my-requests.server';

/** Badge colour per status, from the account's status badges. */
const BADGE: Record<ConsultingStatus, string> = {
  new: 'pending',
  in_progress: 'promoted',
  waiting_client: 'rejected',
  done: 'approved',
  dropped: 'archived',
};

/** Finished requests take no more documents. */
const OPEN: ReadonlySet<ConsultingStatus> = new Set(['new', 'in_progress', 'waiting_client']);

export const requestAnchor = (request: Pick<MyConsultingRequest, 'number'>) => `cerere-${request.number}`;

function RequestCard({ request, result, busy }: { request: MyConsultingRequest; result?: UploadActionData; busy: boolean }) {
  return (
    <li className="my-listing my-request" id={requestAnchor(request)} data-request-number={request.number}>
      <div className="my-listing__body">
        <div className="my-listing__head">
          <span className="my-listing__family">Cererea nr. {request.number}</span>
          <span className={`status-badge status-badge--${BADGE[request.status]}`} data-testid="request-status">
            {request.statusName}
          </span>
        </div>
        <h3 className="my-listing__title">{request.topicName}</h3>
        {request.statusMessage ? (
          <div className={`my-listing__note${request.status === 'waiting_client' ? ' my-listing__note--rejected' : ''}`}>
            <p>Mesajul consultantului:</p>
            <p className="my-listing__reason">{request.statusMessage}</p>
          </div>
        ) : null}
        <dl className="my-listing__dates">
          <div>
            <dt>Trimisă</dt>
            <dd>{formatDate(request.createdAt)}</dd>
          </div>
          <div>
            <dt>Actualizată</dt>
            <dd>{formatDate(request.updatedAt)}</dd>
          </div>
        </dl>
        {request.documents.length ? (
          <ul className="my-request__documents" aria-label={`Documentele cererii ${request.number}`}>
            {request.documents.map((document) => (
              <li key={document.key}>
                <a href={document.url} className="link">
                  {document.originalName}
                </a>{' '}
                <span className="muted-text">({formatFileSize(document.size)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted-text">Nu ai trimis încă documente pentru această cerere.</p>
        )}
        {OPEN.has(request.status) ? <DocumentUploadForm requestId={request.id} requestNumber={request.number} busy={busy} /> : null}
        {result ? <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}
      </div>
    </li>
  );
}

/** The client's requests with their status and documents; `result` is the last upload's answer. */
export function MyConsultingRequests({ mine, result }: { mine: MyRequests; result?: UploadActionData }) {
  const busy = useNavigation().state === 'submitting';
  if (!mine.requests.length) {
    return <p className="muted-text">Nu ai încă nicio cerere de consultanță. După ce trimiți o cerere, o vei vedea aici împreună cu stadiul ei.</p>;
  }
  // An answer about a request that is not on the page (e.g. not the client's own): shown above the list.
  const orphan = result && !mine.requests.some((request) => request.id === result.requestId) ? result : undefined;
  return (
    <>
      {orphan ? <FormMessage kind={orphan.ok ? 'success' : 'error'}>{orphan.message}</FormMessage> : null}
      <ul className="my-listings" aria-label="Cererile tale de consultanță">
        {mine.requests.map((request) => (
          <RequestCard key={request.id} request={request} busy={busy} result={result?.requestId === request.id ? result : undefined} />
        ))}
      </ul>
      {mine.total > mine.requests.length ? (
        <p className="muted-text">
          Sunt afișate cele mai recente {mine.requests.length} cereri din {mine.total}. Pentru celelalte, scrie-ne și îți răspundem.
        </p>
      ) : null}
    </>
  );
}
