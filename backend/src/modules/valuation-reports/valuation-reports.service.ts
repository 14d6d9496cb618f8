import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { domainOfCaen } from '../../contracts/caen.js';
import type { ListResponse } from '../../contracts/listings.js';
import type {
  ClientValuationReport,
  ReportComparable,
  ReportFigures,
  StaffValuationReport,
  ValuationReportVersionView,
} from '../../contracts/valuation-reports.js';
import { REPORT_LIMITS } from '../../contracts/valuation-reports.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { assertPortsRegistered } from '../../core/boot/required-ports.js';
import { Clock } from '../../core/clock/clock.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { STORAGE_DRIVER, type StorageDriver, type StoredObject } from '../../core/storage/storage-driver.js';
import { AuditService } from '../audit/audit.service.js';
import { ConsultingAdminService } from '../consulting/consulting-admin.service.js';
import { MailService } from '../mail/mail.service.js';
import type { UpdateValuationReportDto, ValuationReportQueryDto } from './dto/valuation-report.dto.js';
import type { CompanyFiguresPort, InstantEstimatePort } from './valuation-report-ports.js';
import { formatRange, renderValuationReportPdf } from './valuation-report-pdf.js';
import { applyAdjustments, caenDivision, finalRangeProblem, NO_FIGURES } from './valuation-report-rules.js';
import type { ReportDocument } from './valuation-report.entity.js';
import { ValuationReportsRepository, type ReportRow, type VersionRow } from './valuation-reports.repository.js';

/** A paid valuation order as the workspace needs it. */
export interface PaidValuationOrder {
  id: string;
  userId: string;
  consultingRequestId: string | null;
  valuation: { companyName: string; companyCui: string | null; estimateId?: string | null } | null;
}

/** A report PDF opened for download. */
export interface ReportFile extends StoredObject {
  fileName: string;
}

/** The conclusion a published report needs at least. */
const MIN_CONCLUSION = 20;

/**
 * The paid valuation report. `openForOrder` runs inside the transaction that marks a valuation order
 * paid and creates its workspace once per order (the unique order id decides, so a second "paid" run
 * finds it); a job after the commit fills in the company's figures by CUI, the instant method's
 * starting range and the comparable listings. Consultants edit the draft and publish it: each
 * publication freezes a version (1, 2, …; older ones kept) whose PDF a job makes once after the commit
 * and emails to the client once.
 */
@Injectable()
export class ValuationReportsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ValuationReportsService.name);
  private companyData: CompanyFiguresPort | null = null;
  private estimator: InstantEstimatePort | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ValuationReportsRepository,
    private readonly consulting: ConsultingAdminService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** The company-data module registers its lookup here (at module init). */
  provideCompanyData(port: CompanyFiguresPort): void {
    this.companyData = port;
  }

  /** The valuation module registers its instant method here (at module init). */
  provideEstimator(port: InstantEstimatePort): void {
    this.estimator = port;
  }

  /** Both sources are required: boot fails when ValuationReportSources did not register them. */
  onApplicationBootstrap(): void {
    assertPortsRegistered(ValuationReportsService.name, { CompanyFiguresPort: this.companyData, InstantEstimatePort: this.estimator });
  }

  /** Inside the "order paid" transaction: the order's workspace, made once; its figures are filled by a job after the commit. */
  async openForOrder(manager: EntityManager, order: PaidValuationOrder): Promise<string> {
    const valuation = order.valuation ?? { companyName: 'Societate fără nume', companyCui: null, estimateId: null };
    const { id, created } = await this.repository.insertForOrder(manager, {
      orderId: order.id,
      userId: order.userId,
      consultingRequestId: order.consultingRequestId,
      companyName: valuation.companyName,
      companyCui: valuation.companyCui ? valuation.companyCui.replace(/\D/g, '') || null : null,
      figures: NO_FIGURES,
    });
    if (created)
      await this.outbox.add(manager, JobName.FillValuationReport, { reportId: id, estimateId: valuation.estimateId ?? null }, `valuation-report-fill-${id}`);
    return id;
  }

  /**
   * After the commit: the company's figures read by CUI (when a lookup is registered and ANAF
   * answers), the starting range, the comparable listings. Only what nobody filled yet is written,
   * so a run after the consultant's first edit (or a second run) changes nothing they typed.
   */
  @HandlesJob(JobName.FillValuationReport)
  async fill({ reportId, estimateId = null }: JobPayloads[JobName.FillValuationReport]): Promise<JobResult> {
    const report = await this.repository.find(reportId);
    if (!report) return 'skipped';
    if (report.editedAt) return 'skipped';
    let figures = report.figures;
    if (figures.source === 'none' && report.companyCui) {
      const found = await this.anafFigures(report.companyCui);
      if (typeof found === 'string')
        this.logger.warn(`Valuation report ${reportId}: no figures from ANAF (${found}); the consultant types them or reads them again`);
      else figures = found;
    }
    if (figures.source === 'none' && estimateId && this.estimator!.figuresOf) figures = (await this.estimator!.figuresOf(estimateId)) ?? figures;
    const starting = report.starting ?? (estimateId || figures.years.length ? await this.estimator!.estimate(figures, estimateId) : null);
    const comparables = report.comparables.length ? report.comparables : await this.findComparables(figures, starting?.mid ?? null, []);
    await this.repository.transaction(async (manager) => {
      const locked = await this.repository.find(reportId, manager, true);
      if (!locked || locked.editedAt) return;
      await this.repository.update(manager, reportId, { figures, starting, comparables });
    });
    return 'done';
  }

  /**
   * The consultant reads the company's figures from ANAF again (ANAF was down when the order was
   * paid, or a new balance sheet came out); the starting range follows when it was not set yet.
   */
  async refreshFigures(id: string): Promise<StaffValuationReport> {
    const report = await this.require(id);
    if (!report.companyCui)
      throw AppException.validation([{ field: 'companyCui', message: 'Comanda nu are CUI-ul firmei: introdu cifrele din documentele clientului.' }]);
    const figures = await this.anafFigures(report.companyCui);
    if (typeof figures === 'string') throw new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, figures);
    const starting = report.starting ?? (await this.estimator!.estimate(figures, null));
    await this.repository.transaction((manager) => this.repository.update(manager, id, { figures, starting, editedAt: this.clock.now() }));
    return this.get(id);
  }

  /** The company's figures from ANAF, or why there are none (Romanian). */
  private async anafFigures(cui: string): Promise<ReportFigures | string> {
    const found = await this.companyData!.lookup(cui);
    if (found.status === 'not_found') return 'ANAF nu cunoaște acest CUI.';
    if (found.status === 'unavailable') return found.message;
    const data = found.data;
    const latest = data.years[0];
    return {
      source: 'anaf',
      fetchedAt: data.fetchedAt,
      caen: (data.caen ?? latest?.caen ?? null)?.replace(/\D/g, '').slice(0, 4) || null,
      countyId: data.countyId,
      years: data.years
        .slice(0, REPORT_LIMITS.years)
        .map((year) => ({ year: year.year, turnover: year.turnover, netProfit: year.netProfit, employees: year.employees })),
      assets: latest?.assets ?? null,
      debts: latest?.debts ?? null,
    };
  }

  async list(query: ValuationReportQueryDto): Promise<ListResponse<StaffValuationReport>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.list({ status: query.status, q: query.q || undefined, offset, limit: perPage });
    const versions = await this.repository.versionsOf(rows.map((row) => row.id));
    return listResponse(
      rows.map((row) => this.staffView(row, versions, [])),
      page,
      perPage,
      total,
    );
  }

  async get(id: string): Promise<StaffValuationReport> {
    const report = await this.require(id);
    const documents = report.consultingRequestId ? await this.consulting.documents(report.consultingRequestId).catch(() => []) : [];
    return this.staffView(
      report,
      await this.repository.versionsOf([id]),
      documents.map((document) => ({ name: document.originalName, url: document.url })),
    );
  }

  /** The consultant's edit of the draft: only the parts sent change. */
  async update(id: string, dto: UpdateValuationReportDto): Promise<StaffValuationReport> {
    const problems = dtoProblems(dto);
    if (problems.length) throw AppException.validation(problems);
    await this.repository.transaction(async (manager) => {
      const report = await this.repository.find(id, manager, true);
      if (!report) throw this.notFound();
      const figures: ReportFigures | undefined = dto.figures
        ? {
            ...report.figures,
            ...dto.figures,
            source: report.figures.source === 'anaf' ? 'anaf' : 'manual',
            years: [...dto.figures.years].sort((a, b) => b.year - a.year),
          }
        : undefined;
      const starting =
        dto.starting === undefined
          ? undefined
          : dto.starting === null
            ? null
            : {
                ...(report.starting ?? { currency: 'EUR' as const, method: 'estimare stabilită de consultant', estimateId: null, explanation: [] }),
                low: dto.starting.low,
                mid: dto.starting.mid,
                high: dto.starting.high,
              };
      let comparables: ReportComparable[] | undefined;
      if (dto.includedComparables) {
        const included = new Set(dto.includedComparables);
        const unknown = [...included].filter((listingId) => !report.comparables.some((item) => item.listingId === listingId));
        if (unknown.length)
          throw AppException.validation([{ field: 'includedComparables', message: 'Poți include doar anunțuri din lista de comparabile a raportului.' }]);
        comparables = report.comparables.map((item) => ({ ...item, included: included.has(item.listingId) }));
      }
      await this.repository.update(manager, id, {
        figures,
        starting,
        adjustments: dto.adjustments,
        comparables,
        conclusion: dto.conclusion === undefined ? undefined : dto.conclusion || null,
        finalLow: dto.finalLow,
        finalMid: dto.finalMid,
        finalHigh: dto.finalHigh,
        editedAt: this.clock.now(),
      });
    });
    return this.get(id);
  }

  /** Looks for comparable listings again (the figures or the range changed); the included ones stay included when still found. */
  async refreshComparables(id: string): Promise<StaffValuationReport> {
    const report = await this.require(id);
    const mid = report.finalMid ?? report.starting?.mid ?? null;
    const comparables = await this.findComparables(
      report.figures,
      mid,
      report.comparables.filter((item) => item.included).map((item) => item.listingId),
    );
    await this.repository.transaction((manager) => this.repository.update(manager, id, { comparables, editedAt: this.clock.now() }));
    return this.get(id);
  }

  /**
   * Publishes the report as its next version: the content frozen, the PDF made and emailed by a job
   * after the commit. Needs a conclusion and an ordered final range (400 with field messages).
   */
  async publish(actor: AuthUser, id: string): Promise<StaffValuationReport> {
    const consultantName = (await this.repository.userName(actor.id)) ?? 'Consultant RoAfaceri';
    await this.repository.transaction(async (manager) => {
      const report = await this.repository.find(id, manager, true);
      if (!report) throw this.notFound();
      const problems: { field: string; message: string }[] = [];
      if (!report.conclusion || report.conclusion.length < MIN_CONCLUSION)
        problems.push({ field: 'conclusion', message: `Scrie concluzia raportului (cel puțin ${MIN_CONCLUSION} de caractere).` });
      const rangeProblem = finalRangeProblem({ low: report.finalLow, mid: report.finalMid, high: report.finalHigh });
      if (rangeProblem) problems.push({ field: 'finalMid', message: rangeProblem });
      if (problems.length) throw AppException.validation(problems, 'Raportul nu poate fi publicat încă.');
      const publishedAt = this.clock.now();
      const version = report.version + 1;
      const versionId = randomUUID();
      const document: ReportDocument = {
        orderNumber: report.orderNumber,
        companyName: report.companyName,
        companyCui: report.companyCui,
        clientName: report.clientName,
        figures: report.figures,
        starting: report.starting,
        adjustments: report.adjustments,
        adjusted: report.starting ? applyAdjustments(report.starting, report.adjustments) : null,
        comparables: report.comparables,
        conclusion: report.conclusion!,
        final: { low: report.finalLow!, mid: report.finalMid!, high: report.finalHigh! },
        consultantName,
        version,
        publishedAt: publishedAt.toISOString(),
      };
      const pdfKey = `valuation-reports/${publishedAt.getUTCFullYear()}/${versionId}.pdf`;
      await this.repository.insertVersion(manager, { id: versionId, reportId: id, version, document, pdfKey, publishedBy: actor.id, publishedAt });
      await this.repository.update(manager, id, { status: 'published', version });
      await this.outbox.add(manager, JobName.PrepareValuationReportVersion, { versionId }, `valuation-report-version-${versionId}`);
      // Who published which version, with its range: the client receives it, so it is audited like an order decision.
      await this.audit.record(manager, {
        actor,
        action: 'valuation_report.publish',
        entityType: 'valuation_report',
        entityId: id,
        before: { status: report.status, version: report.version },
        after: { status: 'published', version, finalLow: document.final.low, finalMid: document.final.mid, finalHigh: document.final.high },
      });
    });
    return this.get(id);
  }

  /**
   * After the commit: the version's PDF, made once from its frozen content, then the client's email
   * with it attached (once: its key is the version's). Run again, it finds both done.
   */
  @HandlesJob(JobName.PrepareValuationReportVersion)
  async prepareVersion({ versionId }: JobPayloads[JobName.PrepareValuationReportVersion]): Promise<JobResult> {
    const version = await this.repository.findVersion(versionId);
    if (!version) return 'skipped';
    await this.storedPdf(version);
    const report = await this.repository.find(version.reportId);
    if (!report) return 'skipped';
    await this.mail.send(
      'valuation-report-published',
      report.billingEmail,
      {
        fullName: report.clientName,
        companyName: version.document.companyName,
        version: String(version.version),
        range: formatRange(version.document.final),
        url: `${this.config.http.publicUrl}/cont#rapoarte-evaluare`,
      },
      { jobId: `valuation-report-published-${versionId}`, attachments: [{ key: version.pdfKey, filename: this.fileName(version) }] },
    );
    return 'done';
  }

  /** The client's reports (drafts show as being written, without content). */
  async mine(user: AuthUser): Promise<ClientValuationReport[]> {
    const reports = await this.repository.ofUser(user.id);
    const versions = await this.repository.versionsOf(reports.map((report) => report.id));
    return reports.map((report) => {
      const own = versions.filter((version) => version.reportId === report.id).map((version) => this.versionView(version, 'client'));
      const latest = versions.find((version) => version.reportId === report.id);
      return {
        id: report.id,
        orderNumber: report.orderNumber,
        companyName: report.companyName,
        status: report.status,
        version: report.version,
        range: latest ? latest.document.final : null,
        publishedAt: latest ? latest.publishedAt.toISOString() : null,
        pdfUrl: own[0]?.pdfUrl ?? null,
        versions: own,
      };
    });
  }

  /** A version's PDF (the latest without `version`) for the report's client; 404 for anyone else and while none is published. */
  async clientPdf(user: AuthUser, id: string, version?: number): Promise<ReportFile> {
    const report = await this.repository.find(id);
    if (!report || report.userId !== user.id) throw this.notFound();
    return this.pdfOf(report, version);
  }

  /** A version's PDF for staff. */
  async staffPdf(id: string, version?: number): Promise<ReportFile> {
    return this.pdfOf(await this.require(id), version);
  }

  private async pdfOf(report: ReportRow, version?: number): Promise<ReportFile> {
    const row = report.version ? await this.repository.versionOf(report.id, version ?? report.version) : null;
    if (!row) throw AppException.notFound('Raportul nu are încă o versiune publicată.');
    return { ...(await this.storedPdf(row)), fileName: this.fileName(row) };
  }

  /** The stored PDF of a version; made and stored when missing (its job has not run yet): the same content always makes the same report. */
  private async storedPdf(version: VersionRow): Promise<StoredObject> {
    const stored = await this.storage.get(version.pdfKey);
    if (stored) return stored;
    await this.storage.put(version.pdfKey, await renderValuationReportPdf(version.document), 'application/pdf');
    const made = await this.storage.get(version.pdfKey);
    if (!made) throw new Error(`Valuation report PDF ${version.pdfKey} was stored but cannot be read`);
    return made;
  }

  private fileName(version: Pick<VersionRow, 'document' | 'version'>): string {
    const slug = version.document.companyName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    return `raport-evaluare-${slug || 'societate'}-v${version.version}.pdf`;
  }

  private async findComparables(figures: ReportFigures, mid: number | null, keepIncluded: string[]): Promise<ReportComparable[]> {
    const division = caenDivision(figures.caen);
    const found = await this.repository.comparables({
      division,
      domain: figures.caen ? domainOfCaen(figures.caen) : null,
      mid,
      limit: REPORT_LIMITS.comparables,
    });
    const keep = new Set(keepIncluded);
    return found.map((item) => ({ ...item, included: keepIncluded.length ? keep.has(item.listingId) : true }));
  }

  private staffView(report: ReportRow, versions: VersionRow[], documents: { name: string; url: string }[]): StaffValuationReport {
    const own = versions.filter((version) => version.reportId === report.id);
    const latest = own[0];
    return {
      id: report.id,
      orderId: report.orderId,
      orderNumber: report.orderNumber,
      consultingRequestId: report.consultingRequestId,
      client: { id: report.userId, fullName: report.clientName, email: report.clientEmail },
      companyName: report.companyName,
      companyCui: report.companyCui,
      status: report.status,
      version: report.version,
      figures: report.figures,
      starting: report.starting,
      adjustments: report.adjustments,
      comparables: report.comparables,
      conclusion: report.conclusion,
      finalLow: report.finalLow,
      finalMid: report.finalMid,
      finalHigh: report.finalHigh,
      adjusted: report.starting ? applyAdjustments(report.starting, report.adjustments) : null,
      documents,
      versions: own.map((version) => this.versionView(version, 'staff')),
      changedSincePublished: Boolean(latest && report.editedAt && report.editedAt > latest.publishedAt),
      createdAt: report.createdAt.toISOString(),
      updatedAt: report.updatedAt.toISOString(),
    };
  }

  private versionView(version: VersionRow, reader: 'client' | 'staff'): ValuationReportVersionView {
    const base = reader === 'client' ? `/api/valuation-reports/${version.reportId}/pdf` : `/api/admin/valuation-reports/${version.reportId}/pdf`;
    return {
      version: version.version,
      publishedAt: version.publishedAt.toISOString(),
      consultantName: version.consultantName,
      pdfUrl: `${base}?version=${version.version}`,
    };
  }

  private async require(id: string): Promise<ReportRow> {
    const report = await this.repository.find(id);
    if (!report) throw this.notFound();
    return report;
  }

  private notFound(): AppException {
    return AppException.notFound('Raportul de evaluare nu există.');
  }
}

/** Checks across fields the DTO cannot express: factor bounds, ordered ranges. */
function dtoProblems(dto: UpdateValuationReportDto): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  dto.adjustments?.forEach((adjustment, index) => {
    if (adjustment.kind === 'factor' && (adjustment.value < REPORT_LIMITS.factorMin || adjustment.value > REPORT_LIMITS.factorMax)) {
      problems.push({
        field: `adjustments.${index}.value`,
        message: `Un procent de ajustare este între ${REPORT_LIMITS.factorMin}% și +${REPORT_LIMITS.factorMax}%.`,
      });
    }
  });
  if (dto.starting && !(dto.starting.low <= dto.starting.mid && dto.starting.mid <= dto.starting.high)) {
    problems.push({ field: 'starting', message: 'Estimarea de pornire trebuie să respecte ordinea: minim ≤ mediu ≤ maxim.' });
  }
  const final = [dto.finalLow, dto.finalMid, dto.finalHigh];
  if (final.every((value) => typeof value === 'number') && !(dto.finalLow! <= dto.finalMid! && dto.finalMid! <= dto.finalHigh!)) {
    problems.push({ field: 'finalMid', message: 'Intervalul final trebuie să respecte ordinea: minim ≤ mediu ≤ maxim.' });
  }
  const years = dto.figures?.years.map((year) => year.year) ?? [];
  if (new Set(years).size !== years.length) problems.push({ field: 'figures.years', message: 'Fiecare an apare o singură dată.' });
  return problems;
}
