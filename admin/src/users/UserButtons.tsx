import type { AdminUserView } from '@contracts/admin';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Button, Confirm, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useListingAction } from '../listings/useListingAction';
import { mayToggleBlock } from './RolesEditor';

const KEY = 'resources.users';

/**
 * "Blochează" / "Deblochează" with a confirmation, waiting for the server (pessimistic): a block
 * ends the user's sessions at once, so nothing is shown as done before the API agreed.
 */
export const BlockToggleButton = () => {
  const record = useRecordContext<AdminUserView>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { permissions } = usePermissions();
  const { run, isPending } = useListingAction();
  if (!record || !mayToggleBlock(permissions, record)) return null;
  const blocking = !record.blocked;
  const action = blocking ? 'block' : 'unblock';
  return (
    <>
      <Button
        label={`${KEY}.actions.${action}`}
        variant={blocking ? 'outlined' : 'contained'}
        color={blocking ? 'error' : 'success'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {blocking ? <BlockIcon /> : <LockOpenIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`${KEY}.actions.${action}_title`, { name: record.fullName })}
        content={`${KEY}.actions.${action}_content`}
        confirm={`${KEY}.actions.${action}`}
        confirmColor={blocking ? 'warning' : 'primary'}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          run((provider) => (blocking ? provider.blockUser({ id: record.id }) : provider.unblockUser({ id: record.id })), {
            success: `${KEY}.notifications.${blocking ? 'blocked' : 'unblocked'}`,
            onSuccess: () => setOpen(false),
          })
        }
      />
    </>
  );
};
