import type { Route } from './+types/add-partner-search';
import { publishMeta, PublishPage } from '~/features/publishing/PublishPage';
import { publishAction, publishLoader } from '~/features/publishing/publish.server';

/** Partner search / investment offers (`caut-partener`): the generic publishing form; `?id=<uuid>` edits the user's listing. */
export const loader = (args: Route.LoaderArgs) => publishLoader(args, 'investment');
export const action = (args: Route.ActionArgs) => publishAction(args, 'investment');
export const meta = () => publishMeta('investment');

export default function AddPartnerSearch({ loaderData, actionData }: Route.ComponentProps) {
  return <PublishPage loaderData={loaderData} actionData={actionData} />;
}
