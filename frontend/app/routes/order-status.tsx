import { Link } from 'react-router';
import type { Route } from './+types/order-status';
import { PageHeader, Section } from '~/components/PageLayout';
import { OrderDetails } from '~/features/checkout/OrderDetails';
import { CARD_RELOAD_SECONDS } from '~/features/checkout/card-return';
import { loadOrderPage, orderAction } from '~/features/checkout/order.server';
import { paths } from '~/lib/paths';
import { seoMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => loadOrderPage(args);

export const action = (args: Route.ActionArgs) => orderAction(args);

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    title: args.loaderData ? `Comanda ${args.loaderData.order.number}` : 'Comanda ta',
    description: 'Starea comenzii tale RoAfaceri, datele pentru transferul bancar și datele de facturare.',
    noindex: true,
  }),
  // A card payment being confirmed: the page reloads itself a few times, also without JavaScript.
  ...(args.loaderData?.reloadUrl ? [{ httpEquiv: 'refresh', content: `${CARD_RELOAD_SECONDS};url=${args.loaderData.reloadUrl}` }] : []),
];

export default function OrderStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { order, justPlaced, cardReturn, reloadUrl } = loaderData;
  return (
    <>
      <PageHeader eyebrow={order.kindName} title={`Comanda ${order.number}`} lead={order.productName} />
      <Section>
        <OrderDetails
          order={order}
          justPlaced={justPlaced}
          actionMessage={actionData?.message}
          cardReturn={cardReturn}
          reloadUrl={reloadUrl}
          billingForm={actionData?.values ? { values: actionData.values, fieldErrors: actionData.fieldErrors } : undefined}
        />
        <p className="order-back">
          <Link to={paths.myOrders()} className="link">
            Toate comenzile tale
          </Link>
        </p>
      </Section>
    </>
  );
}
