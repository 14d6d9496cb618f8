/**
 * The header of a page (eyebrow, title, lead), in a module of its own: the family pages need only
 * it, and loading the other content blocks with it cost a phone half a kilobyte of script.
 */
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  /** Dark banner that sits under a transparent toolbar (home, services, billing data). */
  hero?: boolean;
  children?: ReactNode;
}

export function PageHeader({ title, lead, eyebrow, hero, children }: PageHeaderProps) {
  return (
    <div className={`page-header${hero ? ' page-header--hero' : ''}`}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
