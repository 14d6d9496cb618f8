import type { CookieCategory } from './cookie-catalog';

/** The cookies of one category with provider, purpose and lifetime (cookie dialog and cookie policy). */
export function CookieTable({ category }: { category: CookieCategory }) {
  return (
    <div className="table-scroll">
      <table className="cookie-table">
        <caption className="visually-hidden">Cookie-uri din categoria {category.label}</caption>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Furnizor</th>
            <th scope="col">Scop</th>
            <th scope="col">Durată</th>
          </tr>
        </thead>
        <tbody>
          {category.cookies.map((cookie) => (
            <tr key={cookie.name}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.provider}</td>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
