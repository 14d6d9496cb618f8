import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CreatesOnceInterceptor, Submissions } from './submissions.js';

/** Create routes marked `@CreatesOnce()` answer a repeated request with its first result. */
@Global()
@Module({
  providers: [Submissions, { provide: APP_INTERCEPTOR, useClass: CreatesOnceInterceptor }],
  exports: [Submissions],
})
export class IdempotencyModule {}
