/** Queues, kebab-case (STYLE.md 3.7). */
export type QueueName = 'mail';

/** Every job of the system. A job without exactly one handler stops the boot. */
export enum JobName {
  SendTransactionalEmail = 'SendTransactionalEmail',
}

/** Payloads hold ids and small values, never entities. */
export interface JobPayloads {
  [JobName.SendTransactionalEmail]: { template: string; to: string; data: Record<string, string>; replyTo?: string };
}

export interface JobDefinition {
  queue: QueueName;
  attempts: number;
  /** First retry delay; doubles on each attempt. */
  backoffMs: number;
}

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  [JobName.SendTransactionalEmail]: { queue: 'mail', attempts: 5, backoffMs: 2_000 },
};

export const QUEUE_NAMES: readonly QueueName[] = [...new Set(Object.values(JOB_DEFINITIONS).map((definition) => definition.queue))];

/** What a handler answers: done, or skipped (e.g. the record it refers to is gone). */
export type JobResult = 'done' | 'skipped';

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {}
