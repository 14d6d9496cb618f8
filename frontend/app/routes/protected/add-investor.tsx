import type { Route } from './+types/add-investor';
import { publishMeta, PublishPage } from '~/features/publishing/PublishPage';
import { publishAction, publishLoader } from '~/features/publishing/publish.server';

/** Investor profiles (`vreau-sa-investesc`): the generic publishing form; `?id=<uuid>` edits the user's listing. */
export const loader = (args: Route.LoaderArgs) => publishLoader(args, 'investor');
export const action = (args: Route.ActionArgs) => publishAction(args, 'investor');
export const meta = () => publishMeta('investor');

export default function AddInvestor({ loaderData, actionData }: Route.ComponentProps) {
  return <PublishPage loaderData={loaderData} actionData={actionData} />;
}
