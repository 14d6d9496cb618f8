import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ListingType } from '../../contracts/lists.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import { AppException } from '../../core/errors/app.exception.js';
import { addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { AccountService } from '../account/account.service.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import { MailService } from '../mail/mail.service.js';
import type { ContactOwnerDto } from './dto/contact-owner.dto.js';

/** Families whose owners visitors can write to; funds and news are the provider's own. */
export const CONTACTABLE_FAMILIES: ReadonlySet<ListingType> = new Set([
  ListingType.Company,
  ListingType.Active,
  ListingType.Service,
  ListingType.Investment,
  ListingType.Investor,
]);

/** Messages allowed per client address (any listings) and per sender email and listing. */
export const CONTACT_LIMITS = {
  perAddress: { max: 5, windowSeconds: 60 * 60 },
  perSenderAndListing: { max: 3, windowSeconds: 24 * 60 * 60 },
} as const;

export const CONTACT_SENT_MESSAGE = 'Mesajul a fost trimis proprietarului anunțului.';
export const CONFIDENTIAL_CONTACT_MESSAGE =
  'Anunțul este confidențial: solicită accesul (cu acordul de confidențialitate), apoi scrie-i vânzătorului din contul tău.';

/**
 * A visitor's message to a listing's owner, sent by email with the visitor as Reply-To. The owner's
 * address is read here and goes only into the mail job; no answer ever carries it.
 */
@Injectable()
export class ListingContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listings: ListingReadsService,
    private readonly accounts: AccountService,
    private readonly counters: RateCounters,
    private readonly mail: MailService,
  ) {}

  async contactOwner(listingId: string, input: ContactOwnerDto, clientAddress: string): Promise<{ ok: true; message: string }> {
    const listing = await this.listings.findPublic(listingId);
    const ownerAddress = listing && CONTACTABLE_FAMILIES.has(listing.type) ? await this.accounts.mailAddressOf(listing.ownerId) : null;
    if (!listing || !ownerAddress) throw AppException.notFound('Anunțul nu există sau nu mai este publicat.');
    // A confidential listing's seller is reached through the deal room (access request with the NDA, then messages).
    if (listing.confidential) throw AppException.forbidden(CONFIDENTIAL_CONTACT_MESSAGE);
    // Counted in a transaction of its own; the mail is enqueued only once that has committed, and
    // an enqueue failure still reaches the caller (the counted message then answers 500, not "sent").
    await this.counters.take([
      addressLimit('contact', clientAddress, CONTACT_LIMITS.perAddress, 'Ai trimis prea multe mesaje în ultima oră. Încearcă din nou mai târziu.'),
      {
        key: `contact-sender:${listing.id}:${input.email}`,
        ...CONTACT_LIMITS.perSenderAndListing,
        message: 'Ai trimis deja 3 mesaje despre acest anunț astăzi. Încearcă din nou mâine.',
      },
    ]);
    await this.mail.send(
      'listing-contact',
      ownerAddress,
      {
        listingTitle: listing.title,
        listingUrl: this.config.http.publicUrl + listingPublicPath(listing),
        senderName: input.name,
        senderEmail: input.email,
        senderPhone: input.phone ?? '',
        message: input.message,
      },
      { replyTo: input.email },
    );
    return { ok: true, message: CONTACT_SENT_MESSAGE };
  }
}
