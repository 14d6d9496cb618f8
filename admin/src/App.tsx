import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { audit } from './audit';
import { authProvider } from './authProvider';
import { comments, COMMENTS_RESOURCE } from './comments';
import { messageReports, MESSAGE_REPORTS_RESOURCE } from './message-reports';
import { consulting, consultingRoutes } from './consulting';
import { CONTENT_SCREENS } from './content';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { appMessages } from './i18n/ro';
import { failedJobs } from './jobs';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { LISTING_FAMILIES, MODERATION_RESOURCE } from './listings/families';
import { makeListingResource } from './listings/makeListingResource';
import { ModerationList, ModerationShow } from './listings/ModerationQueue';
import { LoginPage } from './login/LoginPage';
import { SecurityPage } from './mfa/SecurityPage';
import { newsletter } from './newsletter';
import { campaigns, CAMPAIGNS_RESOURCE } from './newsletter/campaigns';
import { orderRoutes, orders, ORDERS_RESOURCE } from './orders';
import { efactura, EFACTURA_RESOURCE } from './efactura';
import { ProfilePage } from './profile/ProfilePage';
import { users } from './users';
import { fundingForms, FUNDING_FORMS_RESOURCE } from './funding-forms';
import { fundingProgrammes, FUNDING_PROGRAMMES_RESOURCE } from './programmes';
import { valuationReports, VALUATION_REPORTS_RESOURCE } from './valuation-reports';

const familyResources = LISTING_FAMILIES.map((family) => ({ family, ...makeListingResource(family) }));

/**
 * The staff console. Each area registers its <Resource>s here plus an item in
 * layout/menu-sections.ts, which also says which roles may open it (authProvider.canAccess;
 * the API refuses the others anyway).
 */
export const App = () => (
  <Admin
    title={appMessages.app.title}
    dashboard={Dashboard}
    layout={Layout}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    loginPage={LoginPage}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    requireAuth
    disableTelemetry
  >
    <Resource name={MODERATION_RESOURCE} list={ModerationList} show={ModerationShow} />
    {familyResources.map(({ family, ...screens }) => (
      <Resource key={family.resource} name={family.resource} {...screens} />
    ))}
    <Resource name={COMMENTS_RESOURCE} {...comments} />
    <Resource name={MESSAGE_REPORTS_RESOURCE} {...messageReports} />
    <Resource name="consulting" {...consulting}>
      {consultingRoutes}
    </Resource>
    <Resource name={FUNDING_FORMS_RESOURCE} {...fundingForms} />
    <Resource name={FUNDING_PROGRAMMES_RESOURCE} {...fundingProgrammes} />
    <Resource name={VALUATION_REPORTS_RESOURCE} {...valuationReports} />
    <Resource name={ORDERS_RESOURCE} {...orders}>
      {orderRoutes}
    </Resource>
    <Resource name={EFACTURA_RESOURCE} {...efactura} />
    <Resource name="newsletter" {...newsletter} />
    <Resource name={CAMPAIGNS_RESOURCE} {...campaigns} />
    <Resource name="users" {...users} />
    <Resource name="audit" {...audit} />
    <Resource name="failed-jobs" {...failedJobs} />
    {CONTENT_SCREENS.map(({ name, list, edit, create }) => (
      <Resource key={name} name={name} list={list} edit={edit} create={create} />
    ))}
    <CustomRoutes>
      <Route path="/profil" element={<ProfilePage />} />
      <Route path="/securitate" element={<SecurityPage />} />
    </CustomRoutes>
  </Admin>
);
