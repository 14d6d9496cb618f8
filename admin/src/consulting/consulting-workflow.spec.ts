import { describe, expect, it } from 'vitest';
import { statusName, transitionButtons, transitionLabel } from './consulting-workflow';

describe('consulting workflow buttons', () => {
  it('offers exactly the statuses the server allows, in the order of a request’s life', () => {
    expect(transitionButtons('new', ['dropped', 'in_progress', 'waiting_client']).map((button) => button.to)).toEqual([
      'in_progress',
      'waiting_client',
      'dropped',
    ]);
    expect(transitionButtons('in_progress', ['waiting_client', 'done', 'dropped']).map((button) => button.label)).toEqual([
      'resources.consulting.transitions.waiting_client',
      'resources.consulting.transitions.done',
      'resources.consulting.transitions.dropped',
    ]);
    expect(transitionButtons('new', [])).toEqual([]);
  });

  it('calls moving a closed request back to work "reopen"', () => {
    expect(transitionLabel('done', 'in_progress')).toBe('resources.consulting.transitions.reopen');
    expect(transitionLabel('dropped', 'in_progress')).toBe('resources.consulting.transitions.reopen');
    expect(transitionLabel('waiting_client', 'in_progress')).toBe('resources.consulting.transitions.in_progress');
  });

  it('names statuses in Romanian', () => {
    expect(statusName('waiting_client')).toBe('Așteaptă răspunsul clientului');
  });
});
