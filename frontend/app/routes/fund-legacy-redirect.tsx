import { redirect } from 'react-router';
import { IT_FUNDING_SLUG, paths } from '~/lib/paths';

/** The old IT-innovation grant page moved to the non-refundable IT funding page (spec section 2). */
export function loader() {
  return redirect(paths.fund(IT_FUNDING_SLUG), 301);
}
