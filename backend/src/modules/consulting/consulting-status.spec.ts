import { CONSULTING_STATUSES, type ConsultingStatus } from '../../contracts/consulting.js';
import { assertTransition, canTransition, CONSULTING_TRANSITIONS } from './consulting-status.js';

const ALL = CONSULTING_STATUSES.map((status) => status.id);

/** The expected answer for every (from, to) pair, written out so that a change of the table is a deliberate one. */
const ALLOWED = new Set([
  'new>in_progress',
  'new>waiting_client',
  'new>dropped',
  'in_progress>waiting_client',
  'in_progress>done',
  'in_progress>dropped',
  'waiting_client>in_progress',
  'waiting_client>done',
  'waiting_client>dropped',
  'done>in_progress',
  'dropped>in_progress',
]);

describe('consulting request transitions', () => {
  it('has a row for every status and names only known statuses', () => {
    expect(Object.keys(CONSULTING_TRANSITIONS).sort()).toEqual([...ALL].sort());
    for (const targets of Object.values(CONSULTING_TRANSITIONS)) for (const target of targets) expect(ALL).toContain(target);
  });

  const pairs = ALL.flatMap((from) => ALL.map((to) => [from, to] as [ConsultingStatus, ConsultingStatus]));
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(expect.objectContaining({ code: 'CONSULTING_INVALID_TRANSITION' }));
  });

  it('never stays in place and never goes back to "new"', () => {
    for (const from of ALL) {
      expect(canTransition(from, from)).toBe(false);
      expect(canTransition(from, 'new')).toBe(false);
    }
  });
});
