import type { AdminUserView } from '@contracts/admin';
import type { AdminMfaView } from '@contracts/mfa';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../listings/ListingFields';
import { useListingAction } from '../listings/useListingAction';
import { useProviderQuery } from '../useProviderQuery';
import { useStaffIdentity } from '../useStaffIdentity';

/**
 * Admins only, on a staff account other than their own: whether it has the second factor, and
 * "Resetează" (a lost phone) with a confirmation; the API audits it and ends the member's sessions.
 */
export const UserMfaPanel = () => {
  const record = useRecordContext<AdminUserView>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { identity } = useStaffIdentity();
  const queryClient = useQueryClient();
  const { run, isPending } = useListingAction();
  const [open, setOpen] = useState(false);
  const visible = Boolean(record && permissions === 'admin' && record.roles.length > 0 && identity && identity.id !== record.id);
  const queryKey = ['user-mfa', record?.id];
  const { data: state } = useProviderQuery<AdminMfaView>(queryKey, (provider) => provider.getUserMfa({ id: record!.id }), visible);

  if (!visible || !record || !state) return null;
  return (
    <Card data-testid="user-mfa">
      <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography variant="h6" component="h2">
          {translate('roafaceri.mfa.user_panel_title')}
        </Typography>
        <Typography>
          {state.enabled
            ? translate('roafaceri.mfa.user_on', { date: state.enrolledAt ? formatDateTime(state.enrolledAt) : '—', count: state.recoveryCodesLeft })
            : translate('roafaceri.mfa.user_off')}
        </Typography>
        {state.enabled && (
          <>
            <Button label="roafaceri.mfa.reset" variant="outlined" color="warning" onClick={() => setOpen(true)} disabled={isPending}>
              <PhonelinkEraseIcon />
            </Button>
            <Confirm
              isOpen={open}
              loading={isPending}
              title={translate('roafaceri.mfa.reset_title', { name: record.fullName })}
              content="roafaceri.mfa.reset_content"
              confirm="roafaceri.mfa.reset"
              confirmColor="warning"
              onClose={() => setOpen(false)}
              onConfirm={() =>
                run(
                  async (provider) => {
                    const { data } = await provider.resetUserMfa({ id: record.id });
                    queryClient.setQueryData(queryKey, data);
                  },
                  { success: 'roafaceri.mfa.reset_done', onSuccess: () => setOpen(false) },
                )
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};
