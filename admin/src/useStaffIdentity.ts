import { useGetIdentity } from 'react-admin';
import type { StaffIdentity } from './authProvider';

/** The signed-in staff member as returned by authProvider.getIdentity. */
export function useStaffIdentity() {
  const { identity, isPending, error } = useGetIdentity();
  return { identity: identity as StaffIdentity | undefined, isPending, error };
}
