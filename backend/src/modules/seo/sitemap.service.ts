import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SPECIAL_POST_COLLECTIONS } from '../../contracts/content.js';
import { ACTIVE_CATEGORIES } from '../../contracts/lists.js';
import { LISTING_SEGMENTS, PUBLIC_PAGES, listingPublicPath } from '../../contracts/public-pages.js';
import { escapeHtml } from '../../core/text/escape-html.js';
import { ContentService } from '../content/content.service.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';

/** How long a generated document (and the URL count behind the index) is reused. */
export const SITEMAP_CACHE_MS = 5 * 60 * 1000;
/** Listings read per query while a document is written. */
const ROWS_PER_QUERY = 5000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

interface Cached<T> {
  expires: number;
  value: Promise<T>;
}

/** W3C datetime to the second: 2026-11-23T10:15:00Z. */
const lastmodOf = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The sitemap: the public pages, the provider's service posts
 * (`/servicii-roafaceri/{slug}`: a collection's name is its path), the asset category pages, then
 * every listing visitors see, each with its last change. Up to `sitemapUrlsPerFile` URLs `/sitemap.xml` lists them all; beyond, it
 * is an index of `/sitemap-1.xml`, `/sitemap-2.xml`, … of that many URLs each (the pages first).
 * Listings are read page by page, five columns at a time, and each document is kept for a few minutes.
 */
@Injectable()
export class SitemapService {
  private readonly perFile: number;
  private readonly pages: string[];
  private readonly assetPages: string[];
  private fixed: Cached<string[]> | null = null;
  private readonly documents = new Map<string, Cached<string>>();
  private total: Cached<number> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listings: ListingReadsService,
    private readonly content: ContentService,
  ) {
    this.perFile = config.sitemapUrlsPerFile;
    this.pages = PUBLIC_PAGES.map((path) => this.url(path, { changefreq: path === '/' ? 'daily' : 'weekly' }));
    this.assetPages = ACTIVE_CATEGORIES.map((category) => this.url(`/${LISTING_SEGMENTS.active}/${encodeURIComponent(category.id)}`, { changefreq: 'daily' }));
  }

  /** `/sitemap.xml`: every URL, or the index of the numbered files when there are more than one file holds. */
  async root(): Promise<string> {
    const total = await this.urlCount();
    if (total <= this.perFile) return this.cached('sitemap.xml', () => this.urlset(0));
    return this.cached('sitemap.xml', async () => {
      const files = Math.ceil(total / this.perFile);
      const entries = Array.from(
        { length: files },
        (_, index) => `  <sitemap><loc>${escapeHtml(`${this.config.http.publicUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
      );
      return `${XML_HEAD}<sitemapindex ${XMLNS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
    });
  }

  /** `/sitemap-{part}.xml` (1-based), or null when the index does not list that file. */
  async part(part: number): Promise<string | null> {
    const total = await this.urlCount();
    if (total <= this.perFile || !Number.isInteger(part) || part < 1 || part > Math.ceil(total / this.perFile)) return null;
    return this.cached(`sitemap-${part}.xml`, () => this.urlset((part - 1) * this.perFile));
  }

  /** A `<urlset>` of at most `perFile` URLs from position `from` of the whole list. */
  private async urlset(from: number): Promise<string> {
    const fixed = await this.fixedUrls();
    const urls = fixed.slice(from, from + this.perFile);
    let wanted = this.perFile - urls.length;
    let skip = Math.max(0, from - fixed.length);
    let afterId: string | null = null;
    while (wanted > 0) {
      const rows = await this.listings.publicLinks(afterId, Math.min(ROWS_PER_QUERY, wanted), skip);
      for (const row of rows) urls.push(this.url(listingPublicPath(row), { lastmod: lastmodOf(row.updatedAt) }));
      if (rows.length < Math.min(ROWS_PER_QUERY, wanted)) break;
      wanted -= rows.length;
      afterId = rows[rows.length - 1].id;
      skip = 0;
    }
    return `${XML_HEAD}<urlset ${XMLNS}>\n${urls.join('\n')}\n</urlset>\n`;
  }

  private url(path: string, extra: { lastmod?: string; changefreq?: string }): string {
    const lastmod = extra.lastmod ? `<lastmod>${extra.lastmod}</lastmod>` : '';
    const changefreq = extra.changefreq ? `<changefreq>${extra.changefreq}</changefreq>` : '';
    return `  <url><loc>${escapeHtml(this.config.http.publicUrl + path)}</loc>${lastmod}${changefreq}</url>`;
  }

  /** Pages plus listings visitors see (kept as long as the documents, so the index and its files agree). */
  private urlCount(): Promise<number> {
    if (!this.total || this.total.expires <= Date.now()) {
      this.total = this.fresh(async () => (await this.fixedUrls()).length + (await this.listings.countPublic()));
    }
    return this.total.value;
  }

  /** The pages, the service posts (edited by staff in the content store) and the asset category pages. */
  private fixedUrls(): Promise<string[]> {
    if (!this.fixed || this.fixed.expires <= Date.now()) {
      this.fixed = this.fresh(async () => {
        const posts: string[] = [];
        for (const collection of SPECIAL_POST_COLLECTIONS) {
          for (const post of (await this.content.posts(collection)).docs)
            posts.push(this.url(`/${collection}/${encodeURIComponent(post.slug)}`, { changefreq: 'monthly' }));
        }
        return [...this.pages, ...posts, ...this.assetPages];
      });
    }
    return this.fixed.value;
  }

  private cached(name: string, build: () => Promise<string>): Promise<string> {
    const hit = this.documents.get(name);
    if (hit && hit.expires > Date.now()) return hit.value;
    const entry = this.fresh(build);
    this.documents.set(name, entry);
    // A failed build is not kept.
    entry.value.catch(() => this.documents.get(name) === entry && this.documents.delete(name));
    return entry.value;
  }

  private fresh<T>(build: () => Promise<T>): Cached<T> {
    return { expires: Date.now() + SITEMAP_CACHE_MS, value: build() };
  }
}
