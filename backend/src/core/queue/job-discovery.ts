import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { HANDLES_JOB } from './handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from './job-registry.js';

export type JobHandler<N extends JobName = JobName> = (payload: JobPayloads[N]) => Promise<JobResult>;

/** Finds every @HandlesJob method and checks that each JobName has exactly one. */
@Injectable()
export class JobDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  discover(): Map<JobName, JobHandler> {
    const found = new Map<JobName, JobHandler[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const name = this.reflector.get<JobName | undefined>(HANDLES_JOB, instance[method] as () => unknown);
        if (!name) continue;
        const handler = (instance[method] as JobHandler).bind(instance);
        found.set(name, [...(found.get(name) ?? []), handler]);
      }
    }
    const problems = Object.values(JobName).flatMap((name) => {
      const count = found.get(name)?.length ?? 0;
      return count === 1 ? [] : [`${name} has ${count} handlers`];
    });
    if (problems.length) throw new Error(`Job handlers are wrong: ${problems.join('; ')}`);
    return new Map([...found].map(([name, handlers]) => [name, handlers[0]]));
  }
}
