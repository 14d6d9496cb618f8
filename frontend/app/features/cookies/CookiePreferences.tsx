/**
 * The cookie categories of the cookie dialog with their cookies (spec sections 2, 9): shown when a
 * visitor opens "Administrează preferințele", so the catalogue loads only then.
 */
import { COOKIE_CATEGORIES, type ConsentCategory, type CookieCategory } from './cookie-catalog';
import { CookieTable } from './CookieTable';

interface CookiePreferencesProps {
  isTicked: (id: ConsentCategory) => boolean;
  onChange: (id: ConsentCategory, checked: boolean) => void;
}

export function CookiePreferences({ isTicked, onChange }: CookiePreferencesProps) {
  return (
    <div id="cookie-preferences" className="cookie-preferences">
      {COOKIE_CATEGORIES.map((category) => (
        <CategoryBlock key={category.id} category={category} checked={isTicked(category.id)} onChange={(checked) => onChange(category.id, checked)} />
      ))}
    </div>
  );
}

function CategoryBlock({ category, checked, onChange }: { category: CookieCategory; checked: boolean; onChange: (checked: boolean) => void }) {
  const locked = category.id === 'necesare';
  const inputId = `cookie-category-${category.id}`;
  return (
    <section className="cookie-category" data-category={category.id}>
      <div className="checkbox">
        <input
          id={inputId}
          type="checkbox"
          name={category.id}
          checked={checked}
          disabled={locked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={inputId}>
          <strong>{category.label}</strong> ({category.cookies.length})
        </label>
      </div>
      <p className="cookie-category__text">{category.description}</p>
      {checked ? (
        <CookieTable category={category} />
      ) : null}
    </section>
  );
}
