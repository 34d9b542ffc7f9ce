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
  {
    version: 3,
    name: 'create portfolio_projects',
    // The studio's recent work on the demo home page (the portfolio carousel), seeded here once; the site edits
    // the rows afterwards, so a later seed would be a new migration, never a change to this one. image_width and
    // image_height give each picture its aspect-ratio box before it loads.
    up: `
      CREATE TABLE portfolio_projects (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        category TEXT NOT NULL,
        year INTEGER NOT NULL,
        image TEXT NOT NULL,
        image_width INTEGER NOT NULL,
        image_height INTEGER NOT NULL,
        sort_order INTEGER NOT NULL
      );
      INSERT INTO portfolio_projects (slug, title, category, year, image, image_width, image_height, sort_order) VALUES
        ('harbour-table-set', 'Harbour table set', 'Tableware', 2024, '/demo-assets/work/harbour-table-set.webp', 640, 480, 10),
        ('celadon-tea-bowls', 'Celadon tea bowls', 'Tea ware', 2023, '/demo-assets/work/celadon-tea-bowls.webp', 640, 480, 20),
        ('tenmoku-vases', 'Tenmoku vases', 'Vases', 2024, '/demo-assets/work/tenmoku-vases.webp', 640, 480, 30),
        ('speckled-mugs', 'Speckled oat mugs', 'Tableware', 2025, '/demo-assets/work/speckled-mugs.webp', 640, 480, 40),
        ('copper-red-jar', 'Copper red storage jar', 'Vessels', 2022, '/demo-assets/work/copper-red-jar.webp', 640, 480, 50),
        ('ash-glaze-bottles', 'Ash glaze bottles', 'Vases', 2023, '/demo-assets/work/ash-glaze-bottles.webp', 640, 480, 60),
        ('restaurant-noodle-bowls', 'Noodle bowls for Kaisen', 'Commissions', 2024, '/demo-assets/work/restaurant-noodle-bowls.webp', 640, 480, 70),
        ('cobalt-planters', 'Cobalt planters', 'Garden', 2025, '/demo-assets/work/cobalt-planters.webp', 640, 480, 80);
    `,
  },
];
