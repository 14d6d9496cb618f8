import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LISTING_FAMILY_PATHS, ListingStatus } from '../contracts/listings.js';
import type { ListingType } from '../contracts/lists.js';
import type { AuthUser } from '../core/auth/auth-user.js';
import { ResponseCache } from '../core/http/response-cache.js';
import { principalOf, UserRepository } from '../modules/account/user.repository.js';
import type { UserEntity } from '../modules/account/user.entity.js';
import { ListingModerationService } from '../modules/listing-core/listing-moderation.service.js';
import { ListingOwnerService } from '../modules/listing-core/listing-owner.service.js';
import { ListingPromotionService } from '../modules/listing-core/listing-promotion.service.js';
import { MasterdataService } from '../modules/masterdata/masterdata.service.js';
import { UploadsService } from '../modules/uploads/uploads.service.js';
import { DemoCardRenderer } from './listings/demo-images.js';
import { buildDemoListings, type DemoListing, type DemoOwner } from './listings/index.js';

/** Who does what in the demo: the two users own listings, the admin writes funds and news, the moderator decides. */
const DEMO_ROLES = {
  company: 'demo@roafaceri.ro',
  person: 'ion.popescu@example.ro',
  staff: 'admin@roafaceri.ro',
  moderator: 'moderator@roafaceri.ro',
} as const;

const HOUR_S = 3600;
const PROMOTION_DAYS = 30;

export interface DemoListingsOptions {
  /**
   * Every n-th listing of a family gets a generated picture (default 1: all; 0: none), and so does
   * every promoted one; the others show the default picture. Each distinct card goes through the
   * real upload pipeline once (~100 ms of WebP encoding); the listings sharing it get copies.
   */
  imageEvery?: number;
}

export interface DemoListingsReport {
  created: number;
  withImages: number;
  milliseconds: number;
}

function principal(user: UserEntity): AuthUser {
  return principalOf({ id: user.id, roles: user.roles, userType: user.userType, emailVerified: true }, 'seed');
}

/**
 * Loads the demo listings through the real lifecycle (ListingOwnerService.create as the owner, then
 * approve/reject as the moderator, promote), with pictures stored by UploadsService. Runs only
 * while the `listings` table is empty, so it is idempotent and never touches real content.
 * Returns null when it did nothing.
 */
export async function seedDemoListings(app: INestApplicationContext, options: DemoListingsOptions = {}): Promise<DemoListingsReport | null> {
  const started = performance.now();
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM listings`)) as { count: number }[];
  if (count > 0) return null;

  const users = app.get(UserRepository);
  const accounts = {} as Record<keyof typeof DEMO_ROLES, AuthUser>;
  for (const [role, email] of Object.entries(DEMO_ROLES) as [keyof typeof DEMO_ROLES, string][]) {
    const user = await users.findActiveByEmail(email);
    if (!user) throw new Error(`Demo listings need the demo account ${email}; seed the demo accounts first.`);
    accounts[role] = principal(user);
  }
  const owners = app.get(ListingOwnerService);
  const moderation = app.get(ListingModerationService);
  const promotion = app.get(ListingPromotionService);
  const uploads = app.get(UploadsService);
  const masterdata = app.get(MasterdataService);
  const config = app.get<AppConfig>(APP_CONFIG);
  const cards = new DemoCardRenderer();
  const imageEvery = options.imageEvery ?? 1;

  const demo = buildDemoListings();
  const positionInFamily = new Map<DemoListing, number>();
  const seen = new Map<ListingType, number>();
  for (const listing of demo) {
    const position = seen.get(listing.family) ?? 0;
    positionInFamily.set(listing, position);
    seen.set(listing.family, position + 1);
    const { county, city } = listing.input as { county?: number; city?: string };
    if (city && (!county || masterdata.normalizeCity(county, city) !== city)) {
      throw new Error(`Demo listing "${listing.input.title}": ${city} is not a locality of county ${county}.`);
    }
  }

  const ownerOf = (owner: DemoOwner) => accounts[owner];
  // Public listings ranked from the newest, so the first page of every list has pictures.
  const publicRank = new Map<DemoListing, number>();
  const publicSeen = new Map<ListingType, number>();
  for (const listing of [...demo].reverse()) {
    if (listing.state && listing.state !== 'approved') continue;
    const rank = publicSeen.get(listing.family) ?? 0;
    publicRank.set(listing, rank);
    publicSeen.set(listing.family, rank + 1);
  }
  const wantsImage = (listing: DemoListing) => {
    if (imageEvery <= 0) return false;
    const rank = publicRank.get(listing);
    // Pending and rejected ones have theirs too: the owner and the moderator see what will be public.
    return rank === undefined || rank % imageEvery === 0 || Boolean(listing.promoted);
  };
  // Each distinct card (family and label) is rendered and processed once; later listings get
  // a copy of its stored variants. Prepared one listing ahead, while the database works.
  const rendered = new Map<string, string>();
  const prepare = async (listing: DemoListing): Promise<string[]> => {
    if (!wantsImage(listing)) return [];
    const position = positionInFamily.get(listing)!;
    const owner = ownerOf(listing.owner).id;
    // One card per label (its colour set follows the label), so ~75 renders serve 229 listings.
    const card = `${listing.family}:${listing.imageLabel}`;
    const source = rendered.get(card);
    if (source) return [(await uploads.copyImage(owner, source)).key];
    const buffer = await cards.render(listing.family, rendered.size % 3, listing.imageLabel);
    const [stored] = await uploads.storeImages(owner, [{ filename: `${LISTING_FAMILY_PATHS[listing.family]}-${position + 1}.jpg`, buffer }]);
    rendered.set(card, stored.key);
    return [stored.key];
  };

  const promoteUntil = new Date(Date.now() + PROMOTION_DAYS * 24 * HOUR_S * 1000);
  const ages: { id: string; seconds: number }[] = [];
  let withImages = 0;
  let next: Promise<string[]> | null = demo.length ? prepare(demo[0]) : null;
  for (let index = 0; index < demo.length; index++) {
    const listing = demo[index];
    const gallery = await next!;
    next = index + 1 < demo.length ? prepare(demo[index + 1]) : null;
    // Awaited on the next turn; this only keeps an early failure from counting as unhandled.
    next?.catch(() => undefined);
    if (gallery.length) withImages++;

    // Loaded content, decided right below: no alert to the moderators, no decision mail to the owners.
    const created = await owners.create(listing.family, ownerOf(listing.owner), { ...listing.input, gallery } as never, { bulk: true });
    if (created.status === ListingStatus.Pending) {
      const quiet = { notifyOwner: false };
      if (listing.state === 'rejected')
        await moderation.reject(created.id, accounts.moderator, listing.rejectReason ?? 'Anunțul nu respectă regulile de publicare.', quiet);
      else if (listing.state !== 'pending') await moderation.approve(created.id, accounts.moderator, quiet);
    }
    if (listing.promoted) await promotion.promote(created.id, promoteUntil, accounts.moderator);
    if (listing.slug) await dataSource.query(`UPDATE listings SET slug = $1 WHERE id = $2`, [listing.slug, created.id]);
    // Spread over the last weeks: the first of a family is the oldest, pending ones are recent.
    const position = positionInFamily.get(listing)!;
    const familySize = seen.get(listing.family)!;
    ages.push({ id: created.id, seconds: (familySize - 1 - position) * 19 * HOUR_S + ((position * 7919) % (6 * HOUR_S)) });
  }

  // One statement moves every timestamp of a listing by its age, so publication and expiry stay
  // LISTING_PUBLICATION_DAYS apart (and promotions keep their end date).
  await dataSource.query(
    `UPDATE listings l
        SET created_at = l.created_at - make_interval(secs => a.seconds),
            updated_at = l.updated_at - make_interval(secs => a.seconds),
            published_at = l.published_at - make_interval(secs => a.seconds),
            moderated_at = l.moderated_at - make_interval(secs => a.seconds),
            expires_at = l.expires_at - make_interval(secs => a.seconds)
       FROM unnest($1::uuid[], $2::int[]) AS a(id, seconds)
      WHERE l.id = a.id`,
    [ages.map((age) => age.id), ages.map((age) => age.seconds)],
  );
  app.get(ResponseCache).invalidate();
  const report = { created: demo.length, withImages, milliseconds: Math.round(performance.now() - started) };
  new Logger('Demo').log(
    `Created ${report.created} demo listings (${report.withImages} with pictures) in ${(report.milliseconds / 1000).toFixed(1)} s; listings stay published ${config.listingPublicationDays} days.`,
  );
  return report;
}
