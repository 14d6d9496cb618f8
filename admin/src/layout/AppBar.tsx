import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SecurityIcon from '@mui/icons-material/Security';
import { Chip, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, Link, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { roleLabel } from '../roles';
import { useStaffIdentity } from '../useStaffIdentity';

/** Brand, page title, the staff member's role, and the user menu (which shows their name). */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar userMenu={<StaffUserMenu />}>
      <Typography
        variant="h6"
        component="span"
        sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}
      >
        {translate('roafaceri.app.brand')}
      </Typography>
      <TitlePortal />
      <StaffRoleChip />
    </RaAppBar>
  );
};

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
