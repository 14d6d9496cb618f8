import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { mfaClient } from './mfa-client';

/** On the dashboard: a staff member without the second factor is invited to turn it on. */
export const MfaReminder = () => {
  const translate = useTranslate();
  const [show, setShow] = useState(false);
  useEffect(() => {
    let current = true;
    mfaClient.status().then(
      (status) => current && setShow(status.available && !status.enabled),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!show) return null;
  return (
    <Alert
      severity="info"
      data-testid="mfa-reminder"
      action={
        <Button component={Link} to="/securitate" color="inherit" size="small">
          {translate('roafaceri.mfa.reminder_action')}
        </Button>
      }
    >
      {translate('roafaceri.mfa.reminder')}
    </Alert>
  );
};
