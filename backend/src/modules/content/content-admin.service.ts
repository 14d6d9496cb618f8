import { SERVICE_PRICES } from '../../contracts/price-list.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction } from '../../contracts/admin.js';
import type { ContentEntry, ContentKind } from '../../contracts/content-admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AfterCommit } from '../../core/database/after-commit.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { AuditService } from '../audit/audit.service.js';
import type { ContentEntryEntity } from './content-entry.entity.js';
import { CONTENT_KIND_DEFINITIONS, type ContentKindDefinition } from './content-kinds.js';
import { toContentEntry, type SuccessStoryData } from './content.mapper.js';
import { ContentRepository, type NewContentEntry } from './content.repository.js';
import { ContentService } from './content.service.js';
import { cleanTexts } from './content-text.js';
import type { ContentEntryInputDto } from './dto/content-entry.dto.js';
import type { ContentListQueryDto } from './dto/content-list-query.dto.js';
import { SuccessStoryPhotos } from './success-story-photos.js';

const SLUG_TAKEN = 'Adresa (slug) este deja folosită de o altă înregistrare de același tip.';

/** The audit record of an entry: its kind and its staff view. */
const snapshot = (row: ContentEntryEntity) => ({ kind: row.kind, ...toContentEntry(row) });

/** Fields of an input that are not the kind's data. */
interface Meta {
  slug?: string;
  position?: number;
  published?: boolean;
}

/** Removes absent values (a null clears an optional field) and keeps each block's own field. */
function normalizeData(kind: ContentKind, data: Record<string, unknown>): Record<string, unknown> {
  const result = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined));
  if (kind === 'special_post' && Array.isArray(result.body)) {
    result.body = (result.body as { type: string; text?: string; items?: string[] }[]).map((block) =>
      block.type === 'list' ? { type: block.type, items: block.items ?? [] } : { type: block.type, text: block.text ?? '' },
    );
  }
  return result;
}

/** A euro amount written out („690 €”, „1.490 EUR”). */
const LITERAL_EURO = /\d\s?(€|EUR\b|euro\b)/i;

/**
 * A service of the price list (contracts/price-list.ts) states its price only by placeholder: a
 * price typed into its post would disagree with checkout as soon as the price list changes.
 */
function assertPriceFromList(kind: ContentKind, slug: string | null | undefined, data: Record<string, unknown>): void {
  if (kind !== 'special_post' || !slug || !SERVICE_PRICES[slug] || typeof data.priceHint !== 'string' || !LITERAL_EURO.test(data.priceHint)) return;
  throw AppException.validation([
    { field: 'priceHint', message: `Prețul acestui serviciu vine din lista de prețuri: scrie „de la {{pret:${slug}}}”, fără sumă.` },
  ]);
}

function splitInput(input: ContentEntryInputDto): { meta: Meta; data: Record<string, unknown> } {
  const { slug, position, published, ...data } = input as ContentEntryInputDto & { slug?: string };
  return { meta: { slug, position, published }, data: cleanTexts({ ...data }) };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** What one locked change decides: the new column values and data (absent: unchanged), or where the entry moves. */
interface ChangePlan {
  patch: Partial<NewContentEntry>;
  /** Move the entry to this index of its kind's list. */
  position?: number;
}

/**
 * The staff's editing of the content store: list, read, create, update, delete and reorder any
 * kind, and the moderation of visitors' success stories. Every change runs in one transaction that
 * locks the kind's entries (positions and slugs are decided under the lock), writes an audit entry
 * (who, what, before and after) and, once committed, drops the public answers of that kind.
 */
@Injectable()
export class ContentAdminService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly content: ContentService,
    private readonly audit: AuditService,
    private readonly afterCommit: AfterCommit,
    private readonly photos: SuccessStoryPhotos,
    private readonly responses: ResponseCache,
  ) {}

  async list(kind: ContentKind, query: ContentListQueryDto): Promise<ListResponse<ContentEntry>> {
    const definition = CONTENT_KIND_DEFINITIONS[kind];
    let group: { field: string; value: string } | undefined;
    if (query.group !== undefined) {
      if (!definition.group || !definition.group.values.includes(query.group)) {
        throw AppException.validation([
          {
            field: 'group',
            message: definition.group ? `Filtrul trebuie să fie unul dintre: ${definition.group.values.join(', ')}.` : 'Acest tip de conținut nu are grupuri.',
          },
        ]);
      }
      group = { field: definition.group.field, value: query.group };
    }
    if (query.status !== undefined && kind !== 'success_story')
      throw AppException.validation([{ field: 'status', message: 'Starea există doar pentru poveștile de succes.' }]);
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.list(
      kind,
      { q: query.q || undefined, published: query.published, group, status: query.status, sort: query.sort },
      { offset, limit: perPage },
    );
    return listResponse(rows.map(toContentEntry), page, perPage, total);
  }

  async get(kind: ContentKind, id: string): Promise<ContentEntry> {
    const row = await this.repository.findById(kind, id);
    if (!row) throw AppException.notFound(CONTENT_KIND_DEFINITIONS[kind].notFound);
    return toContentEntry(row);
  }

  /** A new entry, published unless `published: false`, last in its list unless `position` says where. */
  async create(actor: AuthUser, kind: ContentKind, input: ContentEntryInputDto): Promise<ContentEntry> {
    const definition = CONTENT_KIND_DEFINITIONS[kind];
    const { meta, data } = splitInput(input);
    const story = kind === 'success_story';
    const row = await this.write(definition, async (manager, rows) => {
      if (definition.hasSlug) this.assertSlugFree(rows, meta.slug!);
      assertPriceFromList(kind, meta.slug, data);
      const created = await this.repository.insert(manager, {
        kind,
        slug: definition.hasSlug ? meta.slug! : null,
        position: rows.length,
        published: meta.published ?? true,
        data: normalizeData(kind, story ? { ...data, source: 'staff' } : data),
        // Staff write approved stories; only visitors' stories wait for moderation.
        ...(story ? { reviewStatus: 'approved' as const, reviewedAt: new Date() } : {}),
      });
      if (meta.position !== undefined) await this.place(manager, [...rows, created], created, meta.position);
      const after = (await this.repository.findById(kind, created.id, manager))!;
      await this.record(manager, actor, 'content.create', created.id, null, after);
      return after;
    });
    return toContentEntry(row);
  }

  /** Changes the given fields only; `position` moves the entry within its list. */
  update(actor: AuthUser, kind: ContentKind, id: string, input: ContentEntryInputDto): Promise<ContentEntry> {
    const definition = CONTENT_KIND_DEFINITIONS[kind];
    const { meta, data } = splitInput(input);
    return this.change(actor, definition, id, 'content.update', (target, rows) => {
      if (definition.hasSlug && meta.slug !== undefined && meta.slug !== target.slug) this.assertSlugFree(rows, meta.slug);
      if (kind === 'success_story' && meta.published === true && target.reviewStatus !== 'approved') {
        throw AppException.validation([{ field: 'published', message: 'Doar o poveste de succes aprobată poate fi publicată. Aprob-o mai întâi.' }]);
      }
      assertPriceFromList(kind, meta.slug ?? target.slug, { ...target.data, ...data });
      const patch: Partial<NewContentEntry> = { data: normalizeData(kind, { ...target.data, ...data }) };
      if (definition.hasSlug && meta.slug !== undefined) patch.slug = meta.slug;
      if (meta.published !== undefined) patch.published = meta.published;
      return { patch, position: meta.position };
    });
  }

  /** Removes the entry (and a story's picture, once committed); the others close the gap. */
  async remove(actor: AuthUser, kind: ContentKind, id: string): Promise<ContentEntry> {
    const definition = CONTENT_KIND_DEFINITIONS[kind];
    const removed = await this.write(definition, async (manager, rows) => {
      const target = rows.find((row) => row.id === id);
      if (!target) throw AppException.notFound(definition.notFound);
      await this.repository.delete(manager, id);
      await this.repository.renumber(
        manager,
        rows.filter((row) => row.id !== id),
      );
      await this.record(manager, actor, 'content.delete', id, target, null);
      const photoKey = kind === 'success_story' ? (target.data as unknown as SuccessStoryData).photoKey : undefined;
      if (photoKey) await this.afterCommit.run(manager, () => this.photos.remove(photoKey));
      return target;
    });
    return toContentEntry(removed);
  }

  /** Publishes a visitor's story, first in the list (the home page shows the first ones). */
  approveStory(actor: AuthUser, id: string): Promise<ContentEntry> {
    return this.change(actor, CONTENT_KIND_DEFINITIONS.success_story, id, 'content.approve', (target) => {
      if (target.reviewStatus === 'approved') return null;
      return { patch: { reviewStatus: 'approved', reviewNote: null, reviewedAt: new Date(), published: true }, position: 0 };
    });
  }

  /** Refuses a story (pending, or approved and taken down) with the reason; it is not public. */
  rejectStory(actor: AuthUser, id: string, reason: string): Promise<ContentEntry> {
    return this.change(actor, CONTENT_KIND_DEFINITIONS.success_story, id, 'content.reject', (target) => {
      if (target.reviewStatus === 'rejected' && target.reviewNote === reason) return null;
      return { patch: { reviewStatus: 'rejected', reviewNote: reason, reviewedAt: new Date(), published: false } };
    });
  }

  /**
   * One locked change of an existing entry: `decide` refuses (throws), returns null (nothing to
   * change: no write, no audit entry) or the plan. The audit entry is written only when the entry
   * really changed.
   */
  private async change(
    actor: AuthUser,
    definition: ContentKindDefinition,
    id: string,
    action: AuditAction,
    decide: (target: ContentEntryEntity, rows: ContentEntryEntity[]) => ChangePlan | null,
  ): Promise<ContentEntry> {
    const row = await this.write(definition, async (manager, rows) => {
      const target = rows.find((row) => row.id === id);
      if (!target) throw AppException.notFound(definition.notFound);
      const plan = decide(target, rows);
      if (!plan) return target;
      let after = await this.repository.update(manager, id, plan.patch);
      if (plan.position !== undefined) {
        await this.place(manager, rows, after, plan.position);
        after = (await this.repository.findById(definition.kind, id, manager))!;
      }
      const before = snapshot(target);
      if (JSON.stringify({ ...before, updatedAt: null }) !== JSON.stringify({ ...snapshot(after), updatedAt: null })) {
        await this.record(manager, actor, action, id, target, after);
      }
      return after;
    });
    return toContentEntry(row);
  }

  /** Runs `work` under the kind's lock; a slug taken meanwhile is a field error; the public answers follow the commit. */
  private async write<T>(definition: ContentKindDefinition, work: (manager: EntityManager, rows: ContentEntryEntity[]) => Promise<T>): Promise<T> {
    try {
      const result = await this.repository.transaction(async (manager) => work(manager, await this.repository.lockKind(manager, definition.kind)));
      // Every process drops its cached answers and pages (and, with them, its content views).
      this.responses.invalidate();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw AppException.validation([{ field: 'slug', message: SLUG_TAKEN }]);
      throw error;
    }
  }

  /** Puts `target` at `position` (capped at the end) of the kind's list and numbers the list again. */
  private async place(manager: EntityManager, rows: ContentEntryEntity[], target: ContentEntryEntity, position: number): Promise<void> {
    const ordered = rows.filter((row) => row.id !== target.id);
    ordered.splice(Math.min(position, ordered.length), 0, target);
    // The target's row was just written: compare against a position it cannot have, so it is always set.
    await this.repository.renumber(manager, ordered.map((row) => (row.id === target.id ? { ...row, position: -1 } : row)) as ContentEntryEntity[]);
  }

  private assertSlugFree(rows: ContentEntryEntity[], slug: string): void {
    if (rows.some((row) => row.slug === slug)) throw AppException.validation([{ field: 'slug', message: SLUG_TAKEN }]);
  }

  private record(
    manager: EntityManager,
    actor: AuthUser,
    action: AuditAction,
    id: string,
    before: ContentEntryEntity | null,
    after: ContentEntryEntity | null,
  ): Promise<void> {
    return this.audit.record(manager, {
      actor,
      action,
      entityType: 'content_entry',
      entityId: id,
      before: before && snapshot(before),
      after: after && snapshot(after),
    });
  }
}
