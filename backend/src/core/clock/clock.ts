import { Global, Injectable, Module } from '@nestjs/common';

/** The time as the application sees it; tests replace it to run schedules at a chosen moment. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
