import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FUNDING_FORM_PROGRAMME_IDS, type FundingFormProgrammeId } from '../../../contracts/funding-forms.js';
import { RepositoryBase } from '../../../core/database/repository-base.js';
import { FundingFormEntity } from './funding-form.entity.js';

export type NewFundingForm = Pick<FundingFormEntity, 'programmeId' | 'title' | 'fileKey' | 'fileName' | 'contentType' | 'size' | 'uploadedById'>;

/** Queries of the programme forms; no business rules here. */
@Injectable()
export class FundingFormsRepository extends RepositoryBase {
  /** In the programmes' order, then in the order the forms were added. */
  async list(programmeId?: FundingFormProgrammeId): Promise<FundingFormEntity[]> {
    const rows = await this.dataSource.getRepository(FundingFormEntity).find({
      where: programmeId ? { programmeId } : {},
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const rank = (id: FundingFormProgrammeId) => FUNDING_FORM_PROGRAMME_IDS.indexOf(id);
    return rows.sort((a, b) => rank(a.programmeId) - rank(b.programmeId));
  }

  findById(id: string, manager?: EntityManager): Promise<FundingFormEntity | null> {
    return this.managerOf(manager).getRepository(FundingFormEntity).findOneBy({ id });
  }

  /** The row, locked until the transaction ends (a replace and a delete never cross). */
  findForUpdate(manager: EntityManager, id: string): Promise<FundingFormEntity | null> {
    return manager.getRepository(FundingFormEntity).createQueryBuilder('form').where('form.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  async insert(manager: EntityManager, row: NewFundingForm): Promise<FundingFormEntity> {
    const created = manager.getRepository(FundingFormEntity).create(row);
    return manager.getRepository(FundingFormEntity).save(created);
  }

  async update(manager: EntityManager, id: string, patch: Partial<NewFundingForm>): Promise<FundingFormEntity> {
    await manager.getRepository(FundingFormEntity).update({ id }, patch);
    return (await this.findById(id, manager))!;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(FundingFormEntity).delete({ id });
  }
}
