import type { Route } from './+types/add-service';
import { publishMeta, PublishPage } from '~/features/publishing/PublishPage';
import { publishAction, publishLoader } from '~/features/publishing/publish.server';

/** Services; only legal-entity accounts (the loader sends individuals to their profile, spec section 5): the generic publishing form; `?id=<uuid>` edits the user's listing. */
export const loader = (args: Route.LoaderArgs) => publishLoader(args, 'service');
export const action = (args: Route.ActionArgs) => publishAction(args, 'service');
export const meta = () => publishMeta('service');

export default function AddService({ loaderData, actionData }: Route.ComponentProps) {
  return <PublishPage loaderData={loaderData} actionData={actionData} />;
}
