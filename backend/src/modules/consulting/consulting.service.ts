import { Inject, Injectable } from '@nestjs/common';
import type { StaffRole } from '../../contracts/lists.js';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  CONSULTING_KINDS,
  CONSULTING_STATUSES,
  CONSULTING_TOPICS,
  nameOf,
  type ConsultingCreated,
  type ConsultingEligibilityCreated,
  type ConsultingKind,
  type ConsultingTopic,
  type DigitalizationAnswer,
  type MyConsultingRequest,
} from '../../contracts/consulting.js';
import type { ListingDocument, ListResponse } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { addressKey, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { MailService } from '../mail/mail.service.js';
import { UploadsService, type IncomingFile } from '../uploads/uploads.service.js';
import { clientRequestUrl, staffRequestUrl, toMyRequest } from './consulting.mapper.js';
import { ConsultingRepository } from './consulting.repository.js';
import type { ConsultingRequestEntity } from './consulting-request.entity.js';
import type {
  CompanyRequesterDto,
  ConsultingRequestDto,
  ContactPromoDto,
  ContactRequestDto,
  DigitalizationPointsDto,
  GrantTreiEligibilityDto,
  MindsetOwnersDto,
  RequesterDto,
} from './dto/public-requests.dto.js';
import type { CompanyAnswers } from '../../contracts/funding.js';
import { ProgrammesService } from './programmes/programmes.service.js';
import { listResponse } from '../../core/http/pagination.js';

/** Requests a client address may send in an hour, over every consulting form. */
export const CONSULTING_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;
export const CONSULTING_LIMIT_MESSAGE = 'Ai trimis prea multe cereri în ultima oră. Încearcă din nou mai târziu sau scrie-ne pe email.';
export const CONSULTING_RECEIVED_MESSAGE = 'Cererea ta a fost înregistrată. Un consultant te contactează în cel mult o zi lucrătoare.';
/** Documents a client may attach to one request. */
export const CONSULTING_MAX_DOCUMENTS = 10;
/** Staff roles alerted about new requests; admins only when there is no consultant. */
const ALERTED_ROLES: readonly StaffRole[] = ['consultant'];

/** Who sends: the client address (rate limit) and the signed-in account, if any. */
export interface Sender {
  ip: string;
  userId: string | null;
}

/**
 * Whose budget a request spends: a signed-in client's own account (an office or a mobile network
 * shares one address among many people), otherwise the client address.
 */
const limitKey = (sender: Sender): string => (sender.userId ? `consulting-user:${sender.userId}` : addressKey('consulting', sender.ip));

export interface NewRequest {
  kind: ConsultingKind;
  topic: ConsultingTopic;
  requester: RequesterDto & Partial<Pick<CompanyRequesterDto, 'companyName' | 'cui'>>;
  message?: string | null;
  answers?: Record<string, unknown>;
  result?: Record<string, unknown> | null;
  listingId?: string | null;
}

/**
 * The public side of consulting: the forms of spec section 7 store a request, answer with its
 * number, and — once the row is committed — queue the acknowledgement to the requester and an alert
 * to the consultants. Signed-in requesters find their requests in `mine`.
 */
@Injectable()
export class ConsultingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ConsultingRepository,
    private readonly counters: RateCounters,
    private readonly mail: MailService,
    private readonly uploads: UploadsService,
    private readonly programmes: ProgrammesService,
  ) {}

  createGeneral(input: ConsultingRequestDto, sender: Sender): Promise<ConsultingCreated> {
    return this.create({ kind: 'consulting', topic: input.topic, requester: input, message: input.message }, sender);
  }

  createContact(input: ContactRequestDto, sender: Sender): Promise<ConsultingCreated> {
    // The footer's feedback form sends no name.
    return this.create(
      { kind: 'contact', topic: input.topic ?? 'other', requester: { ...input, fullName: input.fullName ?? '' }, message: input.message },
      sender,
    );
  }

  async createPromo(input: ContactPromoDto, sender: Sender): Promise<ConsultingCreated> {
    if (input.listingId && !(await this.repository.listingExists(input.listingId))) {
      throw AppException.validation([{ field: 'listingId', message: 'Anunțul ales nu există.' }]);
    }
    return this.create(
      { kind: 'contact-promo', topic: 'promotion', requester: input, message: input.message ?? null, listingId: input.listingId ?? null },
      sender,
    );
  }

  createMindsetOwners(input: MindsetOwnersDto, sender: Sender): Promise<ConsultingCreated> {
    return this.create(
      {
        kind: 'mindset-owners',
        topic: 'mindset-owners',
        requester: input,
        message: input.message ?? null,
        answers: { challenge: input.challenge, ...(input.employees !== undefined ? { employees: input.employees } : {}) },
      },
      sender,
    );
  }

  async createGrantTreiEligibility(input: GrantTreiEligibilityDto, sender: Sender): Promise<ConsultingEligibilityCreated> {
    this.assertFoundedYear(input.foundedYear);
    const answers = {
      legalForm: input.legalForm,
      foundedYear: input.foundedYear,
      caenDomain: input.caenDomain,
      employees: input.employees,
      turnoverEur: input.turnoverEur,
      county: input.county,
      investmentEur: input.investmentEur,
      canCoFinance: input.canCoFinance,
      hasTaxDebts: input.hasTaxDebts,
    };
    const result = this.programmes.grantTrei(answers);
    const created = await this.create(
      {
        kind: 'eligibility-grant-trei',
        topic: 'grant-trei',
        requester: input,
        message: input.message ?? null,
        answers,
        result: result as unknown as Record<string, unknown>,
      },
      sender,
    );
    return { ...created, result };
  }

  /** Points only; with contact details (name and email) the answers are also stored as a request. */
  async calculateDigitalization(input: DigitalizationPointsDto, sender: Sender): Promise<DigitalizationAnswer> {
    this.assertFoundedYear(input.foundedYear);
    const answers = {
      foundedYear: input.foundedYear,
      employees: input.employees,
      turnoverEur: input.turnoverEur,
      profitable: input.profitable,
      digitalLevel: input.digitalLevel,
      investments: [...new Set(input.investments)],
      county: input.county,
    };
    const result = this.programmes.digitalization(answers);
    if (!input.email || !input.fullName) return { result };
    const created = await this.create(
      {
        kind: 'digitalization',
        topic: 'digitalization',
        requester: { fullName: input.fullName, email: input.email, phone: input.phone, companyName: input.companyName },
        answers,
        result: result as unknown as Record<string, unknown>,
      },
      sender,
    );
    return { ...created, result };
  }

  /**
   * An eligibility check turned into a consulting request (kind `eligibility`, topic `funding`): the
   * answers and the results recomputed now are stored for the consultants.
   */
  async createEligibilityRequest(
    input: { answers: CompanyAnswers; programmeIds?: string[]; fullName: string; email: string; phone?: string; message?: string },
    sender: Sender,
  ): Promise<ConsultingCreated> {
    const results = await this.programmes.evaluateAll(input.answers, input.programmeIds);
    return this.create(
      {
        kind: 'eligibility',
        topic: 'funding',
        requester: { fullName: input.fullName, email: input.email, phone: input.phone, companyName: input.answers.companyName, cui: input.answers.cui },
        message: input.message ?? null,
        answers: { ...input.answers, ...(input.programmeIds?.length ? { programmeIds: input.programmeIds } : {}) },
        result: { results } as unknown as Record<string, unknown>,
      },
      sender,
    );
  }

  /** The signed-in user's requests, newest first; never notes, never who works on them. */
  async mine(userId: string, query: { page?: number; pageSize?: number }): Promise<ListResponse<MyConsultingRequest>> {
    const page = query.page ?? 1;
    const perPage = query.pageSize ?? 20;
    const { rows, total } = await this.repository.listOfUser(userId, (page - 1) * perPage, perPage);
    const documents = await this.repository.documentsOf(rows.map((row) => row.id));
    return listResponse(
      rows.map((row) =>
        toMyRequest(
          row,
          documents.filter((document) => document.requestId === row.id),
        ),
      ),
      page,
      perPage,
      total,
    );
  }

  /**
   * The client adds private documents to one of their own requests (another user's request, or an
   * anonymous one, is "not found"). Stored through the uploads module, readable by the client and staff.
   */
  async addDocuments(userId: string, requestId: string, files: IncomingFile[]): Promise<MyConsultingRequest> {
    const notFound = () => AppException.notFound('Cererea nu există.');
    const request = await this.repository.findById(requestId);
    if (!request || request.userId !== userId) throw notFound();
    const tooMany = () => AppException.validation([{ field: 'documents', message: `O cerere poate avea cel mult ${CONSULTING_MAX_DOCUMENTS} documente.` }]);
    if ((await this.repository.countDocuments(requestId)) + files.length > CONSULTING_MAX_DOCUMENTS) throw tooMany();
    const stored = await this.uploads.storeDocuments(userId, files);
    await this.repository.transaction(async (manager) => {
      await this.repository.findForUpdate(manager, requestId);
      if ((await this.repository.countDocuments(requestId, manager)) + stored.length > CONSULTING_MAX_DOCUMENTS) throw tooMany();
      await this.repository.attachDocuments(
        manager,
        requestId,
        userId,
        stored.map((document) => document.key),
      );
      await this.repository.touch(manager, requestId);
      await this.sendDocumentsAdded(manager, request, stored);
    });
    const fresh = (await this.repository.findById(requestId))!;
    return toMyRequest(fresh, await this.repository.documentsOf([requestId]));
  }

  /**
   * Tells the request's consultant (or, while nobody has taken it, the consultants) that the client
   * sent documents: written to the outbox in the upload's transaction, once per upload.
   */
  private async sendDocumentsAdded(manager: EntityManager, request: ConsultingRequestEntity, documents: ListingDocument[]): Promise<void> {
    const assignee = request.assignedToId ? await this.repository.activeStaffById(request.assignedToId, manager) : null;
    let staff = assignee ? [assignee] : await this.repository.activeStaff(ALERTED_ROLES, manager);
    if (!staff.length) staff = await this.repository.activeStaff(['admin'], manager);
    const data = {
      requestNumber: request.number,
      fullName: request.fullName,
      statusName: nameOf(CONSULTING_STATUSES, request.status),
      documents: documents.map((document) => document.originalName).join(', '),
      count: String(documents.length),
      url: staffRequestUrl(this.config.http.publicUrl, request.id),
    };
    for (const member of staff) {
      await this.mail.send('consulting-documents-added', member.email, data, {
        jobId: `consulting-documents-${documents[0].key}-${member.id}`,
        replyTo: request.email,
        transaction: manager,
      });
    }
  }

  private assertFoundedYear(year: number): void {
    if (year > new Date().getFullYear()) throw AppException.validation([{ field: 'foundedYear', message: 'Anul înființării nu poate fi în viitor.' }]);
  }

  private async create(input: NewRequest, sender: Sender): Promise<ConsultingCreated> {
    // Counted in a transaction of its own: a refused request (400) never reaches here, and a
    // request over the limit stores and sends nothing.
    await this.counters.take([{ key: limitKey(sender), ...CONSULTING_LIMIT, message: CONSULTING_LIMIT_MESSAGE }]);
    const request = await this.repository.transaction(async (manager) => {
      const saved = await this.insertRequest(manager, input, sender.userId);
      await this.sendReceived(manager, saved, await this.alertedStaff(manager));
      return saved;
    });
    return { id: request.id, number: request.number, message: CONSULTING_RECEIVED_MESSAGE };
  }

  /**
   * Opens a request inside the caller's transaction (a paid valuation order): stored like a form's
   * request, linked to `userId`, and announced to the consultants once that transaction commits. The
   * requester gets no acknowledgement from here: the caller tells them itself. No rate limit.
   */
  async openWithin(manager: EntityManager, input: NewRequest, userId: string | null): Promise<{ id: string; number: string }> {
    const saved = await this.insertRequest(manager, input, userId);
    await this.alertStaff(manager, saved, await this.alertedStaff(manager));
    return { id: saved.id, number: saved.number };
  }

  private async insertRequest(manager: EntityManager, input: NewRequest, userId: string | null): Promise<ConsultingRequestEntity> {
    return this.repository.insert(manager, {
      number: await this.repository.nextNumber(manager, new Date().getFullYear()),
      kind: input.kind,
      topic: input.topic,
      fullName: input.requester.fullName,
      email: input.requester.email,
      phone: input.requester.phone ?? null,
      companyName: input.requester.companyName ?? null,
      cui: input.requester.cui ?? null,
      message: input.message ?? null,
      answers: input.answers ?? {},
      result: input.result ?? null,
      userId,
      listingId: input.listingId ?? null,
      status: 'new',
    });
  }

  /** The consultants, or the admins when there is no consultant. */
  private async alertedStaff(manager: EntityManager): Promise<{ id: string; email: string }[]> {
    const staff = await this.repository.activeStaff(ALERTED_ROLES, manager);
    return staff.length ? staff : this.repository.activeStaff(['admin'], manager);
  }

  /**
   * The acknowledgement to the requester and the alert to the consultants, written to the outbox in
   * the request's transaction: sent once it commits (each job once), never for a request not stored.
   */
  private async sendReceived(manager: EntityManager, request: ConsultingRequestEntity, staff: { id: string; email: string }[]): Promise<void> {
    const publicUrl = this.config.http.publicUrl;
    const topic = nameOf(CONSULTING_TOPICS, request.topic);
    await this.mail.send(
      'consulting-request-received',
      request.email,
      { fullName: request.fullName, requestNumber: request.number, topic, url: clientRequestUrl(publicUrl, request) },
      { jobId: `consulting-received-${request.id}`, transaction: manager },
    );
    await this.alertStaff(manager, request, staff);
  }

  private async alertStaff(manager: EntityManager, request: ConsultingRequestEntity, staff: { id: string; email: string }[]): Promise<void> {
    const publicUrl = this.config.http.publicUrl;
    const topic = nameOf(CONSULTING_TOPICS, request.topic);
    for (const member of staff) {
      await this.mail.send(
        'consulting-staff-alert',
        member.email,
        {
          requestNumber: request.number,
          kindName: nameOf(CONSULTING_KINDS, request.kind),
          topic,
          fullName: request.fullName,
          email: request.email,
          phone: request.phone ?? '',
          companyName: request.companyName ?? '',
          message: request.message ?? '',
          url: staffRequestUrl(publicUrl, request.id),
        },
        { jobId: `consulting-alert-${request.id}-${member.id}`, replyTo: request.email, transaction: manager },
      );
    }
  }
}
