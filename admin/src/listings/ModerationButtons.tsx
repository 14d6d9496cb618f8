import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useState } from 'react';
import { Button, required, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import { MODERATION_RESOURCE } from './families';
import { TextDialog } from './TextDialog';
import { useListingAction } from './useListingAction';
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

/** "Respinge": asks for the reason (required), then rejects; the owner sees the reason. */
export const RejectButton = ({ redirectToQueue = true }: { redirectToQueue?: boolean }) => {
  const record = useRecordContext<StaffListing>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useListingAction();
  const back = useBackToQueue();
  if (!record) return null;
  return (
    <>
      <Button label={`${KEY}.actions.reject`} variant="outlined" color="error" onClick={() => setOpen(true)}>
        <CloseIcon />
      </Button>
      <TextDialog
        open={open}
        title={translate(`${KEY}.actions.reject_title`, { title: record.title })}
        label={`${KEY}.actions.reason`}
        helperText={`${KEY}.actions.reason_help`}
        validate={[required(), trimmedLength(5, 1000)]}
        confirmLabel={`${KEY}.actions.reject`}
        confirmColor="error"
        isPending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          run((provider) => provider.reject({ id: record.id, reason }), {
            success: `${KEY}.notifications.rejected`,
            onSuccess: () => {
              setOpen(false);
              if (redirectToQueue) back();
            },
          })
        }
      />
    </>
  );
};

/** "Cere modificări": sends the owner a message asking for changes (route from the moderation extensions). */
export const RequestChangesButton = ({ redirectToQueue = true }: { redirectToQueue?: boolean }) => {
  const record = useRecordContext<StaffListing>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useListingAction();
  const back = useBackToQueue();
  if (!record) return null;
  return (
    <>
      <Button label={`${KEY}.actions.request_changes`} variant="outlined" color="warning" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <TextDialog
        open={open}
        title={translate(`${KEY}.actions.request_changes_title`, { title: record.title })}
        label={`${KEY}.actions.message`}
        helperText={`${KEY}.actions.message_help`}
        validate={[required(), trimmedLength(5, 2000)]}
        confirmLabel={`${KEY}.actions.send`}
        confirmColor="warning"
        isPending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(message) =>
          run((provider) => provider.requestChanges({ id: record.id, message }), {
            success: `${KEY}.notifications.changes_requested`,
            routeMayBeMissing: true,
            onSuccess: () => {
              setOpen(false);
              if (redirectToQueue) back();
            },
          })
        }
      />
    </>
  );
};

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
