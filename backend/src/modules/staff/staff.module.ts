import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { StaffController } from './staff.controller.js';

@Module({ imports: [AccountModule], controllers: [StaffController] })
export class StaffModule {}
