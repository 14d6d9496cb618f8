import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import type { BulkModerationAction } from '../dataProvider/custom-methods';
import { MODERATION_RESOURCE } from './families';
import { REJECT_REASON } from './rejectReason';
import { TextDialogButton } from './TextDialog';
import { useListingAction } from './useListingAction';

const KEY = 'resources.moderation';

function useBulkModeration() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(MODERATION_RESOURCE);
  const { run, isPending } = useListingAction();
  const moderate = (action: BulkModerationAction, reason?: string, onSuccess?: () => void) => {
    const ids = selectedIds.map(String);
    return run((provider) => provider.bulkModerate({ action, ids, ...(reason === undefined ? {} : { reason }) }), {
      success: `${KEY}.notifications.${action === 'approve' ? 'bulk_approved' : 'bulk_rejected'}`,
      successArgs: { smart_count: ids.length },
      routeMayBeMissing: true,
      onSuccess: () => {
        unselectAll();
        onSuccess?.();
      },
    });
  };
  return { selectedIds, moderate, isPending };
}

/** Approves every selected listing in one call (the owners are emailed), pessimistic. */
export const BulkApproveButton = () => {
  const { moderate, isPending } = useBulkModeration();
  return (
    <Button label={`${KEY}.actions.bulk_approve`} color="success" disabled={isPending} onClick={() => moderate('approve')}>
      <CheckIcon />
    </Button>
  );
};

/** Rejects every selected listing with one reason, asked for in a dialog. */
export const BulkRejectButton = () => {
  const translate = useTranslate();
  const { selectedIds, moderate, isPending } = useBulkModeration();
  return (
    <TextDialogButton
      buttonLabel={`${KEY}.actions.bulk_reject`}
      color="error"
      icon={<CloseIcon />}
      title={translate(`${KEY}.actions.bulk_reject_title`, { smart_count: selectedIds.length })}
      {...REJECT_REASON}
      confirmLabel={`${KEY}.actions.reject`}
      isPending={isPending}
      onConfirm={(reason, close) => moderate('reject', reason, close)}
    />
  );
};

export const BulkModerationButtons = () => (
  <>
    <BulkApproveButton />
    <BulkRejectButton />
  </>
);
