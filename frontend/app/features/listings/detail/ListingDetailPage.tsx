/**
 * The detail page of a listing of any family: breadcrumb, title and headline price, gallery,
 * description, key facts, location, favourite, share, contact form, then related and featured
 * listings. News reads as an article (byline and tags, no map, no contact); funds put their call
 * status and deadline first and lead to the eligibility check. Texts come formatted from the
 * loader (detail-view.ts); this module only lays them out.
 */
import { Link } from 'react-router';
import { PhoneIcon } from '~/components/Icons';
import { paths } from '~/lib/paths';
import { deferredComponent } from '~/lib/deferred-component';
import { useRootData } from '~/lib/root-data';
import { FAMILIES, familyListPath } from '../families';
import type { ListingDetailData } from './detail-data';
import type { Crumb, DetailView } from './detail-view';
import type { Fact } from './facts';
import { FavoriteButton } from './FavoriteButton';
import { Gallery } from './Gallery';

// Below the fold on a phone: their code loads as they near the screen (lib/deferred-component.tsx);
// the server's HTML shows them from the start.
const LocationMap = deferredComponent(() => import('./below-fold').then((module) => module.LocationMap), { visible: true });
const ContactForm = deferredComponent(() => import('./below-fold').then((module) => module.ContactForm), { visible: true });
const ShareLinks = deferredComponent(() => import('./below-fold').then((module) => module.ShareLinks), { visible: true });
const EstimatedValue = deferredComponent(() => import('./below-fold').then((module) => module.EstimatedValue), { visible: true });
const ListingSection = deferredComponent(() => import('./below-fold').then((module) => module.ListingSection), { visible: true });
const DealRoom = deferredComponent(() => import('./below-fold').then((module) => module.DealRoom), { visible: true });

/** The contact card's anchor, the target of the phones' „Contactează vânzătorul” bar. */
const CONTACT_ID = 'contact-vanzator';

function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Cale de navigare">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {index === crumbs.length - 1 ? crumb.name : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function TagList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
    </ul>
  );
}

function FactValue({ fact }: { fact: Fact }) {
  if (fact.href) {
    return (
      <a href={fact.href} target="_blank" rel="nofollow noopener noreferrer">
        {fact.value}
      </a>
    );
  }
  return fact.items ? <TagList items={fact.items} /> : <>{fact.value}</>;
}

function FundStatus({ fund }: { fund: NonNullable<DetailView['fund']> }) {
  return (
    <p className="fund-status" data-testid="fund-status">
      <span className={`fund-status__badge fund-status__badge--${fund.status}`}>{fund.statusName}</span>
      {fund.deadline ? (
        <span>
          Termen de depunere: <strong>{fund.deadline}</strong>
        </span>
      ) : null}
    </p>
  );
}

function ContactPerson({ name, phone }: { name: string | null; phone: string | null }) {
  return (
    <>
      {name ? (
        <p>
          Persoană de contact: <strong>{name}</strong>
        </p>
      ) : null}
      {phone ? (
        // A native disclosure: the number is one click away, with or without JavaScript.
        <details className="detail-contact__phone">
          <summary className="button button--secondary">
            <PhoneIcon size={18} /> Arată telefonul
          </summary>
          <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className="detail-contact__number">
            {phone}
          </a>
        </details>
      ) : null}
    </>
  );
}

export function ListingDetailPage({ data }: { data: ListingDetailData }) {
  const { user, publicUrl } = useRootData();
  const { view, preview } = data;
  const family = FAMILIES[view.familyKey];
  const isNews = family.key === 'news';

  return (
    <article className={`detail detail--${family.key}`} data-testid="listing-detail">
      <div className="container">
        <Breadcrumb crumbs={view.crumbs} />
        {preview ? (
          <div className="notice notice--warning detail__preview" role="status" data-testid="preview-banner">
            <p>{preview.status === 'pending' ? 'Anunț în așteptarea aprobării' : `Anunțul nu este public (${preview.statusName.toLowerCase()}).`}</p>
          </div>
        ) : null}

        <header className="detail__header">
          <h1 className="detail__title">{view.title}</h1>
          <p className="detail__meta">
            {view.promoted ? <span className="detail__promoted">Promovat</span> : null}
            {view.byline}
          </p>
          {view.fund ? <FundStatus fund={view.fund} /> : null}
          <div className="detail__actions">
            {view.headline ? (
              <p className="detail__price">
                <span>{view.headline.label}</span> <strong data-testid="headline-price">{view.headline.value}</strong>
              </p>
            ) : null}
            {preview ? null : <FavoriteButton signedIn={Boolean(user)} isFavorite={data.isFavorite} />}
          </div>
        </header>

        <div className={`detail__layout${isNews ? ' detail__layout--article' : ''}`}>
          <div className="detail__main">
            <Gallery title={view.title} images={view.gallery} photo={view.photo} />

            <section aria-labelledby="detail-description">
              <h2 id="detail-description" className={isNews ? 'visually-hidden' : 'detail__heading'}>
                {isNews ? 'Articol' : 'Descriere'}
              </h2>
              {view.description ? (
                // The API sanitises descriptions when they are saved (sanitize-html allow-list): this
                // is the only HTML written by users that the site renders; every other text is text.
                <div className="prose" data-testid="description" dangerouslySetInnerHTML={{ __html: view.description }} />
              ) : (
                <p className="prose" data-testid="description">
                  {view.excerpt}
                </p>
              )}
              {view.tags.length ? <TagList items={view.tags} label="Etichete" /> : null}
            </section>

            {data.dealRoom ? <DealRoom room={data.dealRoom} /> : null}

            {view.facts.length ? (
              <section aria-labelledby="detail-facts">
                <h2 id="detail-facts" className="detail__heading">
                  Detalii
                </h2>
                <dl className="facts" data-testid="facts">
                  {view.facts.map((fact) => (
                    <div key={fact.label} className="facts__row">
                      <dt>{fact.label}</dt>
                      <dd>
                        <FactValue fact={fact} />
                      </dd>
                    </div>
                  ))}
                </dl>
                {view.badges.length ? <TagList items={view.badges} label="Facilități" /> : null}
              </section>
            ) : null}

            {view.location ? (
              <section aria-labelledby="detail-location">
                <h2 id="detail-location" className="detail__heading">
                  Locație
                </h2>
                <LocationMap location={view.location} />
              </section>
            ) : null}
          </div>

          {view.contact && !preview ? (
            // Phones: the contact form comes after the whole description; this bar stays at the
            // bottom of the screen until the form arrives (sticky, CSS only) and jumps to it.
            <p className="contact-bar" data-testid="contact-bar">
              <a href={`#${CONTACT_ID}`} className="button button--accent button--block">
                Contactează vânzătorul
              </a>
            </p>
          ) : null}

          <aside className="detail__aside" aria-label="Contact și distribuire">
            {view.fund ? (
              <div className="detail-card detail-card--cta">
                <p className="detail-card__title">Firma ta poate primi această finanțare?</p>
                <p>Consultanții noștri verifică gratuit eligibilitatea și îți spun ce documente îți trebuie.</p>
                <Link to={paths.eligibilityCheck()} className="button button--accent button--block">
                  Verifică eligibilitatea
                </Link>
              </div>
            ) : null}
            {view.estimatedValue ? <EstimatedValue value={view.estimatedValue} /> : null}
            {view.contact && !preview ? (
              <div className="detail-card" id={CONTACT_ID}>
                <ContactPerson name={view.contact.name} phone={view.contact.phone} />
                <ContactForm defaults={{ name: user?.fullName ?? '', email: user?.email ?? '' }} />
              </div>
            ) : null}
            <ShareLinks url={publicUrl + view.path} title={view.title} />
          </aside>
        </div>
      </div>

      <ListingSection title="Anunțuri similare" listings={data.related} moreLabel="Vezi toate anunțurile" moreTo={view.listPath} muted testId="related" />
      <ListingSection title="Anunțuri promovate" listings={data.featured} moreLabel="Vezi toate anunțurile" moreTo={familyListPath(family)} testId="featured" />
    </article>
  );
}
