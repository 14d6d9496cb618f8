import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** Users in the staff console (admins): search, block/unblock, staff roles. */
export const users = { list: UserList, show: UserShow };
