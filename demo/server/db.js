/**
 * Embedded SQLite (sql.js, WASM) backed by a single file.
 *
 * sql.js keeps the whole database in memory, so durability comes from
 * exporting the bytes after every write and swapping them in with a rename:
 * a crash mid-write leaves the previous file intact instead of a torn one.
 * Exporting the full file per write is fine at demo sizes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrations as defaultMigrations } from './migrations.js';

const require = createRequire(import.meta.url);
let sqlJsPromise;

/** Load the WASM build once per process; every open reuses the module. */
function loadSqlJs() {
  if (!sqlJsPromise) {
    const initSqlJs = require('sql.js');
    const wasmPath = require.resolve('sql.js/dist/sql-wasm.wasm');
    sqlJsPromise = initSqlJs({ locateFile: () => wasmPath });
  }
  return sqlJsPromise;
}

/**
 * export() closes and reopens the connection inside sql.js, which resets
 * connection-level pragmas; later tables (consent records) rely on foreign
 * keys, so they are re-applied after every open and export.
 */
function applyPragmas(db) {
  db.exec('PRAGMA foreign_keys = ON;');
}

function assertOrdered(migrations) {
  let previous = 0;
  for (const m of migrations) {
    if (!Number.isInteger(m.version) || m.version <= previous) {
      throw new Error(`migrations must have increasing integer versions (at "${m.name}")`);
    }
    previous = m.version;
  }
}

/** Apply pending migrations, each in its own transaction; returns how many ran. */
function migrate(db, migrations) {
  assertOrdered(migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    applied_at TEXT
  );`);
  const applied = new Set((db.exec('SELECT version FROM schema_migrations')[0]?.values ?? []).map(([v]) => v));
  let ran = 0;
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.exec('BEGIN');
    try {
      db.exec(m.up);
      db.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
        m.version,
        new Date().toISOString(),
      ]);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw new Error(`migration ${m.version} (${m.name}) failed: ${err.message}`, { cause: err });
    }
    ran += 1;
  }
  return ran;
}

/**
 * Open (or create) the database file and bring its schema up to date.
 * Returns a small synchronous API; sql.js is synchronous, so requests never
 * interleave inside a write and no extra locking is needed.
 */
export async function openDatabase(dbPath, { migrations = defaultMigrations } = {}) {
  const SQL = await loadSqlJs();
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const bytes = fs.existsSync(dbPath) ? fs.readFileSync(dbPath) : undefined;
  const db = new SQL.Database(bytes);
  applyPragmas(db);
  let closed = false;

  function persist() {
    const tmp = `${dbPath}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, db.export());
    fs.renameSync(tmp, dbPath);
    applyPragmas(db);
  }

  try {
    const ran = migrate(db, migrations);
    // A brand-new database is written even with no migrations so the file exists.
    if (ran > 0 || !bytes) persist();
  } catch (err) {
    db.close();
    throw err;
  }

  return {
    /** Rows as plain objects. */
    all(sql, params = []) {
      const stmt = db.prepare(sql);
      try {
        stmt.bind(params);
        const rows = [];
        while (stmt.step()) rows.push(stmt.getAsObject());
        return rows;
      } finally {
        stmt.free();
      }
    },
    get(sql, params = []) {
      return this.all(sql, params)[0];
    },
    /** Run a write and persist it; returns the new rowid. */
    write(sql, params = []) {
      db.run(sql, params);
      const id = db.exec('SELECT last_insert_rowid()')[0].values[0][0];
      persist();
      return id;
    },
    close() {
      if (closed) return;
      closed = true;
      persist();
      db.close();
    },
  };
}
