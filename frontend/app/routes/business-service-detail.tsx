import { data } from 'react-router';

/** One special post of the provider's services (spec: special-posts/servicii-{product}/list/{slug}). */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function BusinessServiceDetail() {
  return null;
}
