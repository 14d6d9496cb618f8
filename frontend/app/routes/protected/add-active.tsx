import type { Route } from './+types/add-active';
import { publishMeta, PublishPage } from '~/features/publishing/PublishPage';
import { publishAction, publishLoader } from '~/features/publishing/publish.server';

/** Assets for sale: the generic publishing form; `?id=<uuid>` edits the user's listing. */
export const loader = (args: Route.LoaderArgs) => publishLoader(args, 'active');
export const action = (args: Route.ActionArgs) => publishAction(args, 'active');
export const meta = () => publishMeta('active');

export default function AddActive({ loaderData, actionData }: Route.ComponentProps) {
  return <PublishPage loaderData={loaderData} actionData={actionData} />;
}
