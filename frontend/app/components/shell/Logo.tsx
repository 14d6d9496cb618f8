import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { site } from '~/lib/site';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home()} className={`logo logo--${tone}`} aria-label={`${site.brand} – prima pagină`}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="8" fill="#0b3d91" />
        <path
          d="M9 25V9h7.2c3.4 0 5.6 1.9 5.6 4.9 0 2.2-1.2 3.8-3.2 4.5L22.6 25h-4l-3.4-6.1H12.6V25z M12.6 16h3.3c1.5 0 2.4-.8 2.4-2.1s-.9-2-2.4-2h-3.3z"
          fill="#fff"
        />
        <circle cx="26" cy="24" r="3" fill="#f59e0b" />
      </svg>
      <span className="logo__text">
        Ro<span className="logo__accent">Afaceri</span>
      </span>
    </Link>
  );
}
