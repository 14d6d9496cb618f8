import type { AdminOrderView } from '@contracts/orders';
import CancelIcon from '@mui/icons-material/Cancel';
import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import { Button, required, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useModerationCall } from '../moderation/ApproveRejectButtons';
import { TextDialog } from '../listings/TextDialog';
import { trimmedLength } from '../listings/validators';
import { isStaffRole } from '../roles';
import type { OrderMethods } from './orders-provider';
import { mayCancelOrder, mayDecidePayment } from './order-view';

const KEY = 'resources.orders';

type Decision = 'mark_paid' | 'cancel';

/**
 * "Marchează ca plătită" (asks the bank statement reference; only while the order waits for
 * payment) and "Anulează comanda" (asks the reason; also once paid: the API refunds a card payment
 * through Stripe, a transfer is marked to be refunded by hand): admins only. Both email the client,
 * so each waits for the server's answer (pessimistic) before the page refreshes.
 */
export const OrderActions = () => {
  const record = useRecordContext<AdminOrderView>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const { run, isPending } = useModerationCall<OrderMethods>();
  const [open, setOpen] = useState<Decision | null>(null);
  const role = isStaffRole(permissions) ? permissions : undefined;
  if (!record || !mayCancelOrder(role, record)) return null;
  const close = () => setOpen(null);
  const paid = record.status === 'paid';

  return (
    <>
      {mayDecidePayment(role, record) && (
        <Button label={`${KEY}.actions.mark_paid`} color="success" variant="contained" disabled={isPending} onClick={() => setOpen('mark_paid')}>
          <PaidIcon />
        </Button>
      )}
      <Button label={`${KEY}.actions.cancel`} color="error" variant="outlined" disabled={isPending} onClick={() => setOpen('cancel')}>
        <CancelIcon />
      </Button>
      <TextDialog
        open={open === 'mark_paid'}
        title={translate(`${KEY}.actions.mark_paid_title`, { number: record.number })}
        label={`${KEY}.actions.payment_reference`}
        helperText={`${KEY}.actions.payment_reference_help`}
        validate={[required(), trimmedLength(1, 100)]}
        multiline={false}
        confirmLabel={`${KEY}.actions.mark_paid_confirm`}
        isPending={isPending}
        onClose={close}
        onConfirm={(paymentReference) =>
          void run((provider) => provider.markOrderPaid({ id: record.id, paymentReference }), `${KEY}.notifications.marked_paid`, close)
        }
      />
      <TextDialog
        open={open === 'cancel'}
        title={translate(`${KEY}.actions.cancel_title`, { number: record.number })}
        label={`${KEY}.actions.reason`}
        helperText={
          paid ? `${KEY}.actions.${record.paymentMethod === 'card' ? 'reason_help_card_refund' : 'reason_help_manual_refund'}` : `${KEY}.actions.reason_help`
        }
        validate={[required(), trimmedLength(5, 500)]}
        confirmLabel={`${KEY}.actions.cancel_confirm`}
        confirmColor="error"
        isPending={isPending}
        onClose={close}
        onConfirm={(reason) => void run((provider) => provider.cancelOrder({ id: record.id, reason }), `${KEY}.notifications.cancelled`, close)}
      />
    </>
  );
};
