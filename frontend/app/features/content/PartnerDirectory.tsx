import { InitialsBadge } from './InitialsBadge';
import type { PartnerGroup } from './partners';

/** Partners grouped by kind, each group a section with its own heading and anchor (`#banca`, `#client` …). */
export function PartnerDirectory({ groups }: { groups: readonly PartnerGroup[] }) {
  return (
    <>
      <nav className="pill-nav" aria-label="Tipuri de parteneri">
        <ul>
          {groups.map((group) => (
            <li key={group.kind}>
              <a href={`#${group.kind}`} className="pill-nav__link">
                {group.title} <span className="pill-nav__count">({group.partners.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.kind} id={group.kind} className="partner-group" aria-labelledby={`${group.kind}-title`}>
          <h2 id={`${group.kind}-title`} className="section__title">
            {group.title}
          </h2>
          <ul className="partner-list">
            {group.partners.map((partner) => (
              <li key={partner.id} className="card partner-card">
                <InitialsBadge name={partner.name} tone={partner.kind} />
                <div className="partner-card__body">
                  <h3 className="card__title">{partner.name}</h3>
                  <p className="partner-card__meta">
                    {partner.kindName} · {partner.city}
                  </p>
                  <p className="card__text">{partner.description}</p>
                  {partner.website ? (
                    <a href={partner.website} className="partner-card__site" rel="noopener noreferrer nofollow" target="_blank">
                      Site-ul {partner.name}
                      <span className="visually-hidden"> (se deschide într-o filă nouă)</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
