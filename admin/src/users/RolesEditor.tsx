import type { AdminUserView } from '@contracts/admin';
import { STAFF_ROLES, type StaffRole } from '@contracts/lists';
import SaveIcon from '@mui/icons-material/Save';
import { Card, CardContent, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useListingAction } from '../listings/useListingAction';
import { roleLabel } from '../roles';

const KEY = 'resources.users';

/** Whether the console shows the roles editor: only to admins (the API refuses everyone else). */
export function mayEditRoles(permissions: unknown): boolean {
  return permissions === 'admin';
}

/**
 * Whether the console offers "Blochează" / "Deblochează" on an account: admins on any account,
 * moderators on ordinary accounts only (the API refuses a moderator acting on staff).
 */
export function mayToggleBlock(permissions: unknown, user: Pick<AdminUserView, 'roles'>): boolean {
  if (permissions === 'admin') return true;
  return permissions === 'moderator' && user.roles.length === 0;
}

/** The roles in the order of STAFF_ROLES, so a set compares and saves the same way each time. */
export function orderedRoles(roles: Iterable<StaffRole>): StaffRole[] {
  const set = new Set(roles);
  return STAFF_ROLES.filter((role) => set.has(role));
}

/**
 * "Roluri în echipă": one checkbox per staff role, saved as the whole set
 * (`PUT /users/{id}/roles`). Rendered for admins only.
 */
export const RolesEditor = () => {
  const record = useRecordContext<AdminUserView>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const { run, isPending } = useListingAction();
  const [roles, setRoles] = useState<StaffRole[]>(record?.roles ?? []);
  const saved = orderedRoles(record?.roles ?? []).join(',');
  // After a save (or another admin's change) the refreshed record resets the boxes.
  useEffect(() => setRoles(orderedRoles(saved ? (saved.split(',') as StaffRole[]) : [])), [saved]);
  if (!record || !mayEditRoles(permissions)) return null;
  const chosen = orderedRoles(roles);
  const toggle = (role: StaffRole, on: boolean) => setRoles(on ? [...chosen, role] : chosen.filter((item) => item !== role));

  return (
    <Card component="section" aria-labelledby="roles-editor-title" data-testid="roles-editor">
      <CardContent>
        <Typography variant="h6" component="h2" id="roles-editor-title" gutterBottom>
          {translate(`${KEY}.roles.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEY}.roles.help`)}
        </Typography>
        <FormGroup row sx={{ my: 1 }}>
          {STAFF_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              label={roleLabel(role)}
              control={<Checkbox checked={chosen.includes(role)} onChange={(event) => toggle(role, event.target.checked)} disabled={isPending} />}
            />
          ))}
        </FormGroup>
        <Button
          label={`${KEY}.actions.save_roles`}
          variant="contained"
          disabled={isPending || chosen.join(',') === saved}
          onClick={() => run((provider) => provider.setUserRoles({ id: record.id, roles: chosen }), { success: `${KEY}.notifications.roles_saved` })}
        >
          <SaveIcon />
        </Button>
      </CardContent>
    </Card>
  );
};
