import { ClockIcon, MailIcon, SocialIcon } from '~/components/ContactIcons';
import { site } from '~/lib/site';

/** Top bar: contact mailbox, working hours, social links (spec section 2). */
export function TopBar() {
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <ul className="topbar__contact">
          <li>
            <a href={`mailto:${site.contactEmail}`} className="topbar__link">
              <MailIcon size={16} />
              <span>{site.contactEmail}</span>
            </a>
          </li>
          <li className="topbar__hours">
            <ClockIcon size={16} />
            <span>{site.workingHours}</span>
          </li>
        </ul>
        <ul className="topbar__social" aria-label="Rețele sociale">
          {site.social.map((item) => (
            <li key={item.id}>
              <a href={item.href} className="topbar__social-link" target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} pe ${item.label}`}>
                <SocialIcon id={item.id} size={16} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
