import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SecurityIcon from '@mui/icons-material/Security';
import { Box, Chip, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, Link, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { roleLabel } from '../roles';
import { useStaffIdentity } from '../useStaffIdentity';
import { BRAND, LOGO_SVG } from './brand';

/** Brand, page title, the staff member's role, and the user menu (which shows their name). */
export const AppBar = () => (
  <RaAppBar userMenu={<StaffUserMenu />}>
    <BrandLogo />
    <TitlePortal />
    <StaffRoleChip />
  </RaAppBar>
);

/** The site's logo: its mark (the site's own SVG) and „RoAfaceri” with „Afaceri” in the site's amber, as in the site's dark footer. */
export const BrandLogo = () => (
  <Box data-testid="console-logo" sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, flex: 'none' }}>
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'flex',
        width: 30,
        height: 30,
        borderRadius: '7px',
        boxShadow: '0 0 0 1px rgba(255, 255, 255, 0.6)',
        '& svg': { width: '100%', height: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: LOGO_SVG }}
    />
    <Typography variant="h6" component="span" sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 800, whiteSpace: 'nowrap' }}>
      Ro
      <Box component="span" sx={{ color: BRAND.accent }}>
        Afaceri
      </Box>
    </Typography>
  </Box>
);

const StaffRoleChip = () => {
  const { identity } = useStaffIdentity();
  if (!identity?.role) return null;
  return (
    <Chip
      data-testid="staff-role"
      label={roleLabel(identity.role)}
      size="small"
      variant="outlined"
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, color: 'inherit', borderColor: 'currentColor', mx: 1 }}
    />
  );
};

const StaffUserMenu = () => (
  <UserMenu>
    <ProfileMenuItem />
    <SecurityMenuItem />
    <Logout />
  </UserMenu>
);

const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profil" ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('roafaceri.menu.profile')}</ListItemText>
    </MenuItem>
  );
});

const SecurityMenuItem = forwardRef<HTMLAnchorElement>(function SecurityMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/securitate" ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('roafaceri.menu.security')}</ListItemText>
    </MenuItem>
  );
});
