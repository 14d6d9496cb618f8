import { Injectable } from '@nestjs/common';
import type { ListingType } from '../../contracts/lists.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { ListingFamilyDefinition } from './listing-family.js';

/**
 * The families known to the core, by listing type. Each family module registers its definition
 * when it is instantiated (before any request); the core never imports a family.
 */
@Injectable()
export class ListingRegistry {
  private readonly byType = new Map<ListingType, ListingFamilyDefinition>();

  register(definition: ListingFamilyDefinition): void {
    if (this.byType.has(definition.type)) throw new Error(`Listing family ${definition.type} registered twice`);
    this.byType.set(definition.type, definition);
  }

  get(type: ListingType): ListingFamilyDefinition {
    const definition = this.byType.get(type);
    if (!definition) throw AppException.notFound('Tipul de anunț nu există.');
    return definition;
  }

  all(): ListingFamilyDefinition[] {
    return [...this.byType.values()];
  }
}
