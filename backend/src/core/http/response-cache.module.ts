import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ResponseCache, ResponseCacheInterceptor } from './response-cache.js';

/** The public-answer cache, available to every module that must invalidate it. */
@Global()
@Module({
  providers: [ResponseCache, { provide: APP_INTERCEPTOR, useClass: ResponseCacheInterceptor }],
  exports: [ResponseCache],
})
export class ResponseCacheModule {}
