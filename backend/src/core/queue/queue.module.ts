import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobDiscovery } from './job-discovery.js';
import { JobQueueService } from './job-queue.service.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobDiscovery, JobQueueService],
  exports: [JobQueueService],
})
export class QueueModule {}
