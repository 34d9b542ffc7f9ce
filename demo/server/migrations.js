/**
 * Ordered schema migrations for the demo backend.
 *
 * Adding a table is one new entry at the end of this list with the next
 * version number. Never edit or reorder an entry that has shipped: databases
 * that already applied it will not run it again, so the change would be lost.
 */
export const migrations = [
  {
    version: 1,
    name: 'create demo_events',
    up: `
      CREATE TABLE demo_events (
        id INTEGER PRIMARY KEY,
        element TEXT NOT NULL,
        type TEXT NOT NULL,
        detail TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'create consent_records',
    // ip_hash is a salted HMAC, never the address; categories and services
    // hold the validated track payload as JSON.
    up: `
      CREATE TABLE consent_records (
        id INTEGER PRIMARY KEY,
        ip_hash TEXT NOT NULL,
        categories TEXT NOT NULL,
        services TEXT NOT NULL,
        consenttype TEXT NOT NULL CHECK (consenttype IN ('optin', 'optout', 'other')),
        user_agent TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];
