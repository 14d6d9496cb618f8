import { CONSULTING_STATUSES, nameOf, type ConsultingStatus } from '@contracts/consulting';

const KEY = 'resources.consulting';

/** Romanian name of a status (contracts' CONSULTING_STATUSES). */
export function statusName(status: ConsultingStatus): string {
  return nameOf(CONSULTING_STATUSES, status);
}

export const STATUS_COLORS: Record<ConsultingStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  new: 'info',
  in_progress: 'warning',
  waiting_client: 'default',
  done: 'success',
  dropped: 'error',
};

/** The closed states; moving out of them reopens the request. */
const CLOSED: readonly ConsultingStatus[] = ['done', 'dropped'];

/**
 * Translation key of the button that moves a request from `from` to `to`: a verb for the new state
 * ("Începe lucrul", "Finalizează"), or "Redeschide" when a closed request goes back to work.
 */
export function transitionLabel(from: ConsultingStatus, to: ConsultingStatus): string {
  if (CLOSED.includes(from) && !CLOSED.includes(to)) return `${KEY}.transitions.reopen`;
  return `${KEY}.transitions.${to}`;
}

/** The buttons of the workflow, in the order of the statuses' life: the server's `nextStatuses` only. */
export function transitionButtons(
  from: ConsultingStatus,
  next: readonly ConsultingStatus[],
): { to: ConsultingStatus; label: string; color: 'primary' | 'success' | 'error' | 'inherit' }[] {
  return CONSULTING_STATUSES.filter((status) => next.includes(status.id)).map(({ id }) => ({
    to: id,
    label: transitionLabel(from, id),
    color: id === 'done' ? 'success' : id === 'dropped' ? 'error' : id === 'waiting_client' ? 'inherit' : 'primary',
  }));
}
