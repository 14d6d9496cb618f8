import { SetMetadata } from '@nestjs/common';
import type { JobName } from './job-registry.js';

export const HANDLES_JOB = Symbol('HANDLES_JOB');

/** Marks a provider method as the handler of one job. */
export const HandlesJob = (name: JobName): MethodDecorator => SetMetadata(HANDLES_JOB, name);
