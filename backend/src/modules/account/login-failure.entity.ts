import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-in counter per key (`email:<address>` or `ip:<address>`) inside a sliding window. */
@Entity({ name: 'login_failures' })
export class LoginFailureEntity {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ type: 'timestamptz' })
  windowStart: Date;
}
