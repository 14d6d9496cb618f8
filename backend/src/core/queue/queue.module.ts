import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DeliveryLedger } from './delivery-ledger.js';
import { JobDiscovery } from './job-discovery.js';
import { JobQueueService } from './job-queue.service.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobDiscovery, JobQueueService, DeliveryLedger],
  exports: [JobQueueService, DeliveryLedger],
})
export class QueueModule {}
