import { Link } from 'react-router';
import { LISTING_CHOICES } from './listing-choices';

export function ListingChoices({ onChoose }: { onChoose?: () => void }) {
  return (
    <ul className="choice-grid">
      {LISTING_CHOICES.map(({ id, title, description, to, Icon }) => (
        <li key={id}>
          <Link to={to} className="choice-card" onClick={onChoose} data-choice={id}>
            <span className="choice-card__icon">
              <Icon size={28} />
            </span>
            <span className="choice-card__title">{title}</span>
            <span className="choice-card__text">{description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
