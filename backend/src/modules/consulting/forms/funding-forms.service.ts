import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FUNDING_FORM_EXTENSIONS, FUNDING_FORM_TYPE_MESSAGE, type FundingForm, type FundingFormProgrammeId } from '../../../contracts/funding-forms.js';
import type { AuditAction } from '../../../contracts/admin.js';
import type { AuthUser } from '../../../core/auth/auth-user.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { ResponseCache } from '../../../core/http/response-cache.js';
import { AuditService } from '../../audit/audit.service.js';
import type { DocumentRule } from '../../uploads/document-sniffer.js';
import { UploadsService, type DocumentDownload, type IncomingFile, type SiteDocument } from '../../uploads/uploads.service.js';
import type { CreateFundingFormDto, UpdateFundingFormDto } from './dto/funding-form.dto.js';
import type { FundingFormEntity } from './funding-form.entity.js';
import { fundingFormSnapshot, toFundingForm } from './funding-form.mapper.js';
import { FundingFormsRepository } from './funding-forms.repository.js';

/** PDF, Word, Excel and OpenDocument text or spreadsheets, recognised by their bytes. */
const FORM_RULE: DocumentRule = { accept: FUNDING_FORM_EXTENSIONS, typeMessage: FUNDING_FORM_TYPE_MESSAGE };
/** The multipart field of the file. */
export const FUNDING_FORM_FILE_FIELD = 'file';
const NOT_FOUND = 'Formularul nu există.';

/**
 * The programmes' application forms and annexes: staff upload, rename, move, replace and delete
 * them; anyone lists and downloads them. Files are checked and stored by the uploads module; every
 * change is audited and refreshes the cached public answers and pages.
 */
@Injectable()
export class FundingFormsService {
  constructor(
    private readonly repository: FundingFormsRepository,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly responses: ResponseCache,
  ) {}

  async list(programmeId?: FundingFormProgrammeId): Promise<FundingForm[]> {
    return (await this.repository.list(programmeId)).map(toFundingForm);
  }

  async get(id: string): Promise<FundingForm> {
    return toFundingForm(await this.mustFind(id));
  }

  /** The form's file for anyone; a form without its file is "not found". */
  async open(id: string): Promise<DocumentDownload> {
    const form = await this.mustFind(id);
    const object = await this.uploads.openSiteDocument(form.fileKey);
    if (!object) throw AppException.notFound(NOT_FOUND);
    return { ...object, contentType: form.contentType, fileName: form.fileName };
  }

  /**
   * A new form: fields checked by the caller, the file here; a refusal stores nothing. `bulk`:
   * content loaded in bulk (the demo data) writes no audit entry.
   */
  async create(actor: AuthUser, input: CreateFundingFormDto, file: IncomingFile | undefined, options: { bulk?: boolean } = {}): Promise<FundingForm> {
    if (!file) throw AppException.validation([{ field: FUNDING_FORM_FILE_FIELD, message: 'Alege fișierul formularului.' }]);
    const stored = await this.uploads.storeSiteDocument(actor.id, file, FUNDING_FORM_FILE_FIELD, FORM_RULE);
    const row = await this.write(stored, async (manager) => {
      const created = await this.repository.insert(manager, { programmeId: input.programmeId, title: input.title, ...this.fileColumns(stored, actor) });
      if (!options.bulk) await this.record(manager, actor, 'funding_form.create', created.id, null, created);
      return created;
    });
    return toFundingForm(row);
  }

  /** Title or programme changed, and/or the file replaced (the old file goes once the change commits). */
  async update(actor: AuthUser, id: string, input: UpdateFundingFormDto, file: IncomingFile | undefined): Promise<FundingForm> {
    await this.mustFind(id);
    const stored = file ? await this.uploads.storeSiteDocument(actor.id, file, FUNDING_FORM_FILE_FIELD, FORM_RULE) : null;
    const row = await this.write(stored, async (manager) => {
      const before = await this.repository.findForUpdate(manager, id);
      if (!before) throw AppException.notFound(NOT_FOUND);
      const patch = {
        ...(input.programmeId !== undefined ? { programmeId: input.programmeId } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(stored ? this.fileColumns(stored, actor) : {}),
      };
      if (!Object.keys(patch).length) return before;
      const after = await this.repository.update(manager, id, patch);
      if (stored) await this.uploads.removeSiteDocuments([before.fileKey], manager);
      await this.record(manager, actor, 'funding_form.update', id, before, after);
      return after;
    });
    return toFundingForm(row);
  }

  /** Deletes the form; its file goes once the deletion commits. Answers the form as it was. */
  async remove(actor: AuthUser, id: string): Promise<FundingForm> {
    const row = await this.write(null, async (manager) => {
      const before = await this.repository.findForUpdate(manager, id);
      if (!before) throw AppException.notFound(NOT_FOUND);
      await this.repository.delete(manager, id);
      await this.uploads.removeSiteDocuments([before.fileKey], manager);
      await this.record(manager, actor, 'funding_form.delete', id, before, null);
      return before;
    });
    return toFundingForm(row);
  }

  /** Runs `work` in a transaction; on failure a file stored for it is removed; on success the public answers are refreshed. */
  private async write(stored: SiteDocument | null, work: (manager: EntityManager) => Promise<FundingFormEntity>): Promise<FundingFormEntity> {
    try {
      const row = await this.repository.transaction(work);
      this.responses.invalidate();
      return row;
    } catch (error) {
      if (stored) await this.uploads.removeSiteDocuments([stored.key]);
      throw error;
    }
  }

  private fileColumns(stored: SiteDocument, actor: AuthUser) {
    return { fileKey: stored.key, fileName: stored.originalName, contentType: stored.contentType, size: stored.size, uploadedById: actor.id };
  }

  private async mustFind(id: string): Promise<FundingFormEntity> {
    const row = await this.repository.findById(id);
    if (!row) throw AppException.notFound(NOT_FOUND);
    return row;
  }

  private record(
    manager: EntityManager,
    actor: AuthUser,
    action: AuditAction,
    id: string,
    before: FundingFormEntity | null,
    after: FundingFormEntity | null,
  ): Promise<void> {
    return this.audit.record(manager, {
      actor,
      action,
      entityType: 'funding_form',
      entityId: id,
      before: before ? fundingFormSnapshot(before) : null,
      after: after ? fundingFormSnapshot(after) : null,
    });
  }
}
