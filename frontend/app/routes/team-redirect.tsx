import { redirect } from 'react-router';
import { paths } from '~/lib/paths';

/** Old address of the team page (spec section 2): permanent redirect to /echipa. */
export function loader() {
  return redirect(paths.team(), 301);
}
