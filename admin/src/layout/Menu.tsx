import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Divider, ListSubheader } from '@mui/material';
import { Menu as RaMenu, MenuItemLink, usePermissions, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { isStaffRole } from '../roles';
import { sectionsForRole, type MenuSection } from './menu-sections';

/**
 * Dashboard, then the sections of menu-sections.ts that the staff member's role may use, each
 * with its registered items, then "Contul meu".
 */
export const Menu = () => {
  const { permissions } = usePermissions();
  const resources = useResourceDefinitions();
  const role = isStaffRole(permissions) ? permissions : undefined;
  const sections = sectionsForRole(role, (name) => name in resources);

  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {sections.map((section) => (
        <MenuSectionGroup key={section.id} section={section} />
      ))}
      <Divider sx={{ my: 1 }} />
      <MenuItemLink to="/profil" primaryText="roafaceri.menu.profile" leftIcon={<AccountCircleIcon />} />
    </RaMenu>
  );
};

const MenuSectionGroup = ({ section }: { section: MenuSection }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      {open ? (
        <ListSubheader
          disableSticky
          data-section={section.id}
          sx={{
            mt: 1,
            lineHeight: 2.5,
            fontSize: '0.75rem',
            fontWeight: 600,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            bgcolor: 'transparent',
          }}
        >
          {translate(section.label)}
        </ListSubheader>
      ) : (
        <Divider data-section={section.id} sx={{ my: 1 }} />
      )}
      {section.items.map((item) => (
        <MenuItemLink key={item.resource} to={`/${item.resource}`} primaryText={item.label} leftIcon={<item.icon />} />
      ))}
    </>
  );
};
