import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ConsultingAssignee, DashboardResponse } from '../../contracts/admin.js';
import {
  CONSULTING_STATUSES,
  nameOf,
  type ConsultingNoteView,
  type ConsultingStatus,
  type StaffConsultingDetail,
  type StaffConsultingRequest,
} from '../../contracts/consulting.js';
import type { ListResponse } from '../../contracts/listings.js';
import { STAFF_ROLES, type StaffRole } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { compareRomanian } from '../../core/text/romanian-order.js';
import { listResponse } from '../../core/http/pagination.js';
import { AuditService } from '../audit/audit.service.js';
import { MailService } from '../mail/mail.service.js';
import { clientRequestUrl, toDocumentView, toNoteView, toStaffRequest } from './consulting.mapper.js';
import { ConsultingRepository } from './consulting.repository.js';
import type { ConsultingRequestEntity } from './consulting-request.entity.js';
import { assertTransition } from './consulting-status.js';
import type { ConsultingListQueryDto } from './dto/admin.dto.js';

/** Roles that may be assigned a request (and that work on requests). */
export const CONSULTING_STAFF_ROLES = ['consultant', 'admin'] as const;

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/**
 * The consultants' side: list, read, assign, move through the status table, annotate. Any
 * consultant or admin may act on any request (the team shares one queue; assignment says who
 * leads, it does not lock others out).
 */
@Injectable()
export class ConsultingAdminService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ConsultingRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ConsultingListQueryDto, staff: AuthUser): Promise<ListResponse<StaffConsultingRequest>> {
    const errors = [
      ...(query.from && !isRealDay(query.from) ? [{ field: 'from', message: 'Data de început nu este validă (AAAA-LL-ZZ).' }] : []),
      ...(query.to && !isRealDay(query.to) ? [{ field: 'to', message: 'Data de sfârșit nu este validă (AAAA-LL-ZZ).' }] : []),
    ];
    if (errors.length) throw AppException.validation(errors);
    const page = query.page ?? 1;
    const perPage = query.pageSize ?? 25;
    const { rows, total } = await this.repository.listForStaff({
      status: query.status,
      kind: query.kind,
      topic: query.topic,
      assigned: query.assigned === 'me' ? staff.id : query.assigned,
      q: query.q || undefined,
      from: query.from,
      to: query.to,
      sort: query.sort ?? 'createdAt',
      order: query.order ?? 'desc',
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return listResponse(
      rows.map((row) => toStaffRequest(row, row.assignedToName)),
      page,
      perPage,
      total,
    );
  }

  /** Who a request can be assigned to: active consultants and admins, by name. */
  async assignees(): Promise<ConsultingAssignee[]> {
    const staff = await this.repository.activeStaff([...CONSULTING_STAFF_ROLES]);
    const people = await Promise.all(
      staff.map(async ({ id, email }) => {
        const user = await this.repository.activeUser(id);
        return user ? { id, email, fullName: user.fullName, roles: STAFF_ROLES.filter((role): role is StaffRole => user.roles.includes(role)) } : null;
      }),
    );
    return people.filter((person) => person !== null).sort((a, b) => compareRomanian(a.fullName, b.fullName));
  }

  /** Open requests per status, for the dashboard. */
  async counts(): Promise<DashboardResponse['consulting']> {
    const count = async (status: ConsultingStatus) =>
      (await this.repository.listForStaff({ status, sort: 'createdAt', order: 'desc', offset: 0, limit: 0 })).total;
    const [fresh, inProgress, waitingClient] = await Promise.all([count('new'), count('in_progress'), count('waiting_client')]);
    return { new: fresh, inProgress, waitingClient };
  }

  async get(id: string): Promise<StaffConsultingDetail> {
    const request = await this.require(id);
    const [assignee, notes, documents] = await Promise.all([
      request.assignedToId ? this.repository.userName(request.assignedToId) : null,
      this.repository.notesOf(id),
      this.repository.documentsOf([id]),
    ]);
    return { ...toStaffRequest(request, assignee), notes: notes.map(toNoteView), documents: documents.map(toDocumentView) };
  }

  async documents(id: string) {
    await this.require(id);
    return (await this.repository.documentsOf([id])).map(toDocumentView);
  }

  async assign(id: string, consultantId: string | null, staff: AuthUser): Promise<StaffConsultingDetail> {
    await this.repository.transaction(async (manager) => {
      const request = await this.repository.findForUpdate(manager, id);
      if (!request) throw this.notFound();
      if (consultantId) {
        const user = await this.repository.activeUser(consultantId, manager);
        if (!user || !user.roles.some((role) => (CONSULTING_STAFF_ROLES as readonly string[]).includes(role))) {
          throw AppException.validation([{ field: 'consultantId', message: 'Cererea poate fi atribuită doar unui consultant sau administrator activ.' }]);
        }
      }
      await this.audit.record(manager, {
        actor: staff,
        action: 'consulting.assign',
        entityType: 'consulting_request',
        entityId: id,
        before: { assignedToId: request.assignedToId },
        after: { assignedToId: consultantId },
      });
      await this.repository.update(manager, id, { assignedToId: consultantId });
    });
    return this.get(id);
  }

  async changeStatus(id: string, status: ConsultingStatus, message: string | undefined, staff: AuthUser): Promise<StaffConsultingDetail> {
    await this.repository.transaction(async (manager) => {
      const request = await this.repository.findForUpdate(manager, id);
      if (!request) throw this.notFound();
      assertTransition(request.status, status);
      const version = request.statusVersion + 1;
      await this.audit.record(manager, {
        actor: staff,
        action: 'consulting.status',
        entityType: 'consulting_request',
        entityId: id,
        before: { status: request.status },
        after: { status, message: message ?? null },
      });
      await this.repository.update(manager, id, { status, statusMessage: message ?? null, statusVersion: version });
      const changed: ConsultingRequestEntity = { ...request, status, statusMessage: message ?? null, statusVersion: version };
      await this.sendStatusChanged(manager, changed);
    });
    return this.get(id);
  }

  async addNote(id: string, text: string, staff: AuthUser): Promise<ConsultingNoteView> {
    const noteId = await this.repository.transaction(async (manager) => {
      const request = await this.repository.findForUpdate(manager, id);
      if (!request) throw this.notFound();
      const note = await this.repository.insertNote(manager, id, staff.id, text);
      await this.audit.record(manager, {
        actor: staff,
        action: 'consulting.note',
        entityType: 'consulting_request',
        entityId: id,
        before: null,
        after: { noteId: note.id },
      });
      await this.repository.touch(manager, id);
      return note.id;
    });
    const notes = await this.repository.notesOf(id);
    return toNoteView(notes.find((note) => note.id === noteId)!);
  }

  /** The client's email, written to the outbox in the change's transaction (sent once it commits). */
  private async sendStatusChanged(manager: EntityManager, request: ConsultingRequestEntity): Promise<void> {
    await this.mail.send(
      'consulting-status-changed',
      request.email,
      {
        fullName: request.fullName,
        requestNumber: request.number,
        statusName: nameOf(CONSULTING_STATUSES, request.status),
        message: request.statusMessage ?? '',
        url: clientRequestUrl(this.config.http.publicUrl, request),
      },
      { jobId: `consulting-status-${request.id}-${request.statusVersion}`, transaction: manager },
    );
  }

  private async require(id: string): Promise<ConsultingRequestEntity> {
    const request = await this.repository.findById(id);
    if (!request) throw this.notFound();
    return request;
  }

  private notFound(): AppException {
    return AppException.notFound('Cererea de consultanță nu există.');
  }
}
