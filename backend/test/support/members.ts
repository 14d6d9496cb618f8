import type { StaffRole, UserRole } from '../../src/contracts/lists.js';
import type { TestApp } from './test-app.js';

export const TEST_PASSWORD = 'Parola123';

export interface Member {
  id: string;
  email: string;
  name: string;
  /** `set(...member.auth)` on a supertest request. */
  auth: [string, string];
}

let sequence = 0;

/**
 * Registers a user through the API, then (through SQL, as staff tooling would) confirms the email
 * and sets the staff roles (`role`, or several with `roles`), and signs in. Individuals by default; `legal` makes a company account.
 */
export async function newMember(
  t: TestApp,
  options: { legal?: boolean; role?: UserRole; roles?: StaffRole[]; verified?: boolean; name?: string } = {},
): Promise<Member> {
  sequence += 1;
  const email = `membru${sequence}.${Date.now()}@example.ro`;
  const body: Record<string, string> = {
    fullName: options.name ?? `Membru ${sequence}`,
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    userType: options.legal ? '2' : '1',
    acceptTerms: 'true',
  };
  if (options.legal) Object.assign(body, { companyName: `Firma ${sequence} SRL`, cui: '12345674' });
  const registered = await t.http.post('/api/account/register').send(body);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id: string = registered.body.user.id;
  const roles = options.roles ?? (options.role && options.role !== 'user' ? [options.role] : []);
  await t.dataSource.query(`UPDATE users SET email_verified_at = $2, roles = $3::varchar[] WHERE id = $1`, [
    id,
    options.verified === false ? null : new Date(),
    roles,
  ]);
  const login = await t.http.post('/api/login').send({ email, password: TEST_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return { id, email, name: body.fullName, auth: ['authorization', `Bearer ${login.body.token}`] };
}
