import { UserType, type StaffRole } from '../contracts/lists.js';

/** Demo accounts loaded on the embedded default (listed in the README). Never in production. */
export const DEMO_ACCOUNTS: readonly {
  email: string;
  password: string;
  fullName: string;
  roles: StaffRole[];
  userType: UserType;
  companyName?: string;
  cui?: string;
}[] = [
  { email: 'admin@roafaceri.ro', password: 'Staff12345', fullName: 'Andreea Ionescu', roles: ['admin'], userType: UserType.PersoanaFizica },
  { email: 'moderator@roafaceri.ro', password: 'Staff12345', fullName: 'Mihai Stoica', roles: ['moderator'], userType: UserType.PersoanaFizica },
  { email: 'consultant@roafaceri.ro', password: 'Staff12345', fullName: 'Elena Dumitrescu', roles: ['consultant'], userType: UserType.PersoanaFizica },
  {
    email: 'demo@roafaceri.ro',
    password: 'Demo12345',
    fullName: 'Radu Marinescu',
    roles: [],
    userType: UserType.PersoanaJuridica,
    companyName: 'Marinescu Consult SRL',
    cui: '12345674',
  },
  { email: 'ion.popescu@example.ro', password: 'Demo12345', fullName: 'Ion Popescu', roles: [], userType: UserType.PersoanaFizica },
];
