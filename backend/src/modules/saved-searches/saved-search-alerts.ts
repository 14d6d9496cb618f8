import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { countyName } from '../../contracts/counties.js';
import { formatNumber } from '../../contracts/format.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import { FUND_DEADLINE_ALERT_DAYS } from '../../contracts/saved-searches.js';
import { picturesOf } from '../listing-core/listing.mapper.js';
import type { MailCard } from '../mail/templates/layout.js';
import type { SavedSearchMailGroup } from '../mail/templates/saved-searches.js';
import type { SavedSearchEntity } from './saved-search.entity.js';
import type { PendingMatch } from './saved-search-alerts.repository.js';
import { familyPagePath } from './saved-search-filters.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Listings shown per search in one email; the rest are counted ("încă N"). */
const CARDS_PER_SEARCH = 10;
export const SAVED_SEARCHES_PATH = '/cont/cautari-salvate';

/**
 * What the saved-search emails show (instant alerts and digests): a search's group of listing cards,
 * its links and the one-click pause header. The jobs are SavedSearchMatching (matching and queueing),
 * SavedSearchInstantAlerts and SavedSearchDigests; their queries are in SavedSearchAlertsRepository.
 */
@Injectable()
export class SavedSearchAlertMail {
  constructor(
    private readonly searches: SavedSearchesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The site's public address, links in emails start with it. */
  get site(): string {
    return this.config.http.publicUrl;
  }

  /** The search's results page on the site (absolute). */
  searchUrl(search: SavedSearchEntity): string {
    return `${this.site}${familyPagePath(search.family, search.filters)}`;
  }

  /** The account's saved searches page (absolute). */
  get manageUrl(): string {
    return `${this.site}${SAVED_SEARCHES_PATH}`;
  }

  groupOf(search: SavedSearchEntity, matches: PendingMatch[]): SavedSearchMailGroup {
    const cards = matches.slice(0, CARDS_PER_SEARCH).map((match) => this.cardOf(match));
    return { name: search.name, pauseUrl: this.searches.pauseUrl(search.id), cards, more: Math.max(0, matches.length - cards.length) };
  }

  private cardOf(match: PendingMatch): MailCard {
    const site = this.config.http.publicUrl;
    const { thumbnail } = picturesOf({ gallery: (match.gallery ?? []) as never, photo: match.photo });
    const place = [match.confidential ? null : match.city, countyName(match.county_id)].filter(Boolean).join(', ');
    const price = match.price === null ? null : `${formatNumber(Number(match.price))} ${match.currency}`;
    const event = { new: null, opened: 'Apel deschis', deadline: `Termenul limită: ${match.deadline} (peste ${FUND_DEADLINE_ALERT_DAYS} zile)` }[match.event];
    return {
      title: match.title,
      url: `${site}${listingPublicPath({ type: match.family, slug: match.slug, category: match.category })}`,
      imageUrl: thumbnail.startsWith('http') ? thumbnail : `${site}${thumbnail}`,
      lines: [event, price ? `Preț: ${price}` : null, place ? `Locație: ${place}` : null].filter((line): line is string => line !== null),
    };
  }

  /** RFC 2369 / RFC 8058: mail clients offer the one-click pause as "unsubscribe". */
  unsubscribeHeaders(pauseUrl: string): Record<string, string> {
    return { 'List-Unsubscribe': `<${pauseUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
}
