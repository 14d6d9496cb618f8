/**
 * The sections of `cont/cereri-acces`: per confidential listing of the owner, the access requests
 * with their decisions, the automatic approval of verified buyers and who opened which document;
 * then the buyer's own requests. Every button is a plain form posted to the page's action.
 */
import { Form, Link, useNavigation } from 'react-router';
import { FormMessage } from '~/components/Field';
import type { AccessDecision } from './deal-room-paths';
import type { AccessRequestsActionData, BuyerRequestRow, OwnedListingRooms, OwnerRequestRow } from './access-requests.server';

const DECISION_LABELS: Record<AccessDecision, string> = { approve: 'Aprobă', reject: 'Respinge', revoke: 'Retrage accesul' };

function Decisions({ listingId, request, busy }: { listingId: string; request: OwnerRequestRow; busy: boolean }) {
  return (
    <div className="access-request__actions">
      {request.decisions.map((decision) => (
        <Form method="post" key={decision}>
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="listingId" value={listingId} />
          <input type="hidden" name="requestId" value={request.id} />
          <input type="hidden" name="decision" value={decision} />
          <button
            type="submit"
            className={`button ${decision === 'approve' ? 'button--primary' : 'button--secondary'}`}
            disabled={busy}
            data-testid={`access-${decision}`}
          >
            {DECISION_LABELS[decision]}
          </button>
        </Form>
      ))}
    </div>
  );
}

function RequestItem({ listingId, request, busy }: { listingId: string; request: OwnerRequestRow; busy: boolean }) {
  return (
    <li className="access-request" data-testid="access-request">
      <p className="access-request__who">
        <strong>{request.buyerName}</strong>
        {request.verified ? (
          <span className="access-request__verified" title="Email confirmat și CUI de firmă în cont">
            {' '}
            verificat
          </span>
        ) : null}
        {request.buyerEmail ? (
          <>
            {' '}
            · <a href={`mailto:${request.buyerEmail}`}>{request.buyerEmail}</a>
          </>
        ) : null}
      </p>
      <p className="access-request__meta">
        <span className={`status-badge access-status--${request.status}`} data-testid="access-request-status">
          {request.statusName}
        </span>{' '}
        {request.date} · acord de confidențialitate versiunea {request.ndaVersion}
        {request.autoApproved ? ' · aprobată automat' : ''}
      </p>
      {/* The buyer's words, as text. */}
      <p className="access-request__message">{request.message}</p>
      {request.decisions.length ? <Decisions listingId={listingId} request={request} busy={busy} /> : null}
    </li>
  );
}

function ListingRooms({ room, result, busy }: { room: OwnedListingRooms; result: AccessRequestsActionData | undefined; busy: boolean }) {
  const pending = room.requests?.filter((request) => request.status === 'pending').length ?? 0;
  return (
    <article className="access-listing" id={`anunt-${room.id}`} data-testid="access-listing">
      <h3 className="access-listing__title">
        <Link to={room.path}>{room.title}</Link>
        {pending ? <span className="access-listing__pending"> · {pending} în așteptare</span> : null}
      </h3>
      {result ? <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}

      <Form method="post" className="access-listing__settings">
        <input type="hidden" name="intent" value="settings" />
        <input type="hidden" name="listingId" value={room.id} />
        <div className="checkbox">
          <input id={`auto-${room.id}`} type="checkbox" name="autoApproveVerified" defaultChecked={room.autoApproveVerified} />
          <label htmlFor={`auto-${room.id}`}>Aprobă automat cumpărătorii verificați</label>
        </div>
        <button type="submit" className="button button--ghost" disabled={busy}>
          Salvează
        </button>
      </Form>

      <h4>Cereri de acces</h4>
      {room.requests === null ? (
        <p>Cererile nu pot fi afișate acum. Încearcă din nou în câteva minute.</p>
      ) : room.requests.length ? (
        <ul className="access-requests">
          {room.requests.map((request) => (
            <RequestItem key={request.id} listingId={room.id} request={request} busy={busy} />
          ))}
        </ul>
      ) : (
        <p>Nicio cerere de acces deocamdată.</p>
      )}

      <h4>Documente deschise</h4>
      {room.openings === null ? (
        <p>Jurnalul nu poate fi afișat acum.</p>
      ) : room.openings.length ? (
        <div className="table-scroll">
          <table className="cookie-table" data-testid="document-openings">
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Deschis de</th>
                <th scope="col">Data</th>
              </tr>
            </thead>
            <tbody>
              {room.openings.map((opening, index) => (
                <tr key={index}>
                  <td>{opening.documentName}</td>
                  <td>{opening.userName}</td>
                  <td>{opening.date}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Nimeni nu a deschis încă documentele acestui anunț.</p>
      )}
    </article>
  );
}

export function OwnerAccessRequests({ owned, actionData }: { owned: OwnedListingRooms[]; actionData: AccessRequestsActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  if (!owned.length)
    return (
      <p>
        Nu ai anunțuri confidențiale. Poți marca un anunț de vânzare a unei afaceri sau o oportunitate de investiție drept „Anunț confidențial” când îl publici
        sau îl editezi.
      </p>
    );
  return (
    <div className="access-listings">
      {owned.map((room) => (
        <ListingRooms key={room.id} room={room} result={actionData?.listingId === room.id ? actionData : undefined} busy={busy} />
      ))}
    </div>
  );
}

export function BuyerAccessRequests({ mine }: { mine: BuyerRequestRow[] | null }) {
  if (mine === null) return <p>Cererile tale nu pot fi afișate acum. Încearcă din nou în câteva minute.</p>;
  if (!mine.length) return <p>Nu ai trimis încă nicio cerere de acces la un anunț confidențial.</p>;
  return (
    <ul className="access-requests" data-testid="my-access-requests">
      {mine.map((request) => (
        <li key={request.id} className="access-request">
          <p>
            <Link to={request.listingPath}>{request.listingTitle}</Link>
          </p>
          <p className="access-request__meta">
            <span className={`status-badge access-status--${request.status}`}>{request.statusName}</span> trimisă pe {request.date} · acord de confidențialitate
            versiunea {request.ndaVersion}
          </p>
        </li>
      ))}
    </ul>
  );
}
