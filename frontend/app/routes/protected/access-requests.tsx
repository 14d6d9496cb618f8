/** `cont/cereri-acces`: access requests to the owner's confidential listings, and the buyer's own requests. */
import type { Route } from './+types/access-requests';
import { PageHeader, Section } from '~/components/PageLayout';
import { BuyerAccessRequests, OwnerAccessRequests } from '~/features/deal-room/AccessRequests';
import { accessRequestsAction, loadAccessRequests } from '~/features/deal-room/access-requests.server';
import { pageMeta } from '~/lib/meta';

export const loader = (args: Route.LoaderArgs) => loadAccessRequests(args);
export const action = (args: Route.ActionArgs) => accessRequestsAction(args);

export const meta = () => [...pageMeta('Cereri de acces', 'Cererile de acces la anunțurile confidențiale.'), { name: 'robots', content: 'noindex' }];

export default function AccessRequests({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Cereri de acces"
        lead="Cumpărătorii care au acceptat acordul de confidențialitate și cer acces la anunțurile tale confidențiale, documentele deschise și cererile trimise de tine."
      />
      <Section title="La anunțurile mele confidențiale">
        <OwnerAccessRequests owned={loaderData.owned} actionData={actionData} />
      </Section>
      <Section title="Cererile mele" muted>
        <BuyerAccessRequests mine={loaderData.mine} />
      </Section>
    </>
  );
}
