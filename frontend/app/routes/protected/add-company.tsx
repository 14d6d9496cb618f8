import type { Route } from './+types/add-company';
import { publishMeta, PublishPage } from '~/features/publishing/PublishPage';
import { publishAction, publishLoader } from '~/features/publishing/publish.server';

/** Businesses for sale: the generic publishing form; `?id=<uuid>` edits the user's listing. */
export const loader = (args: Route.LoaderArgs) => publishLoader(args, 'company');
export const action = (args: Route.ActionArgs) => publishAction(args, 'company');
export const meta = () => publishMeta('company');

export default function AddCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <PublishPage loaderData={loaderData} actionData={actionData} />;
}
