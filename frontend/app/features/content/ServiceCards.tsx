import type { SpecialPostSummary } from '@contracts/content';
import { Link } from 'react-router';
import { ClockIcon } from '~/components/ContactIcons';
import { paths } from '~/lib/paths';

/** The provider's services as cards, each leading to its post; `level` is the heading level of the titles. */
export function ServiceCards({ posts, level = 2 }: { posts: readonly SpecialPostSummary[]; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="service-cards">
      {posts.map((post) => (
        <li key={post.slug} className="card service-card">
          <Title className="card__title">
            <Link to={paths.businessService(post.slug)} className="service-card__link">
              {post.title}
            </Link>
          </Title>
          <p className="card__text">{post.excerpt}</p>
          <p className="service-card__meta">
            <span>
              <ClockIcon size={16} /> {post.duration}
            </span>
            <strong>{post.priceHint}</strong>
          </p>
        </li>
      ))}
    </ul>
  );
}
