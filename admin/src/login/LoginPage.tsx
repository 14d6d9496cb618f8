import { Alert, Box, Button, CardContent, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { email, Login, LoginForm, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { endSession, type LoginParams } from '../authProvider';
import { CodeField, useCodeForm } from '../mfa/CodeField';
import { mfaClient } from '../mfa/mfa-client';
import { MfaEnrolment } from '../mfa/MfaEnrolment';

type Step = 'credentials' | 'code' | 'enrol';

/** The step named in the address (`?pas=cod`, `?pas=activare`), set by authProvider after the password. */
function stepOf(search: string): Step {
  const step = new URLSearchParams(search).get('pas');
  return step === 'cod' ? 'code' : step === 'activare' ? 'enrol' : 'credentials';
}

const Heading = ({ title, subtitle }: { title: string; subtitle: string }) => (
  <Box sx={{ textAlign: 'center', px: 2 }}>
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    <Typography color="text.secondary">{subtitle}</Typography>
  </Box>
);

/** The sign-in's code step: a code from the app, or a recovery code. */
const CodeStep = ({ onCancel }: { onCancel: () => void }) => {
  const translate = useTranslate();
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);
  const { code, setCode, error, setError, busy, submit } = useCodeForm(
    (typed) => login({ code: typed } satisfies LoginParams),
    (failure) => (failure instanceof Error ? failure.message : translate('roafaceri.auth.unexpected_error')),
    'stay',
  );
  return (
    <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 360 }}>
      <Typography>{translate(recovery ? 'roafaceri.mfa.login_recovery_intro' : 'roafaceri.mfa.login_code_intro')}</Typography>
      <CodeField
        key={recovery ? 'recovery' : 'app'}
        value={code}
        onChange={setCode}
        label={translate(recovery ? 'roafaceri.mfa.recovery_label' : 'roafaceri.mfa.code_label')}
        error={error}
        recovery={recovery}
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        {translate('roafaceri.mfa.verify')}
      </Button>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(null);
        }}
      >
        {translate(recovery ? 'roafaceri.mfa.use_app' : 'roafaceri.mfa.use_recovery')}
      </Link>
      <Link component="button" type="button" color="text.secondary" onClick={onCancel}>
        {translate('roafaceri.mfa.cancel')}
      </Link>
    </CardContent>
  );
};

/**
 * The console's sign-in: email and password (react-admin's form), then, for staff with a second
 * factor, the code step, or, when the account must have one and has none yet, the enrolment.
 * A reload keeps the step: the session lives in the httpOnly cookie, and the API says what it still owes.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const wanted = stepOf(location.search);
  const [step, setStep] = useState<Step | null>(wanted === 'credentials' ? 'credentials' : null);

  // A second-factor step is shown only to a session that owes it (else back to the password).
  useEffect(() => {
    if (wanted === 'credentials') {
      setStep('credentials');
      return;
    }
    let current = true;
    mfaClient.status().then(
      (status) => {
        if (!current) return;
        if (status.pendingStep) setStep(status.pendingStep);
        else if (status.available) void login({} satisfies LoginParams).catch(() => setStep('credentials'));
        else setStep('credentials');
      },
      () => current && setStep('credentials'),
    );
    return () => {
      current = false;
    };
  }, [wanted, login]);

  const cancel = async () => {
    await endSession();
    navigate('/login');
  };

  return (
    <Login>
      {step === 'credentials' && (
        <>
          <Heading title={translate('roafaceri.app.brand')} subtitle={translate('roafaceri.auth.login_subtitle')} />
          <LoginForm>
            <TextInput autoFocus source="username" type="email" label="ra.auth.email" autoComplete="username" validate={[required(), email()]} />
            <PasswordInput source="password" label="ra.auth.password" autoComplete="current-password" validate={required()} />
          </LoginForm>
        </>
      )}
      {step === 'code' && (
        <>
          <Heading title={translate('roafaceri.mfa.login_code_title')} subtitle={translate('roafaceri.app.brand')} />
          <CodeStep onCancel={cancel} />
        </>
      )}
      {step === 'enrol' && (
        <>
          <Heading title={translate('roafaceri.mfa.login_enrol_title')} subtitle={translate('roafaceri.app.brand')} />
          <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
            <Alert severity="info">{translate('roafaceri.mfa.login_enrol_intro')}</Alert>
            <MfaEnrolment finishLabel={translate('roafaceri.mfa.saved_continue')} onFinished={() => void login({} satisfies LoginParams)} />
            <Link component="button" type="button" color="text.secondary" onClick={cancel}>
              {translate('roafaceri.mfa.cancel')}
            </Link>
          </CardContent>
        </>
      )}
    </Login>
  );
};
