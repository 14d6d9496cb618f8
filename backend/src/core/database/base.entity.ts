import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** uuid key and audit timestamps shared by every table. */
export abstract class BaseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A person's phone and the company they may speak for: the columns users and consulting requests share. */
export abstract class CompanyContactEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  companyName: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  cui: string | null;
}
