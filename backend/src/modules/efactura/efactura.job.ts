import { Injectable } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { EfacturaService } from './efactura.service.js';

/** The e-Factura queue's jobs: an invoice's upload to ANAF's SPV and the checks of its state. */
@Injectable()
export class EfacturaJobs {
  constructor(private readonly efactura: EfacturaService) {}

  @HandlesJob(JobName.UploadEfactura)
  upload(payload: JobPayloads[JobName.UploadEfactura]): Promise<JobResult> {
    return this.efactura.upload(payload);
  }

  @HandlesJob(JobName.CheckEfacturaState)
  checkState(payload: JobPayloads[JobName.CheckEfacturaState]): Promise<JobResult> {
    return this.efactura.checkState(payload);
  }
}
