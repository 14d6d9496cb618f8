import type { MfaEnrolment as Enrolment } from '@contracts/mfa';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { refreshSession } from '../authProvider';
import { CodeField } from './CodeField';
import { mfaClient, mfaErrorText } from './mfa-client';
import { RecoveryCodes } from './RecoveryCodes';

/** The base32 secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment of the second factor: start (QR code and the secret to type by hand), confirm with a
 * code from the app, then the recovery codes, shown once, until the staff member says they saved them.
 */
export const MfaEnrolment = ({ onFinished, finishLabel, onEnabled }: { onFinished: () => void; finishLabel: string; onEnabled?: () => void }) => {
  const translate = useTranslate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await mfaClient.start());
    } catch (failure) {
      setError(mfaErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes: codes } = await mfaClient.confirm(code);
      refreshSession();
      setRecoveryCodes(codes);
      onEnabled?.();
    } catch (failure) {
      setError(mfaErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">{translate('roafaceri.mfa.activated')}</Alert>
        <RecoveryCodes codes={recoveryCodes} />
        <Button variant="contained" onClick={onFinished}>
          {finishLabel}
        </Button>
      </Box>
    );
  }

  if (!enrolment) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{translate('roafaceri.mfa.intro')}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" onClick={start} disabled={busy} sx={{ justifySelf: 'start' }}>
          {translate('roafaceri.mfa.start')}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={confirm} sx={{ display: 'grid', gap: 2 }} noValidate>
      <Typography>{translate('roafaceri.mfa.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={translate('roafaceri.mfa.qr_alt')}
        data-testid="mfa-qr"
        sx={{ width: 220, height: 220, justifySelf: 'center', background: '#fff' }}
      />
      <Typography variant="body2">
        {translate('roafaceri.mfa.manual')}{' '}
        <Box component="code" data-testid="mfa-secret" data-secret={enrolment.secret} sx={{ fontSize: '1rem', wordBreak: 'break-all' }}>
          {grouped(enrolment.secret)}
        </Box>
      </Typography>
      <CodeField
        value={code}
        onChange={setCode}
        label={translate('roafaceri.mfa.code_label')}
        helperText={translate('roafaceri.mfa.code_help')}
        error={error}
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        {translate('roafaceri.mfa.activate')}
      </Button>
    </Box>
  );
};
