import { SiteLink } from '~/components/SiteLink';
import { MailIcon, ClockIcon, ShieldIcon, SocialIcon } from '~/components/ContactIcons';
import { FeedbackForm } from '~/features/newsletter/FeedbackForm';
import { NewsletterForm } from '~/features/newsletter/NewsletterForm';
import { footerLinks } from '~/lib/site-links';
import { paths } from '~/lib/paths';
import { site } from '~/lib/site';
import { Logo } from './Logo';
import { MarketingClaims } from '~/components/MarketingClaims';

/** Footer (spec sections 1, 2, 3): about text, newsletter, useful links, contact and feedback form, logos, claims, copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <MarketingClaims className="claims claims--footer" />

        <div className="footer-grid">
          <section className="footer-about" aria-labelledby="footer-about-title">
            <Logo tone="light" />
            <h2 id="footer-about-title" className="visually-hidden">
              Despre RoAfaceri
            </h2>
            <p>
              RoAfaceri este un grup de firme care ajută antreprenorii să cumpere și să vândă afaceri, să găsească investitori și să obțină finanțări
              nerambursabile. Comunitatea noastră are peste {site.communityMembers} de membri, iar aplicația mobilă RoAfaceri îți aduce oportunitățile direct în
              telefon.
            </p>
            <p>
              Consultanții noștri sunt seniori, cu experiență în proiecte de finanțare și tranzacții, și au asigurare de răspundere profesională (malpraxis).
            </p>
            <ul className="footer-social" aria-label="Rețele sociale">
              {site.social.map((item) => (
                <li key={item.id}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} pe ${item.label}`}>
                    <SocialIcon id={item.id} />
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="footer-newsletter-title">
            <h2 id="footer-newsletter-title" className="footer-title">
              Newsletter
            </h2>
            <p>Primește lunar noile afaceri de vânzare, apelurile de finanțare deschise și sfaturi pentru antreprenori.</p>
            <NewsletterForm source="footer" tone="dark" />
          </section>

          <nav aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="footer-title">
              Linkuri utile
            </h2>
            <ul className="footer-links">
              {footerLinks.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} reloadDocument={item.reloadDocument}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title" className="footer-title">
              Contact
            </h2>
            <ul className="footer-contact">
              <li>
                <MailIcon size={16} />
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </li>
              <li>
                <ClockIcon size={16} />
                <span>{site.workingHours}</span>
              </li>
              <li>
                <ShieldIcon size={16} />
                <span>Consultanți seniori cu asigurare de malpraxis</span>
              </li>
            </ul>
            <SiteLink to={paths.contact()} className="button button--ghost-light">
              Scrie-ne
            </SiteLink>
            <h3 id="footer-feedback-title" className="footer-subtitle">
              Spune-ne părerea ta
            </h3>
            <FeedbackForm />
          </section>
        </div>

        <div className="footer-logos" aria-label="Parteneri și protecția consumatorilor">
          <ul className="partner-badges" aria-label="Parteneri">
            <li className="partner-badge">Fonduri europene</li>
            <li className="partner-badge">Start-Up Nation</li>
            <li className="partner-badge">PNRR</li>
          </ul>
          <ul className="consumer-badges">
            <li>
              <a href={site.anpcSalUrl} target="_blank" rel="noopener noreferrer" className="consumer-badge">
                <AnpcBadge label="SAL" caption="Soluționarea alternativă a litigiilor" />
              </a>
            </li>
            <li>
              <a href={site.anpcSolUrl} target="_blank" rel="noopener noreferrer" className="consumer-badge">
                <AnpcBadge label="SOL" caption="Soluționarea online a litigiilor" />
              </a>
            </li>
          </ul>
        </div>

        <p className="copyright">
          © {year} {site.brand}. Toate drepturile rezervate.
        </p>
      </div>
    </footer>
  );
}

/** The badge's picture is decorative; its words are the link's name, read in the order shown. */
function AnpcBadge({ label, caption }: { label: string; caption: string }) {
  return (
    <>
      <span className="visually-hidden">
        ANPC {label}: {caption} (se deschide într-o filă nouă)
      </span>
      <svg width="200" height="50" viewBox="0 0 200 50" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="199" height="49" rx="6" fill="#fff" stroke="#1e3a8a" />
        <text x="12" y="22" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" fill="#1e3a8a">
          ANPC
        </text>
        <text x="62" y="22" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" fill="#b45309">
          {label}
        </text>
        <text x="12" y="39" fontFamily="system-ui, sans-serif" fontSize="9.5" fill="#1f2937">
          {caption}
        </text>
      </svg>
    </>
  );
}
