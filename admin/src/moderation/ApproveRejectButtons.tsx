import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useCallback, useState } from 'react';
import { Button, required, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import { TextDialog } from '../listings/TextDialog';
import { trimmedLength } from '../listings/validators';

/** Runs a moderation call pessimistically: nothing looks done before the API agreed; then refresh and notify. */
export function useModerationCall<Methods>() {
  const dataProvider = useDataProvider() as unknown as Methods;
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (call: (provider: Methods) => Promise<unknown>, success: string, onSuccess?: () => void) => {
      setPending(true);
      try {
        await call(dataProvider);
      } catch (error) {
        notify((error as HttpError)?.message || 'ra.notification.http_error', { type: 'error' });
        return;
      } finally {
        setPending(false);
      }
      refresh();
      notify(success, { type: 'success' });
      onSuccess?.();
    },
    [dataProvider, notify, refresh],
  );
  return { run, isPending };
}

export interface ApproveRejectProps<Methods> {
  /**
   * Translation prefix holding `actions.approve`, `actions.reject`, `actions.reject_title` (with
   * `%{name}`), `actions.reason`, `actions.reason_help` and `notifications.approved|rejected`.
   */
  i18nKey: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Who or what is moderated, in the reject dialog's title. */
  name: string;
  approve: (provider: Methods) => Promise<unknown>;
  reject: (provider: Methods, reason: string) => Promise<unknown>;
}

/**
 * "Aprobă" and "Respinge" for something visitors sent (a review, a comment): approve at once,
 * reject only with a reason (5–500 characters) asked in a dialog. Each hides in its own state.
 */
export function ApproveRejectButtons<Methods>({ i18nKey, status, name, approve, reject }: ApproveRejectProps<Methods>) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useModerationCall<Methods>();
  return (
    // Clicks on the buttons stay here instead of opening the row they sit in; keys reach the buttons themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <span onClick={(event) => event.stopPropagation()} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      {status !== 'approved' ? (
        <Button
          label={`${i18nKey}.actions.approve`}
          color="success"
          variant="contained"
          size="small"
          disabled={isPending}
          onClick={() => void run(approve, `${i18nKey}.notifications.approved`)}
        >
          <CheckIcon />
        </Button>
      ) : null}
      {status !== 'rejected' ? (
        <>
          <Button label={`${i18nKey}.actions.reject`} color="error" variant="outlined" size="small" onClick={() => setOpen(true)}>
            <CloseIcon />
          </Button>
          <TextDialog
            open={open}
            title={translate(`${i18nKey}.actions.reject_title`, { name })}
            label={`${i18nKey}.actions.reason`}
            helperText={`${i18nKey}.actions.reason_help`}
            validate={[required(), trimmedLength(5, 500)]}
            confirmLabel={`${i18nKey}.actions.reject`}
            confirmColor="error"
            isPending={isPending}
            onClose={() => setOpen(false)}
            onConfirm={(reason) =>
              void run(
                (provider) => reject(provider, reason),
                `${i18nKey}.notifications.rejected`,
                () => setOpen(false),
              )
            }
          />
        </>
      ) : null}
    </span>
  );
}
