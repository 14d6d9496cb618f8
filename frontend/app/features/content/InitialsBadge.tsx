import { initialsOf } from './partners';

/** A name's initials in a coloured disc, in place of a logo or photo (decorative: the name is next to it). */
export function InitialsBadge({ name, tone }: { name: string; tone?: string }) {
  return (
    <span className={`initials-badge${tone ? ` initials-badge--${tone}` : ''}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
