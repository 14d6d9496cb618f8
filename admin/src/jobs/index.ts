import { FailedJobList } from './FailedJobList';

/** Failed jobs of the queues (admins), each with a retry button. */
export const failedJobs = { list: FailedJobList };
