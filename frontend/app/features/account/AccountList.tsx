import type { ReactNode } from 'react';

interface AccountListProps<T> {
  /** Null when they could not be read. */
  items: readonly T[] | null;
  /** „Comenzile tale”, „Rapoartele tale”: what could not be shown. */
  unavailable: string;
  /** What an empty list says (with its links), and its test id. */
  empty: ReactNode;
  emptyTestId: string;
  label: string;
  children: (item: T) => ReactNode;
}

/** A list on the account page (orders, valuation reports): a notice when it could not be read, the empty text, or the list itself. */
export function AccountList<T>({ items, unavailable, empty, emptyTestId, label, children }: AccountListProps<T>) {
  if (items === null) return <p className="muted-text">{unavailable} nu pot fi afișate acum. Încearcă din nou peste câteva minute.</p>;
  if (!items.length) {
    return (
      <p className="muted-text" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  }
  return (
    <ul className="my-orders" aria-label={label}>
      {items.map(children)}
    </ul>
  );
}
