import { Module } from '@nestjs/common';
import { HealthAdminController } from './health.admin.controller.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController, HealthAdminController] })
export class HealthModule {}
