// `npm run soak -- --embedded`: half an hour of the embedded default (`npm start`) under mixed traffic
// and jobs, watching that it never freezes. The embedded default is one process with an embedded
// PGlite database that has ONE connection, jobs in-process and schedules in-process: a query that
// waits for its own transaction, a job that never ends or a stuck schedule freezes the whole site.
//
//   1. starts `node backend/dist/main.js` as `npm start` does (no NODE_ENV, DATABASE_URL, REDIS_URL or
//      SMTP_URL: development defaults, PGlite in a fresh DATA_DIR, the demo data loaded at the first
//      start, mail written as files) with SCHEDULES_EVERY_MINUTE=true (every schedule fires every
//      minute) and MESSAGE_EMAIL_DELAY_SECONDS=5, on SOAK_PORT (3994), 127.0.0.1 only;
//   2. for SOAK_DURATION seconds (1800), at the same time:
//      - public and signed-in pages and API reads, SOAK_RATE (8) a second from SOAK_CONNECTIONS (4)
//        autocannon connections (SOAK_RATE=0: as fast as they go, which saturates a small machine and
//        makes /api/health slow for that reason alone);
//      - a round of work that makes jobs every SOAK_ROUND_SECONDS (20): signing in, the demo company
//        account publishing a HoReCa company listing, the moderator approving it (it matches the
//        instant saved search of ion.popescu@example.ro: an alert email), the listing read back
//        publicly, every third round a message between ion.popescu and the company account (an email
//        after 5 s), every fifth round the oldest listing of the soak withdrawn, every 25th a new
//        account registered (a confirmation email);
//      - /api/health every SOAK_HEALTH_EVERY_MS (2000): each answer must be 200 within 1 s;
//      - the admin's view of the job runner (`GET /api/admin/health/jobs`) every 30 s;
//   3. stops the traffic and waits up to SOAK_SETTLE seconds (120) for the in-process runner to have
//      no job in flight; no job may have failed; the alert and message emails must have been written;
//   4. sends SIGTERM: the process must be gone within 10 s with the database's lock file released;
//   5. prints a Markdown report and writes it to test/perf/results/soak-embedded.md. Any failed check
//      fails the run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { readMix, residentBytes } from './read-mix.mjs';
import { processGroup, root, timedLog } from '../support/site-processes.mjs';

const env = process.env;
const PORT = Number(env.SOAK_PORT ?? 3994);
const DURATION = Number(env.SOAK_DURATION ?? 1800);
const CONNECTIONS = Number(env.SOAK_CONNECTIONS ?? 4);
/** Reads per second from all connections: a busy small site, not a saturated one (0 = as fast as they go). */
const RATE = Number(env.SOAK_RATE ?? 8);
const ROUND_SECONDS = Number(env.SOAK_ROUND_SECONDS ?? 20);
const HEALTH_EVERY_MS = Number(env.SOAK_HEALTH_EVERY_MS ?? 2000);
const SETTLE_SECONDS = Number(env.SOAK_SETTLE ?? 120);
/** Every /api/health answer must come within this. */
const HEALTH_BUDGET_MS = 1000;
/** SIGTERM must end the process within this. */
const STOP_BUDGET_MS = 10_000;
const SAMPLE_EVERY_S = 30;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CITIES = ['Cluj-Napoca', 'Brașov', 'Iași', 'Timișoara', 'Constanța', 'Sibiu', 'Oradea', 'Craiova'];
const DEMO = { email: 'demo@roafaceri.ro', password: 'Demo12345' };
const BUYER = { email: 'ion.popescu@example.ro', password: 'Demo12345' };
const MODERATOR = { email: 'moderator@roafaceri.ro', password: 'Staff12345' };
const ADMIN = { email: 'admin@roafaceri.ro', password: 'Staff12345' };

const log = timedLog('soak');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start`'s process: the embedded default with demo data, plus SCHEDULES_EVERY_MINUTE. */
async function startEmbeddedSite(processes, dataDir) {
  const childEnv = { ...env };
  for (const key of [
    'NODE_ENV',
    'DATABASE_URL',
    'REDIS_URL',
    'REDIS_PREFIX',
    'SMTP_URL',
    'JWT_SECRET',
    'PUBLIC_URL',
    'SEED_DEMO',
    'ROLE',
    'WEB_PROCESSES',
    'SCHEDULER_ENABLED',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'EFACTURA_API_URL',
  ])
    delete childEnv[key];
  Object.assign(childEnv, {
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SCHEDULES_EVERY_MINUTE: 'true',
    MESSAGE_EMAIL_DELAY_SECONDS: '5',
    // Nothing leaves the machine: a fixed EUR/RON rate instead of BNR's, ANAF on a closed loopback port.
    INVOICE_EUR_RON_RATE: '5.0000',
    ANAF_API_URL: 'http://127.0.0.1:9',
  });
  const child = processes.track(spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.output = () => output;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  // The first start migrates the empty database and loads the demo data with pictures: 40 s to 2 min.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${ORIGIN}/api/health`).then(
        (answer) => answer.status === 200,
        () => false,
      )
    ) {
      log(`embedded site ready on ${PORT} (pid ${child.pid})`);
      return child;
    }
    await sleep(500);
  }
  throw new Error(`the embedded site did not become healthy in 240 s:\n${output}`);
}

/** A JSON call of the API; answers { status, body }. Never throws (a network error is status 0). */
async function api(method, path, { token, body } = {}) {
  try {
    const answer = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await answer.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: answer.status, body: parsed };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

async function signIn(account) {
  const answer = await api('POST', '/api/login', { body: account });
  if (answer.status !== 200) throw new Error(`sign-in of ${account.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

function load(seconds, nextRequest) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: ORIGIN,
        connections: CONNECTIONS,
        ...(RATE > 0 ? { overallRate: RATE } : {}),
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Runs `step` every `everyMs` until `until()` (a bounded loop: it ends with the soak). */
async function every(everyMs, until, step) {
  while (!until()) {
    const started = performance.now();
    await step();
    const rest = everyMs - (performance.now() - started);
    // Waits in short steps, so the loop ends soon after the soak does.
    for (let waited = 0; waited < rest && !until(); waited += 250) await sleep(Math.min(250, rest - waited));
  }
}

/** The Subject of an .eml file, its RFC 2047 words decoded. */
function subjectOf(eml) {
  const headers = eml.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const raw = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return raw.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding, text) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The emails written under DATA_DIR/mail: recipient and subject. */
function mails(dataDir) {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => {
      const eml = readFileSync(join(dir, file), 'utf8');
      return { to: /^To: (.*)$/m.exec(eml)?.[1] ?? '', subject: subjectOf(eml) };
    });
}

async function main() {
  const processes = processGroup({ what: "soak's embedded site", log });
  const scratch = mkdtempSync(join(tmpdir(), 'rf-soak-embedded-'));
  processes.onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  return processes.exitWith(async () => {
    const dataDir = join(scratch, 'data');
    const problems = [];
    const site = await startEmbeddedSite(processes, dataDir);
    const mailsAtStart = mails(dataDir).length;

    const tokens = { demo: await signIn(DEMO), buyer: await signIn(BUYER), moderator: await signIn(MODERATOR), admin: await signIn(ADMIN) };
    const cookieLogin = await fetch(`${ORIGIN}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    const sessionCookie = cookieLogin.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const conversations = await api('GET', '/api/conversations', { token: tokens.buyer });
    const conversation = Array.isArray(conversations.body) ? conversations.body[0] : undefined;
    if (!conversation) throw new Error(`the demo buyer has no conversation: ${conversations.status} ${JSON.stringify(conversations.body)}`);
    const nextRequest = await readMix(ORIGIN, sessionCookie);

    const loadAtStart = loadavg()[0];
    const endsAt = performance.now() + DURATION * 1000;
    let stopped = false;
    const over = () => stopped || performance.now() >= endsAt;

    // Health: every answer 200 within HEALTH_BUDGET_MS.
    const health = { count: 0, durations: [], bad: [] };
    const healthLoop = every(HEALTH_EVERY_MS, over, async () => {
      const started = performance.now();
      let status;
      try {
        const answer = await fetch(`${ORIGIN}/api/health`, { signal: AbortSignal.timeout(15_000) });
        status = answer.status;
        await answer.arrayBuffer();
      } catch (error) {
        status = `${error.name}`;
      }
      const ms = performance.now() - started;
      health.count += 1;
      health.durations.push(ms);
      if (status !== 200 || ms > HEALTH_BUDGET_MS) health.bad.push(`${log.seconds().toFixed(0)} s: ${status} in ${ms.toFixed(0)} ms`);
    });

    // The job runner as admins see it, and the process's memory.
    const jobs = { samples: [], highest: 0 };
    const memory = [residentBytes(site.pid)];
    const watchLoop = every(SAMPLE_EVERY_S * 1000, over, async () => {
      const answer = await api('GET', '/api/admin/health/jobs', { token: tokens.admin });
      if (answer.status === 200) {
        jobs.samples.push(answer.body.inFlight);
        jobs.highest = Math.max(jobs.highest, answer.body.inFlight ?? 0);
      } else problems.push(`GET /api/admin/health/jobs answered ${answer.status}`);
      memory.push(residentBytes(site.pid));
    });

    // Rounds of work that make jobs.
    const work = { rounds: 0, published: 0, approved: 0, messages: 0, withdrawn: 0, registered: 0, signIns: 0, failures: [] };
    const published = [];
    const check = (what, answer, status) => {
      if (answer.status === status) return true;
      work.failures.push(`round ${work.rounds}: ${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      return false;
    };
    const workLoop = every(ROUND_SECONDS * 1000, over, async () => {
      const round = ++work.rounds;
      const account = [DEMO, BUYER, MODERATOR, ADMIN][round % 4];
      if (check(`sign-in of ${account.email}`, await api('POST', '/api/login', { body: account }), 200)) work.signIns += 1;
      const city = CITIES[round % CITIES.length];
      const created = await api('POST', '/api/company', {
        token: tokens.demo,
        body: {
          title: `Restaurant cu terasă de vânzare în ${city}, anunț ${round}`,
          description: '<p>Restaurant cu 60 de locuri, bucătărie utilată și terasă de vară, clientelă stabilă.</p>',
          price: 80_000 + round * 100,
          county: 16,
          city: 'Cluj-Napoca',
          domain: [9],
        },
      });
      if (!check('publishing a company listing', created, 201)) return;
      work.published += 1;
      published.push(created.body.id);
      if (!check('approving it', await api('POST', `/api/admin/listings/${created.body.id}/approve`, { token: tokens.moderator }), 200)) return;
      work.approved += 1;
      check('reading it publicly', await api('GET', `/api/company/${created.body.slug}`), 200);
      if (round % 3 === 0) {
        const buyerWrites = round % 6 === 0;
        const text = buyerWrites
          ? `Bună ziua! Revin cu o întrebare despre anunțul ${round}: se poate vizita săptămâna aceasta?`
          : `Bună ziua! Da, vă aștept joi după ora 10. (${round})`;
        const sent = await api('POST', `/api/conversations/${conversation.id}/messages`, {
          token: buyerWrites ? tokens.buyer : tokens.demo,
          body: { body: text },
        });
        if (check('sending a message', sent, 201)) work.messages += 1;
      }
      if (round % 5 === 0 && published.length > 3) {
        if (check('withdrawing a listing', await api('DELETE', `/api/company/${published.shift()}`, { token: tokens.demo }), 204)) work.withdrawn += 1;
      }
      if (round % 25 === 0) {
        const email = `soak.${Date.now()}@example.ro`;
        const registered = await api('POST', '/api/account/register', {
          body: { fullName: 'Cont Soak', email, password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true },
        });
        if (check('registering an account', registered, 201)) work.registered += 1;
      }
    });

    log(
      `loading for ${DURATION} s: reads at ${RATE || 'full'} req/s from ${CONNECTIONS} connections, a round of jobs every ${ROUND_SECONDS} s, /api/health every ${HEALTH_EVERY_MS / 1000} s`,
    );
    let result;
    try {
      result = await load(DURATION, nextRequest);
    } finally {
      stopped = true;
      await Promise.all([healthLoop, watchLoop, workLoop]);
    }
    log(`traffic over: ${result.requests.total} reads, ${work.rounds} rounds of work, ${health.count} health checks`);

    // Nothing may be left running: the in-process runner must come to no job in flight.
    const settleStarted = performance.now();
    let state = null;
    while (performance.now() - settleStarted < SETTLE_SECONDS * 1000) {
      const answer = await api('GET', '/api/admin/health/jobs', { token: tokens.admin });
      if (answer.status === 200) {
        state = answer.body;
        if (state.inFlight === 0) break;
      }
      await sleep(250);
    }
    const settledIn = (performance.now() - settleStarted) / 1000;
    if (state?.inFlight !== 0) problems.push(`jobs still in flight ${SETTLE_SECONDS} s after the traffic stopped: ${JSON.stringify(state)}`);
    if (state && state.failed > 0) {
      const failed = await api('GET', '/api/admin/jobs/failed', { token: tokens.admin });
      const list = Array.isArray(failed.body?.docs) ? failed.body.docs.map((job) => `${job.name} (${job.error})`).join('; ') : JSON.stringify(failed.body);
      problems.push(`${state.failed} jobs failed: ${list.slice(0, 1000)}`);
    }

    // The jobs did their work: the instant alerts and the message emails were written.
    const written = mails(dataDir).slice(mailsAtStart);
    const alerts = written.filter((mail) => mail.to.includes(BUYER.email) && /pentru căutarea/.test(mail.subject)).length;
    const messageMails = written.filter((mail) => /^Mesaj nou/.test(mail.subject)).length;
    if (work.approved > 0 && alerts === 0) problems.push('no saved-search alert was emailed to ion.popescu@example.ro');
    if (work.messages > 0 && messageMails === 0) problems.push('no new-message email was written');

    const end = residentBytes(site.pid);
    memory.push(end);
    const output = site.output();
    const guardRefusals = (output.match(/while its own transaction/g) ?? []).length;
    if (guardRefusals) problems.push(`${guardRefusals} queries asked for a connection while their own transaction held one (see the site's log)`);

    // SIGTERM: gone within STOP_BUDGET_MS, the embedded database closed and unlocked.
    const stopStarted = performance.now();
    site.kill('SIGTERM');
    const killer = setTimeout(() => site.kill('SIGKILL'), STOP_BUDGET_MS + 5000);
    const exit = await site.exited;
    clearTimeout(killer);
    const stopMs = exit.at - stopStarted;
    if (stopMs > STOP_BUDGET_MS) problems.push(`SIGTERM took ${(stopMs / 1000).toFixed(1)} s to end the process`);
    if (existsSync(join(dataDir, 'pglite.lock'))) problems.push('the embedded database was left locked after SIGTERM');

    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
      problems.push(`reads failed: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    if (health.bad.length)
      problems.push(`${health.bad.length} health checks were not 200 within ${HEALTH_BUDGET_MS} ms: ${health.bad.slice(0, 10).join(', ')}`);
    if (work.failures.length) problems.push(`${work.failures.length} steps of work failed: ${work.failures.slice(0, 5).join(' | ')}`);

    const sorted = [...health.durations].sort((a, b) => a - b);
    const percentile = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0);
    const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    const report = [
      `# Embedded soak ${new Date().toISOString()}`,
      '',
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (other work on the machine slows every answer), Node ${process.version}; \`node backend/dist/main.js\` as \`npm start\` runs it (embedded PGlite with one connection, jobs and schedules in-process, development defaults, the demo data) with SCHEDULES_EVERY_MINUTE=true, for ${DURATION} s.`,
      `Reads: autocannon, ${RATE ? `${RATE} req/s from ` : ''}${CONNECTIONS} connections, 11 kinds of request in turn. Work: a round every ${ROUND_SECONDS} s (sign-in, publish, approve with an instant saved-search match, public read; messages, withdrawals, registrations).`,
      '',
      '| reads | req/s | p50 | p99 | rounds | published | approved | messages | withdrawn | registered | emails | alerts |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${result.requests.total.toLocaleString('en')} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${work.rounds} | ${work.published} | ${work.approved} | ${work.messages} | ${work.withdrawn} | ${work.registered} | ${written.length} | ${alerts} |`,
      '',
      `Health: ${health.count} checks every ${HEALTH_EVERY_MS / 1000} s, p50 ${percentile(0.5).toFixed(0)} ms, p99 ${percentile(0.99).toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms; over ${HEALTH_BUDGET_MS} ms or not 200: ${health.bad.length}.`,
      `Jobs: in flight every ${SAMPLE_EVERY_S} s ${jobs.samples.join(', ') || '–'} (highest ${jobs.highest}); none in flight ${settledIn.toFixed(1)} s after the traffic stopped: ${state?.inFlight === 0 ? 'yes' : 'no'}; failed ${state?.failed ?? '?'}.`,
      `Memory (resident) every ${SAMPLE_EVERY_S} s: ${memory.map(mb).join(', ')}.`,
      `SIGTERM: the process ended in ${(stopMs / 1000).toFixed(1)} s (${exit.signal ?? `code ${exit.code}`}); lock file released: ${existsSync(join(dataDir, 'pglite.lock')) ? 'no' : 'yes'}.`,
      '',
      problems.length
        ? `**Failed**:\n${problems.map((problem) => `- ${problem}`).join('\n')}`
        : '**Passed**: every health answer 200 within 1 s, no failed request or step, no job left in flight or failed, SIGTERM within 10 s.',
      '',
    ].join('\n');
    console.log(`\n${report}`);
    mkdirSync(join(root, 'test/perf/results'), { recursive: true });
    writeFileSync(join(root, 'test/perf/results/soak-embedded.md'), report);
    if (problems.length) {
      console.error(`FAILED (the site's log, last 4000 characters):\n${output.slice(-4000)}`);
      return 1;
    }
    return 0;
  });
}

export function soakEmbedded() {
  return main();
}
