import { Box, Typography } from '@mui/material';
import { email, Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';

/** react-admin's login page and form, signing in with an email address. */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('roafaceri.app.brand')}
        </Typography>
        <Typography color="text.secondary">{translate('roafaceri.auth.login_subtitle')}</Typography>
      </Box>
      <LoginForm>
        <TextInput
          autoFocus
          source="username"
          type="email"
          label="ra.auth.email"
          autoComplete="username"
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
};
