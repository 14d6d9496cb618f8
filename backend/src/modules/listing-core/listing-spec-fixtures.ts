import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { ListingType } from '../../contracts/lists.js';
import type { ListingEntity } from './listing.entity.js';

/** Field → messages of a DTO's validation of `plain` (family specs). */
export async function errorsOf<T extends object>(type: new () => T, plain: Record<string, unknown>): Promise<{ value: T; errors: Record<string, string[]> }> {
  const value = plainToInstance(type, plain);
  const errors = await validate(value);
  return { value, errors: Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})])) };
}

/** A published listing row of `family` with empty common fields, for mapper specs. */
export const listing = (family: ListingType) =>
  ({
    id: 'c0a8e0f4-0000-4000-8000-000000000001',
    family,
    slug: 'apel-abc123',
    title: 'Apel',
    description: '',
    excerpt: '',
    gallery: [],
    photo: null,
    price: null,
    currency: 'EUR',
    countyId: null,
    city: null,
    domainIds: [10],
    subdomainId: null,
    category: '2',
    features: [],
    status: 'approved',
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as unknown as ListingEntity;
