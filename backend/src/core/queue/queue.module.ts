import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DeliveryLedger } from './delivery-ledger.js';
import { JobDiscovery } from './job-discovery.js';
import { JobQueueService } from './job-queue.service.js';
import { Outbox } from './outbox.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobDiscovery, JobQueueService, DeliveryLedger, Outbox],
  exports: [JobQueueService, DeliveryLedger, Outbox],
})
export class QueueModule {}
