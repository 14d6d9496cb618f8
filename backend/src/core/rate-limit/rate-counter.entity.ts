import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event counter per key (`email:<address>` failed sign-ins, `contact-ip:<address>` messages…)
 * inside a fixed window that starts with the key's first event.
 */
@Entity({ name: 'rate_counters' })
export class RateCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ type: 'timestamptz' })
  windowStart: Date;
}
