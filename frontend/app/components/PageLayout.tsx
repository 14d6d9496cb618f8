/**
 * Building blocks of the content pages: a page header (eyebrow, title, lead), content
 * sections, feature lists and call-to-action links. Route modules stay thin by composing these.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckIcon } from './Icons';

export { PageHeader } from './PageHeader';

export function Section({ title, children, muted, id }: { title?: string; children: ReactNode; muted?: boolean; id?: string }) {
  return (
    <section className={`section${muted ? ' section--muted' : ''}`} id={id}>
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        {children}
      </div>
    </section>
  );
}

export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="check-list">
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface Cta {
  label: string;
  to: string;
  kind?: 'primary' | 'secondary' | 'ghost' | 'ghost-light' | 'accent';
}

export function CtaRow({ actions }: { actions: readonly Cta[] }) {
  return (
    <div className="cta-row">
      {actions.map((action) => (
        <Link key={action.to + action.label} to={action.to} className={`button button--${action.kind ?? 'primary'}`}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}

export interface CardItem {
  title: string;
  text: ReactNode;
  to?: string;
  linkLabel?: string;
  icon?: ReactNode;
}

export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon ? <span className="card__icon">{item.icon}</span> : null}
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.text}</p>
          {item.to ? (
            <Link to={item.to} className="card__link">
              {item.linkLabel ?? 'Află mai mult'} <ArrowRightIcon size={16} />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Ordered steps ("Cum funcționează"). */
export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {items.map((item) => (
        <li key={item.title} className="steps__item">
          <h3 className="steps__title">{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
