import type { MfaStatus } from '@contracts/mfa';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { refreshSession } from '../authProvider';
import { formatDateTime } from '../listings/ListingFields';
import { CodeField, useCodeForm } from './CodeField';
import { mfaClient, mfaErrorText } from './mfa-client';
import { MfaEnrolment } from './MfaEnrolment';
import { RecoveryCodes } from './RecoveryCodes';

/** A form with one code field and a button: turning the second factor off, or renewing the recovery codes. */
const CodeAction = ({
  title,
  help,
  label,
  action,
  recoveryAllowed,
  color,
  run,
}: {
  title: string;
  help: string;
  label: string;
  action: string;
  recoveryAllowed: boolean;
  color: 'error' | 'primary';
  run: (code: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const { code, setCode, error, busy, submit } = useCodeForm(run, (failure) => mfaErrorText(failure, translate), 'reset');
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      <CodeField value={code} onChange={setCode} label={label} error={error} recovery={recoveryAllowed} />
      <Button type="submit" variant="outlined" color={color} disabled={busy || !code.trim()} sx={{ justifySelf: 'start' }}>
        {action}
      </Button>
    </Box>
  );
};

/** /admin/securitate: the signed-in staff member's second factor (status, enrolment, recovery codes, turning it off). */
export const SecurityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renewed, setRenewed] = useState<string[] | null>(null);
  // Turned on just now: the recovery codes are still on screen, the status reloads once they are saved.
  const [enabledNow, setEnabledNow] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await mfaClient.status());
      setEnabledNow(false);
    } catch (failure) {
      setError(mfaErrorText(failure, translate));
    }
  }, [translate]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!status) return <Loading />;
  const enabled = status.enabled || enabledNow;

  return (
    <Box sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('roafaceri.mfa.security_title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="h5" component="h1">
              {translate('roafaceri.mfa.title')}{' '}
              <Chip
                data-testid="mfa-status"
                size="small"
                color={enabled ? 'success' : 'default'}
                label={translate(enabled ? 'roafaceri.mfa.status_on' : 'roafaceri.mfa.status_off')}
              />
            </Typography>
            <Typography color="text.secondary">{translate('roafaceri.mfa.security_subtitle')}</Typography>
          </Box>
          {status.enabled ? (
            <>
              <Typography>
                {status.enrolledAt && translate('roafaceri.mfa.enrolled_at', { date: formatDateTime(status.enrolledAt) })}
                <br />
                {translate('roafaceri.mfa.recovery_left', { count: status.recoveryCodesLeft })}
              </Typography>
              {renewed && (
                <>
                  <RecoveryCodes codes={renewed} />
                  <Button variant="contained" onClick={() => setRenewed(null)} sx={{ justifySelf: 'start' }}>
                    {translate('roafaceri.mfa.saved')}
                  </Button>
                </>
              )}
              <Divider />
              <CodeAction
                title={translate('roafaceri.mfa.renew_title')}
                help={translate('roafaceri.mfa.renew_help')}
                label={translate('roafaceri.mfa.code_label')}
                action={translate('roafaceri.mfa.renew')}
                recoveryAllowed={false}
                color="primary"
                run={async (code) => {
                  setRenewed((await mfaClient.renewRecoveryCodes(code)).recoveryCodes);
                  await load();
                }}
              />
              <Divider />
              <CodeAction
                title={translate('roafaceri.mfa.disable_title')}
                help={translate('roafaceri.mfa.disable_help')}
                label={translate('roafaceri.mfa.any_code_label')}
                action={translate('roafaceri.mfa.disable')}
                recoveryAllowed
                color="error"
                run={async (code) => {
                  await mfaClient.disable(code);
                  refreshSession();
                  notify('roafaceri.mfa.disabled', { type: 'info' });
                  await load();
                }}
              />
            </>
          ) : (
            <>
              {status.enrolmentRequired && !enabledNow && <Alert severity="info">{translate('roafaceri.mfa.required_notice')}</Alert>}
              <MfaEnrolment finishLabel={translate('roafaceri.mfa.saved')} onEnabled={() => setEnabledNow(true)} onFinished={() => void load()} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
