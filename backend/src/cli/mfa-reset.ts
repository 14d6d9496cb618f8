import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '../contracts/auth.js';
import { MfaService } from '../modules/mfa/mfa.service.js';
import { withAppContext } from './cli-context.js';

const usage = 'Usage: node backend/dist/cli/mfa-reset.js --email E';

/**
 * Removes a staff member's second factor from the server's shell (the last admin lost their phone
 * and recovery codes, or JWT_SECRET changed): their sessions end, the next sign-in starts from the
 * password (and the enrolment when STAFF_MFA_REQUIRED is on). Admins reset each other in the console.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) {
    console.error(`--email must be a valid email address\n${usage}`);
    process.exit(2);
  }
  await withAppContext(async (context) => {
    const reset = await context.get(MfaService).resetByOperator(email);
    if (!reset) {
      console.error(`No second factor to reset for ${email}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Second factor removed for ${email}; their sessions have ended.`);
  });
}

void main();
