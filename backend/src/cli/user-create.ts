import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../contracts/auth.js';
import { STAFF_ROLES, type StaffRole } from '../contracts/lists.js';
import { AccountService } from '../modules/account/account.service.js';
import { withAppContext } from './cli-context.js';

const usage =
  'Usage: npm run user:create -- --email E --password P --role admin|moderator|consultant (several comma-joined, e.g. moderator,consultant) [--name "Full Name"]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const roles = (values.role ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const problems = [
    !values.email || !EMAIL_PATTERN.test(values.email) ? '--email must be a valid email address' : null,
    !values.password || !PASSWORD_PATTERN.test(values.password) ? '--password needs at least 8 characters with a letter and a digit' : null,
    !roles.length || roles.some((role) => !STAFF_ROLES.includes(role as StaffRole)) ? `--role must be one of ${STAFF_ROLES.join(', ')}` : null,
  ].filter(Boolean);
  if (problems.length) {
    console.error(`${problems.join('\n')}\n${usage}`);
    process.exit(2);
  }
  await withAppContext(async (context) => {
    const user = await context.get(AccountService).createVerified({
      email: values.email!,
      password: values.password!,
      fullName: values.name ?? values.email!.split('@')[0],
      roles: [...new Set(roles)] as StaffRole[],
    });
    console.log(`Staff account ready: ${user.email} (${user.roles.join(', ')})`);
  });
}

void main();
