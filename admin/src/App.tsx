import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { appMessages } from './i18n/ro';
import { Layout } from './layout/Layout';
import { LISTING_STAFF } from './layout/menu-sections';
import { LISTING_FAMILIES, MODERATION_RESOURCE } from './listings/families';
import { makeListingResource } from './listings/makeListingResource';
import { ModerationList, ModerationShow } from './listings/ModerationQueue';
import { LoginPage } from './login/LoginPage';
import { ProfilePage } from './profile/ProfilePage';
import { isStaffRole } from './roles';

const familyResources = LISTING_FAMILIES.map((family) => ({ family, ...makeListingResource(family) }));

/**
 * The staff console. Each area registers its <Resource>s here, for the roles that may use them
 * (the API refuses the others anyway), plus an item in layout/menu-sections.ts.
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
    {(permissions: unknown) => {
      const role = isStaffRole(permissions) ? permissions : undefined;
      const listingStaff = role !== undefined && LISTING_STAFF.includes(role);
      return (
        <>
          {listingStaff && <Resource name={MODERATION_RESOURCE} list={ModerationList} show={ModerationShow} />}
          {listingStaff &&
            familyResources.map(({ family, list, show }) => (
              <Resource key={family.resource} name={family.resource} list={list} show={show} />
            ))}
          <CustomRoutes>
            <Route path="/profil" element={<ProfilePage />} />
          </CustomRoutes>
        </>
      );
    }}
  </Admin>
);
