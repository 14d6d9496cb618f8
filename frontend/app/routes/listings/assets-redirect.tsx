/** `/active` lists every asset category: it is `/active/all`. */
import { redirect } from 'react-router';
import { paths } from '~/lib/paths';

export function loader() {
  return redirect(paths.assets(), 301);
}

export default function AssetsRedirect() {
  return null;
}
