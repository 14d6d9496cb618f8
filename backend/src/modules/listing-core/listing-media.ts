import type { EntityManager } from 'typeorm';
import type { GalleryImage, ListingDocument } from '../../contracts/listings.js';

/**
 * What the core needs of the uploads module: turning uploaded keys into a listing's gallery and
 * documents (checking they belong to the owner), and dropping files a listing no longer uses.
 */
export interface ListingMedia {
  attach(
    ownerId: string,
    listingId: string,
    imageKeys: string[],
    documentKeys: string[],
    manager?: EntityManager,
  ): Promise<{ gallery: GalleryImage[]; documents: ListingDocument[] }>;
  detachMissing(listingId: string, keepImageKeys: string[], keepDocumentKeys: string[], manager?: EntityManager): Promise<void>;
}

export const LISTING_MEDIA = Symbol('LISTING_MEDIA');
