/**
 * The cookie categories of the cookie dialog with their cookies (spec sections 2, 9), inside its
 * "Administrează preferințele" panel. Plain form fields, read when the form is submitted: a ticked
 * category shows its table by CSS (`.cookie-category:has(:checked)`), so the panel works the same
 * before the dialog's script arrives and without JavaScript.
 */
import { COOKIE_CATEGORIES, type CookieCategory } from './cookie-catalog';
import { CookieTable } from './CookieTable';

export function CookiePreferences() {
  return (
    <div id="cookie-preferences" className="cookie-preferences">
      {COOKIE_CATEGORIES.map((category) => (
        <CategoryBlock key={category.id} category={category} />
      ))}
    </div>
  );
}

function CategoryBlock({ category }: { category: CookieCategory }) {
  const locked = category.id === 'necesare';
  const inputId = `cookie-category-${category.id}`;
  return (
    <section className="cookie-category" data-category={category.id}>
      <div className="checkbox">
        <input id={inputId} type="checkbox" name={category.id} defaultChecked={locked} disabled={locked} />
        <label htmlFor={inputId}>
          <strong>{category.label}</strong> ({category.cookies.length})
        </label>
      </div>
      <p className="cookie-category__text">{category.description}</p>
      <CookieTable category={category} />
    </section>
  );
}
