import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { appMessages } from './i18n/ro';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { ProfilePage } from './profile/ProfilePage';

/**
 * The staff console. Resources (listings, consulting, orders, users…) are added by later issues
 * as <Resource> children here plus an item in layout/menu-sections.ts.
 */
export const App = () => (
  <Admin
    title={appMessages.app.title}
    dashboard={Dashboard}
    layout={Layout}
    loginPage={LoginPage}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/profil" element={<ProfilePage />} />
    </CustomRoutes>
  </Admin>
);
