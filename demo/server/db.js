/**
 * The reference backend's store: SQLite in a real file through libsql
 * (better-sqlite3's synchronous API), in WAL mode.
 *
 * A write appends to the write-ahead log instead of rewriting the file. A
 * commit is in the log (the OS's file cache) before its request is answered,
 * so a crash of the process, even `kill -9`, keeps every acknowledged write.
 * `synchronous = NORMAL` syncs the log to the disk at checkpoints rather than
 * on every commit: a power cut or an OS crash may lose the last commits
 * (never the file's integrity). `FULL` (option `synchronous`) syncs every
 * commit, for power-cut durability, at about 5 ms a write on a busy disk.
 * The API is synchronous, so requests never interleave inside a write.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { migrations as defaultMigrations } from './migrations.js';

/** A connection waits this long for another connection's lock instead of failing at once. */
const BUSY_TIMEOUT_MS = 5000;

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
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((r) => r.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
  let ran = 0;
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    try {
      db.transaction(() => {
        db.exec(m.up);
        record.run(m.version, new Date().toISOString());
      })();
    } catch (err) {
      throw new Error(`migration ${m.version} (${m.name}) failed: ${err.message}`, { cause: err });
    }
    ran += 1;
  }
  return ran;
}

/** libsql adds a `_metadata` (timing) property to each row; answers must not carry it. */
function plain(row) {
  if (row === undefined) return row;
  const { _metadata, ...rest } = row;
  return rest;
}

/**
 * Open (or create) the database file and bring its schema up to date.
 * Returns a small synchronous API; statements are prepared once and reused.
 */
export async function openDatabase(dbPath, { migrations = defaultMigrations, synchronous = 'NORMAL' } = {}) {
  if (!['NORMAL', 'FULL'].includes(synchronous)) throw new Error('synchronous must be NORMAL or FULL');
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec(`PRAGMA synchronous = ${synchronous}`);
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db, migrations);
  } catch (err) {
    db.close();
    throw err;
  }
  const statements = new Map();
  const prepared = (sql) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  let closed = false;

  return {
    /** Rows as plain objects. */
    all(sql, params = []) {
      return prepared(sql)
        .all(...params)
        .map(plain);
    },
    get(sql, params = []) {
      return plain(prepared(sql).get(...params));
    },
    /** Run one write, committed (and synced) when this returns; returns the new rowid. */
    write(sql, params = []) {
      return Number(prepared(sql).run(...params).lastInsertRowid);
    },
    /** Run `fn` in one transaction: all of its writes land, or none. */
    transaction(fn) {
      return db.transaction(fn)();
    },
    close() {
      if (closed) return;
      closed = true;
      // Folds the log back into the main file, so a stopped server leaves one file.
      try {
        db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      } finally {
        db.close();
      }
    },
  };
}
