import {
  CONSULTING_KINDS,
  CONSULTING_STATUSES,
  CONSULTING_TOPICS,
  nameOf,
  type ConsultingDocumentView,
  type ConsultingNoteView,
  type DigitalizationResult,
  type GrantTreiResult,
  type MyConsultingRequest,
  type StaffConsultingRequest,
} from '../../contracts/consulting.js';
import { CONSULTING_TRANSITIONS } from './consulting-status.js';
import type { ConsultingRequestEntity } from './consulting-request.entity.js';
import type { DocumentRow, NoteRow } from './consulting.repository.js';

export const documentUrl = (key: string) => `/api/uploads/documents/${encodeURIComponent(key)}`;

/**
 * Where a client's email sends them: a signed-in client's request on `incarcare-documente` (status,
 * consultant's message, documents); a request sent without an account has no page, so the home page.
 */
export const clientRequestUrl = (publicUrl: string, request: Pick<ConsultingRequestEntity, 'userId' | 'number'>): string =>
  request.userId ? `${publicUrl}/incarcare-documente#cerere-${request.number}` : `${publicUrl}/`;

/** The request's page in the staff console. */
export const staffRequestUrl = (publicUrl: string, requestId: string): string => `${publicUrl}/admin/consulting/${requestId}`;

export function toDocumentView(row: DocumentRow): ConsultingDocumentView {
  return {
    key: row.key,
    originalName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    url: documentUrl(row.key),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNoteView(row: NoteRow): ConsultingNoteView {
  return { id: row.id, text: row.text, authorId: row.authorId, authorName: row.authorName, createdAt: row.createdAt.toISOString() };
}

/** What the client sees: their own request, without the consultant, the notes or the raw answers. */
export function toMyRequest(entity: ConsultingRequestEntity, documents: DocumentRow[]): MyConsultingRequest {
  return {
    id: entity.id,
    number: entity.number,
    kind: entity.kind,
    kindName: nameOf(CONSULTING_KINDS, entity.kind),
    topic: entity.topic,
    topicName: nameOf(CONSULTING_TOPICS, entity.topic),
    status: entity.status,
    statusName: nameOf(CONSULTING_STATUSES, entity.status),
    statusMessage: entity.statusMessage,
    message: entity.message,
    result: entity.result as unknown as GrantTreiResult | DigitalizationResult | null,
    documents: documents.map(toDocumentView),
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

export function toStaffRequest(entity: ConsultingRequestEntity, assignedToName: string | null): StaffConsultingRequest {
  const { documents: _documents, ...common } = toMyRequest(entity, []);
  return {
    ...common,
    fullName: entity.fullName,
    email: entity.email,
    phone: entity.phone,
    companyName: entity.companyName,
    cui: entity.cui,
    answers: entity.answers,
    listingId: entity.listingId,
    userId: entity.userId,
    assignedToId: entity.assignedToId,
    assignedToName,
    nextStatuses: [...CONSULTING_TRANSITIONS[entity.status]],
  };
}
