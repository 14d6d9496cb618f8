import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CacheInvalidationBus } from './cache-invalidation-bus.js';
import { PageCache } from './page-cache.js';
import { ResponseCache, ResponseCacheInterceptor } from './response-cache.js';

/**
 * The public-answer cache and the anonymous page cache, available to every module that must
 * invalidate them (ResponseCache.invalidate() clears both, here and in every other process).
 */
@Global()
@Module({
  providers: [
    ResponseCache,
    CacheInvalidationBus,
    {
      provide: PageCache,
      inject: [APP_CONFIG, ResponseCache],
      useFactory: (config: AppConfig, responses: ResponseCache) => {
        const pages = new PageCache(config.pageCache);
        responses.onInvalidate(() => pages.invalidate());
        return pages;
      },
    },
    { provide: APP_INTERCEPTOR, useClass: ResponseCacheInterceptor },
  ],
  exports: [ResponseCache, PageCache],
})
export class ResponseCacheModule {}
