import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../contracts/auth.js';
import { STAFF_ROLES, type UserRole } from '../contracts/lists.js';
import { AccountService } from '../modules/account/account.service.js';
import { withAppContext } from './cli-context.js';

const usage = 'Usage: npm run user:create -- --email E --password P --role admin|moderator|consultant [--name "Full Name"]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const problems = [
    !values.email || !EMAIL_PATTERN.test(values.email) ? '--email must be a valid email address' : null,
    !values.password || !PASSWORD_PATTERN.test(values.password) ? '--password needs at least 8 characters with a letter and a digit' : null,
    !values.role || !STAFF_ROLES.includes(values.role as UserRole) ? `--role must be one of ${STAFF_ROLES.join(', ')}` : null,
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
      role: values.role as UserRole,
    });
    console.log(`Staff account ready: ${user.email} (${user.role})`);
  });
}

void main();
