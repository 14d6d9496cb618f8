import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import type { ReactElement } from 'react';
import { Button, required, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { StaffListing } from '../dataProvider/custom-methods';
import { MODERATION_RESOURCE } from './families';
import { REJECT_REASON } from './rejectReason';
import { TextDialogButton, type TextDialogProps } from './TextDialog';
import { useListingAction, type ListingActionOptions } from './useListingAction';
import { trimmedLength } from './validators';

const KEY = 'resources.moderation';

/** After a decision the listing leaves the queue: back to the queue. */
function useBackToQueue() {
  const redirect = useRedirect();
  return () => redirect('list', MODERATION_RESOURCE);
}

/** Whether the record waits for a decision (a new listing or an edit of a published one). */
export function awaitsModeration(record: Pick<StaffListing, 'status' | 'pendingRevision'> | undefined): boolean {
  return Boolean(record && (record.status === 'pending' || record.pendingRevision));
}

/** "Aprobă": approves the listing or its waiting revision (emails the owner), pessimistic. */
export const ApproveButton = ({ redirectToQueue = true }: { redirectToQueue?: boolean }) => {
  const record = useRecordContext<StaffListing>();
  const { run, isPending } = useListingAction();
  const back = useBackToQueue();
  if (!record) return null;
  return (
    <Button
      label={`${KEY}.actions.approve`}
      variant="contained"
      color="success"
      disabled={isPending}
      onClick={() =>
        run((provider) => provider.approve({ id: record.id }), {
          success: `${KEY}.notifications.approved`,
          onSuccess: redirectToQueue ? back : undefined,
        })
      }
    >
      <CheckIcon />
    </Button>
  );
};

interface TextDecisionProps {
  redirectToQueue: boolean;
  /** Under resources.moderation.actions: the button's label and, with `_title`, its dialog's title. */
  action: 'reject' | 'request_changes';
  color: 'error' | 'warning';
  icon: ReactElement;
  field: Pick<TextDialogProps, 'label' | 'helperText' | 'validate'>;
  confirmLabel: string;
  send: (provider: AdminDataProvider, id: StaffListing['id'], text: string) => Promise<unknown>;
  options: Omit<ListingActionOptions, 'onSuccess'>;
}

/** A decision that asks for a text first; once it succeeds the dialog closes and, when asked, the queue shows again. */
const TextDecisionButton = ({ redirectToQueue, action, color, icon, field, confirmLabel, send, options }: TextDecisionProps) => {
  const record = useRecordContext<StaffListing>();
  const translate = useTranslate();
  const { run, isPending } = useListingAction();
  const back = useBackToQueue();
  if (!record) return null;
  return (
    <TextDialogButton
      buttonLabel={`${KEY}.actions.${action}`}
      buttonVariant="outlined"
      color={color}
      icon={icon}
      title={translate(`${KEY}.actions.${action}_title`, { title: record.title })}
      {...field}
      confirmLabel={confirmLabel}
      isPending={isPending}
      onConfirm={(text, close) =>
        run((provider) => send(provider, record.id, text), {
          ...options,
          onSuccess: () => {
            close();
            if (redirectToQueue) back();
          },
        })
      }
    />
  );
};

/** "Respinge": asks for the reason (required), then rejects; the owner sees the reason. */
export const RejectButton = ({ redirectToQueue = true }: { redirectToQueue?: boolean }) => (
  <TextDecisionButton
    redirectToQueue={redirectToQueue}
    action="reject"
    color="error"
    icon={<CloseIcon />}
    field={REJECT_REASON}
    confirmLabel={`${KEY}.actions.reject`}
    send={(provider, id, reason) => provider.reject({ id, reason })}
    options={{ success: `${KEY}.notifications.rejected` }}
  />
);

/** "Cere modificări": sends the owner a message asking for changes (route from the moderation extensions). */
export const RequestChangesButton = ({ redirectToQueue = true }: { redirectToQueue?: boolean }) => (
  <TextDecisionButton
    redirectToQueue={redirectToQueue}
    action="request_changes"
    color="warning"
    icon={<EditNoteIcon />}
    field={{ label: `${KEY}.actions.message`, helperText: `${KEY}.actions.message_help`, validate: [required(), trimmedLength(5, 2000)] }}
    confirmLabel={`${KEY}.actions.send`}
    send={(provider, id, message) => provider.requestChanges({ id, message })}
    options={{ success: `${KEY}.notifications.changes_requested`, routeMayBeMissing: true }}
  />
);

/** The three decisions, shown only while the listing waits for one. */
export const ModerationButtons = ({ redirectToQueue = true }: { redirectToQueue?: boolean }) => {
  const record = useRecordContext<StaffListing>();
  if (!awaitsModeration(record)) return null;
  return (
    <>
      <ApproveButton redirectToQueue={redirectToQueue} />
      <RejectButton redirectToQueue={redirectToQueue} />
      <RequestChangesButton redirectToQueue={redirectToQueue} />
    </>
  );
};
