import type { ConsultingStatus } from '../../contracts/consulting.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../../core/errors/app.exception.js';

/**
 * Every status change staff may make, in one table: a new request is taken up or dropped; work may
 * wait for the client and resume; a request ends done or dropped. Ended requests can be reopened
 * (a client writes again) but only back to "in progress".
 */
export const CONSULTING_TRANSITIONS: Readonly<Record<ConsultingStatus, readonly ConsultingStatus[]>> = {
  new: ['in_progress', 'waiting_client', 'dropped'],
  in_progress: ['waiting_client', 'done', 'dropped'],
  waiting_client: ['in_progress', 'done', 'dropped'],
  done: ['in_progress'],
  dropped: ['in_progress'],
};

export function canTransition(from: ConsultingStatus, to: ConsultingStatus): boolean {
  return CONSULTING_TRANSITIONS[from].includes(to);
}

/** Refuses a change the table does not allow (409 CONSULTING_INVALID_TRANSITION). */
export function assertTransition(from: ConsultingStatus, to: ConsultingStatus): void {
  if (!canTransition(from, to)) {
    throw new AppException(ErrorCode.CONSULTING_INVALID_TRANSITION, 'Cererea nu poate trece din starea actuală în starea aleasă.');
  }
}
