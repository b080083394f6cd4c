// Lighthouse (mobile) on the built portal: every route of the portal's route table (apps/portal/src/app-routes.tsx),
// each as the demo person who may open it, on the seed's data. Builds nothing: run after
// `pnpm --filter @keystone/portal build && pnpm --filter @keystone/server build`. Starts the built server on a fresh
// embedded database seeded with the demo data, signs in through the API, and exits 1 when a page scores below
// Performance 95, or below 100 in Accessibility, Best Practices or SEO, or when a route of the table has no page here.
// Scores move from run to run on a busy machine, so each page is measured up to `--runs` times (2 by default) and
// its best run counts. `--fast` measures only the pages of FAST_ROUTES (the ones most people open first).
//   pnpm lighthouse [--runs N] [--fast] [--keep-reports DIR]
// Chromium: CHROME_PATH, else /usr/lib/chromium/chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoAgreements, demoBankTransferInvestment, demoPeople, demoProjects } from '@keystone/demo/fixtures';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const thresholds = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const optionValue = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const runs = Number(optionValue('--runs') ?? 2);
const reportsDir = optionValue('--keep-reports');
const chromePath = process.env.CHROME_PATH || '/usr/lib/chromium/chromium';

const { approvedInvestor, kycNotStartedInvestor, admin } = demoPeople;
const investorId = approvedInvestor.user.id;
// The seed writes the demo projects first, in this order, so their ids are a fresh database's.
const { availableToPledge, developmentBegan } = demoProjects;
const NOT_A_TOKEN = 'not-a-real-link';

/**
 * One page a route: its address with the seed's ids, and who opens it (a visitor when no one). `lookUp` names an
 * id only the running server knows; `endsOn` is where a page that moves on by itself (a link's confirmation) lands.
 * '/' and '/platform' only send people on, to pages measured here under their own routes.
 */
const pages = [
  { route: '/login', path: '/login' },
  { route: '/login/new-password/:token', path: `/login/new-password/${NOT_A_TOKEN}` },
  { route: '/login/:token', path: `/login/${NOT_A_TOKEN}` },
  { route: '/verify/:token', path: `/verify/${NOT_A_TOKEN}` },
  { route: '/unsubscribe/:token', path: `/unsubscribe/${NOT_A_TOKEN}` },
  { route: '/help', path: '/help' },
  { route: '/terms', path: '/terms' },
  { route: '/privacy', path: '/privacy' },
  { route: '/risk', path: '/risk' },
  { route: '/complaints', path: '/complaints' },
  { route: '*', path: '/no-such-page' },
  { route: '/platform/kyc', path: '/platform/kyc', person: kycNotStartedInvestor },
  { route: '/platform/dashboard', path: '/platform/dashboard', person: approvedInvestor },
  { route: '/platform/projects', path: '/platform/projects', person: approvedInvestor },
  { route: '/platform/projects/:id', path: `/platform/projects/${availableToPledge.id}`, person: approvedInvestor },
  { route: '/platform/profile', path: '/platform/profile', person: approvedInvestor },
  {
    route: '/platform/profile/:token',
    path: `/platform/profile/${NOT_A_TOKEN}`,
    endsOn: '/platform/profile',
    person: approvedInvestor,
  },
  { route: '/platform/payment-details/:id', lookUp: 'pendingInvestment', person: approvedInvestor },
  { route: '/platform/agreements/:type', path: '/platform/agreements/all', person: approvedInvestor },
  { route: '/platform/agreement/:id', lookUp: 'agreement', person: approvedInvestor },
  { route: '/platform/help', path: '/platform/help', person: approvedInvestor },
  { route: '/platform/dashboard', name: 'admin dashboard', path: '/platform/dashboard', person: admin },
  { route: '/platform/projects', name: 'admin projects', path: '/platform/projects', person: admin },
  { route: '/platform/projects/create', path: '/platform/projects/create', person: admin },
  { route: '/platform/projects/edit/:id', path: `/platform/projects/edit/${availableToPledge.id}`, person: admin },
  {
    route: '/platform/projects/payments/:id',
    path: `/platform/projects/payments/${developmentBegan.id}`,
    person: admin,
  },
  { route: '/platform/users', path: '/platform/users', person: admin },
  { route: '/platform/users/:id', path: `/platform/users/${investorId}`, person: admin },
  { route: '/platform/agreement/log/:id', lookUp: 'agreementLog', person: admin },
  { route: '/platform/faq', path: '/platform/faq', person: admin },
];
const REDIRECT_ONLY = new Set(['/', '/platform']);
/** The pages most people open first: `--fast` measures these alone. */
const FAST_ROUTES = new Set([
  '/login',
  '/platform/kyc',
  '/platform/dashboard',
  '/platform/projects',
  '/platform/projects/:id',
]);

/** Every route of the portal's table, read from its source: top-level paths and the platform's children under it. */
function routeTable() {
  const source = readFileSync(path.join(root, 'apps/portal/src/app-routes.tsx'), 'utf8');
  const legal = readFileSync(path.join(root, 'apps/portal/src/brand/legal-links.ts'), 'utf8');
  const legalPages = /\[([^\]]+)\] as const/.exec(legal)?.[1].match(/'([a-z]+)'/g) ?? [];
  if (legalPages.length === 0) throw new Error('no legal pages found in legal-links.ts');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map(([, route]) =>
    route.startsWith('/') || route === '*' ? route : `/platform/${route}`,
  );
  return [...paths, ...legalPages.map((page) => `/${page.slice(1, -1)}`)];
}

const missing = routeTable().filter(
  (route) => !REDIRECT_ONLY.has(route) && !pages.some((page) => page.route === route),
);
if (missing.length > 0) {
  console.error(`routes with no page to measure in scripts/lighthouse.mjs: ${missing.join(', ')}`);
  process.exit(2);
}
const measured = process.argv.includes('--fast') ? pages.filter((page) => FAST_ROUTES.has(page.route)) : pages;

for (const dist of ['apps/portal/dist/index.html', 'apps/server/dist/main.js']) {
  if (!existsSync(path.join(root, dist))) {
    console.error(`${dist} is missing: build the portal and the server first`);
    process.exit(2);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function runNode(script, env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist', script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** The built server on a temporary embedded database, seeded as e2e seeds it. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: 'true', // the demo firm's details: production refuses them otherwise
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'lighthouse-secret-that-is-long-enough-for-hs256-0123',
    SECOND_FACTOR_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
    PORTAL_DIST: path.join(root, 'apps/portal/dist'),
  };
  const seed = runNode('seed.js', env);
  const seedCode = await new Promise((resolve) => seed.on('exit', resolve));
  if (seedCode !== 0) throw new Error(`the seed failed with ${seedCode}`);
  const server = runNode('main.js', env);
  // As the end-to-end tests allow: on a machine shared with other test runs the server took over a minute to answer.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const answered = await fetch(`${baseUrl}/login`, { headers: { accept: 'text/html' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('the server did not answer within 180 s');
    await sleep(200);
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.on('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The cookies a demo person's sign-in sets (the HttpOnly session and its readable signed-in companion), from the
 * login API, as the browser would keep them.
 */
async function sessionCookies(baseUrl, { user, password }) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${user.email} answered ${response.status}`);
  return response.headers.getSetCookie().map((setCookie) => {
    const [pair, ...attributes] = setCookie.split(';');
    const [name, ...value] = pair.trim().split('=');
    const attribute = (key) =>
      attributes.map((text) => text.trim()).find((text) => text.toLowerCase().startsWith(key.toLowerCase()));
    const path = attribute('Path=')?.slice('Path='.length) ?? '/';
    return { name, value: value.join('='), path, httpOnly: attribute('HttpOnly') !== undefined };
  });
}

/** Chromium with a debugging port, so that a cookie can be put in its jar before Lighthouse loads the page. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'keystone-lighthouse-chromium-'));
  const chromium = spawn(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (chromium.exitCode !== null) throw new Error(`${chromePath} exited with ${chromium.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${chromePath} opened no debugging port within 30 s`);
    await sleep(100);
  }
  const [port, browserPath] = readFileSync(portFile, 'utf8').trim().split('\n');
  return {
    port: Number(port),
    browserUrl: `ws://127.0.0.1:${port}${browserPath}`,
    async stop() {
      chromium.kill('SIGTERM');
      if (chromium.exitCode === null) await new Promise((resolve) => chromium.on('exit', resolve));
      // Chromium's helper processes may still be writing into the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** One DevTools Protocol command to the browser, over Node's own WebSocket. */
async function browserCommand(browserUrl, method, params) {
  const socket = new WebSocket(browserUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`${method}: no answer from ${browserUrl}`)), {
      once: true,
    });
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.addEventListener(
        'message',
        ({ data }) => {
          const answer = JSON.parse(String(data));
          if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
          else resolve(answer.result);
        },
        { once: true },
      );
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** The ids only the running server knows, asked for with the person's cookies. */
async function lookUp(baseUrl, what, cookies) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const get = async (url) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  };
  if (what === 'pendingInvestment') {
    // The seed's bank-transfer pledge whose money has not come: its id is whatever the database gave it.
    const { investments } = (await get('/api/dashboard/investor')).investments;
    const pending = investments.find(
      (row) => row.status === 'PENDING' && row.amountPence === demoBankTransferInvestment.amountPence,
    );
    if (!pending) throw new Error("the demo investor's pending bank transfer is not on the dashboard");
    return `/platform/payment-details/${pending.id}`;
  }
  const { agreements } = await get('/api/agreements');
  const first = agreements.find((agreement) => agreement.projectId === demoAgreements[0]?.projectId) ?? agreements[0];
  if (!first) throw new Error('the seed wrote no agreement');
  return what === 'agreement' ? `/platform/agreement/${first.id}` : `/platform/agreement/log/${first.id}`;
}

const categoryScores = (lhr) =>
  Object.fromEntries(Object.keys(thresholds).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
const passes = (scores) => Object.entries(thresholds).every(([id, minimum]) => scores[id] >= minimum);
const total = (scores) => Object.values(scores).reduce((sum, score) => sum + score, 0);

const started = Date.now();
const server = await startServer();
const chromium = await startChromium();
const results = [];
try {
  for (const page of measured) {
    const pageStarted = Date.now();
    // One person's cookie at a time: the jar is the browser's, shared by every page.
    await browserCommand(chromium.browserUrl, 'Storage.clearCookies', {});
    let address = page.path;
    if (page.person) {
      const cookies = await sessionCookies(server.baseUrl, page.person);
      await browserCommand(chromium.browserUrl, 'Storage.setCookies', {
        cookies: cookies.map((cookie) => ({ ...cookie, url: server.baseUrl, sameSite: 'Strict' })),
      });
      // An admin's lookup reads what the investor signed: the agreement ids are the investor's to list.
      if (page.lookUp) {
        const owner = page.lookUp === 'agreementLog' ? await sessionCookies(server.baseUrl, approvedInvestor) : cookies;
        address = await lookUp(server.baseUrl, page.lookUp, owner);
      }
    }
    const name = page.name ?? address;
    let best;
    // A lost run is tried again, twice at most over all.
    let completed = 0;
    for (let run = 1; completed < runs && run <= runs + 2; run += 1) {
      const { lhr, report } = await lighthouse(`${server.baseUrl}${address}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: Object.keys(thresholds),
      });
      if (lhr.runtimeError) {
        // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): that run does not count.
        console.warn(`${name}, run ${run}: ${lhr.runtimeError.code}`);
        continue;
      }
      if (lhr.finalDisplayedUrl !== `${server.baseUrl}${page.endsOn ?? address}`) {
        // Not the page meant (a sign-in that did not hold, a guard that sent the person on): it scores nothing.
        console.error(`${name} ended on ${lhr.finalDisplayedUrl}`);
        break;
      }
      completed += 1;
      const scores = categoryScores(lhr);
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(path.join(reportsDir, `${name.replace(/\W+/g, '-').replace(/^-/, '')}-${run}.json`), report);
      }
      if (!best || total(scores) > total(best)) best = scores;
      if (passes(best)) break;
    }
    results.push({
      page: name,
      ...(best ?? categoryScores({ categories: {} })),
      runs: completed,
      seconds: Math.round((Date.now() - pageStarted) / 1000),
    });
  }
} finally {
  await chromium.stop();
  await server.stop();
}

console.table(results);
const failed = results.filter((result) => !passes(result));
console.log(
  `Lighthouse mobile, best of up to ${runs} runs, in ${Math.round((Date.now() - started) / 1000)} s; thresholds: ` +
    Object.entries(thresholds)
      .map(([id, minimum]) => `${id} ${minimum}`)
      .join(', '),
);
if (failed.length > 0) {
  console.error(`below the thresholds: ${failed.map((result) => result.page).join(', ')}`);
  process.exit(1);
}
