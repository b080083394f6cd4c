import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the services need from the running server, built once in app.ts. */
export interface AppContext {
  db: Db;
  jwtSecret: Uint8Array;
  mailer: Mailer;
  /** Where e-mailed links point; no trailing slash. */
  publicUrl: string;
  supportEmail: string;
}
