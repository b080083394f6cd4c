import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config.ts';

/**
 * What the server prints once it listens, for a person: where the portal, the API and Storybook are, where e-mails
 * and texts can be read while nothing is sent, the database, the worker processes (WEB_CONCURRENCY) and where the
 * logs go.
 */
export function startupBanner(config: Config, workerPids: number[] = []): string {
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const rows: [string, string][] = [['API', `${url}/api`]];
  if (existsSync(path.join(config.storybookDist, 'index.html'))) rows.push(['Storybook', `${url}/storybook/`]);
  if (config.environment !== 'production') {
    rows.push([
      'E-mails',
      config.smtpUrl === undefined
        ? `${url}/dev/mailbox  (not sent; open to anyone who can reach this server)`
        : 'sent through SMTP_URL',
    ]);
    rows.push([
      'Texts',
      config.sms === undefined
        ? `${url}/dev/sms      (not sent; open to anyone who can reach this server)`
        : 'sent through SMS_ACCOUNT_SID',
    ]);
  }
  rows.push([
    'Database',
    config.database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.directory}`,
  ]);
  if (workerPids.length > 0 && config.database.engine === 'postgres') {
    const pool = config.database.poolSize ?? 10;
    rows.push([
      'Workers',
      `${workerPids.length} processes (pids ${workerPids.join(', ')}), up to ${pool} database connections each`,
    ]);
  }
  if (config.logFile !== undefined) rows.push(['Logs', config.logFile]);
  if (config.firm.demo) rows.push(['Firm', 'demonstration details (set FIRM_* for real ones)']);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    `Keystone is running at ${url}/`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
  ].join('\n');
}
