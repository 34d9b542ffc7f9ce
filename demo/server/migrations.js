/**
 * Ordered schema migrations for the demo backend.
 *
 * Adding a table is one new entry at the end of this list with the next
 * version number. Never edit or reorder an entry that has shipped: databases
 * that already applied it will not run it again, so the change would be lost.
 */
import { BLOG_POSTS } from './blog-posts.js';
import { CONTENT_SCHEMA, projectIndexTriggers } from './content-schema.js';
import { SHOP_PRODUCTS, SHOP_SCHEMA } from './shop-products.js';

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
  {
    version: 4,
    name: 'create menu_items',
    // The site's main navigation, as a CMS stores it: one row per link, a parent for nesting (three levels), and the
    // mega flag on a top-level item whose children are the columns of a mega menu. Seeded once, edited by the site.
    up: `
      CREATE TABLE menu_items (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES menu_items(id),
        label TEXT NOT NULL,
        url TEXT NOT NULL,
        mega INTEGER NOT NULL DEFAULT 0,
        sort_order INTEGER NOT NULL
      );
      INSERT INTO menu_items (id, parent_id, label, url, mega, sort_order) VALUES
        (1, NULL, 'Home', '/', 0, 10),
        (2, NULL, 'Work', '/#work', 0, 20),
        (3, 2, 'Tableware', '/#work', 0, 10),
        (4, 2, 'Tea ware', '/#work', 0, 20),
        (5, 2, 'Vases and vessels', '/#work', 0, 30),
        (6, 5, 'Tenmoku vases', '/#work', 0, 10),
        (7, 5, 'Ash glaze bottles', '/#work', 0, 20),
        (8, 5, 'Copper red jars', '/#work', 0, 30),
        (9, 2, 'Commissions', '/#work', 0, 40),
        (10, NULL, 'Studio', '/studio.html', 0, 30),
        (11, 10, 'Our story', '/studio.html#story', 0, 10),
        (12, 10, 'How a pot is made', '/studio.html#process', 0, 20),
        (13, 12, 'Throwing', '/studio.html#throwing', 0, 10),
        (14, 12, 'Glazing', '/studio.html#glazing', 0, 20),
        (15, 12, 'Firing', '/studio.html#firing', 0, 30),
        (16, 10, 'The team', '/studio.html#team', 0, 30),
        (17, 10, 'Header styles', '/header.html', 0, 40),
        (18, NULL, 'Classes', '/studio.html#classes', 1, 40),
        (19, 18, 'Beginners', '/studio.html#classes', 0, 10),
        (20, 19, 'Evening wheel course', '/studio.html#classes', 0, 10),
        (21, 19, 'Weekend taster', '/studio.html#classes', 0, 20),
        (22, 18, 'Going further', '/studio.html#classes', 0, 20),
        (23, 22, 'Glaze chemistry', '/studio.html#classes', 0, 10),
        (24, 22, 'Large forms', '/studio.html#classes', 0, 20),
        (25, 18, 'Private', '/studio.html#classes', 0, 30),
        (26, 25, 'One-to-one lessons', '/studio.html#classes', 0, 10),
        (27, 25, 'Team days', '/studio.html#classes', 0, 20),
        (28, NULL, 'Visit', '/consent.html', 0, 50);
    `,
  },
  {
    version: 5,
    name: 'create contact_messages',
    // The contact form's messages. fields: JSON list of { id, label, value } for every field the visitor saw;
    // ip_hash is the salted HMAC the rate limit keys on, never the address.
    up: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT NOT NULL,
        fields TEXT NOT NULL,
        ip_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'create newsletter_subscribers',
    // The newsletter signup (demo/server/newsletter.js). One address once per list, whatever its case; ip_hash is a
    // salted HMAC, never the address; custom_fields (object) and hidden_fields (list of names) are JSON.
    up: `
      CREATE TABLE newsletter_subscribers (
        id INTEGER PRIMARY KEY,
        list_id TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        provider TEXT NOT NULL,
        account TEXT NOT NULL,
        ip_hash TEXT NOT NULL,
        custom_fields TEXT NOT NULL,
        hidden_fields TEXT NOT NULL,
        token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (list_id, email)
      );
    `,
  },
  {
    version: 7,
    name: 'create site_pages, posts, comments and the search index',
    // The journal, its threaded comments and one FTS5 index over pages, posts and projects (see content-schema.js).
    up: CONTENT_SCHEMA,
  },
  {
    version: 8,
    name: 'create split tests',
    // A/B tests (MFT §3): a test, its subjects (HTML the site owner wrote) and one row per stats record. The goal
    // is the record type that counts as the test's conversion. Seeded with the home page's commissions headline test.
    up: `
      CREATE TABLE split_tests (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        goal TEXT NOT NULL CHECK (goal IN ('read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short'))
      );
      CREATE TABLE split_subjects (
        id INTEGER PRIMARY KEY,
        test_id INTEGER NOT NULL REFERENCES split_tests(id),
        name TEXT NOT NULL,
        content TEXT NOT NULL
      );
      CREATE TABLE split_stats (
        id INTEGER PRIMARY KEY,
        test_id INTEGER NOT NULL REFERENCES split_tests(id),
        subject_id INTEGER NOT NULL REFERENCES split_subjects(id),
        record_type TEXT NOT NULL
          CHECK (record_type IN ('read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short', 'bounce')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX split_stats_subject ON split_stats (subject_id, record_type);
      INSERT INTO split_tests (id, name, goal) VALUES (1, 'Commissions call to action', 'click_goal');
      INSERT INTO split_subjects (id, test_id, name, content) VALUES
        (1, 1, 'Your table, your colours',
          '<h2 id="commission-heading">Your table, your colours</h2><p>Tell us how you eat and we glaze a set to match.</p>'),
        (2, 1, 'A set made for your restaurant',
          '<h2 id="commission-heading">A set made for your restaurant</h2><p>Plates and bowls that survive a busy service, in six to eight weeks.</p>');
    `,
  },
  {
    version: 9,
    name: 'add journal and contact to menu_items',
    // The pages the forms issue added: the journal (posts and comments) before "Visit", the contact page after it.
    up: `
      INSERT INTO menu_items (id, parent_id, label, url, mega, sort_order) VALUES
        (29, NULL, 'Journal', '/journal.html', 0, 45),
        (30, NULL, 'Contact', '/contact.html', 0, 60);
    `,
  },
  {
    version: 10,
    name: 'portfolio_projects: 24 projects in 4 categories',
    // The work page (issue 14) filters and pages the whole portfolio: the 8 projects of migration 3 move into the
    // four categories the studio now uses (Tableware, Tea ware, Vases, Commissions) and 16 more join them, 6, 5, 7
    // and 6 in all. Their pictures are small SVG files in demo-assets/work, drawn for the demo.
    up: `
      UPDATE portfolio_projects SET category = 'Tableware' WHERE slug IN ('harbour-table-set', 'speckled-mugs');
      UPDATE portfolio_projects SET category = 'Tea ware' WHERE slug = 'celadon-tea-bowls';
      UPDATE portfolio_projects SET category = 'Vases'
        WHERE slug IN ('tenmoku-vases', 'copper-red-jar', 'ash-glaze-bottles', 'cobalt-planters');
      UPDATE portfolio_projects SET category = 'Commissions' WHERE slug = 'restaurant-noodle-bowls';
      INSERT INTO portfolio_projects (slug, title, category, year, image, image_width, image_height, sort_order) VALUES
        ('moonlit-dinner-plates', 'Moonlit dinner plates', 'Tableware', 2025, '/demo-assets/work/moonlit-dinner-plates.svg', 640, 480, 90),
        ('rope-rim-side-plates', 'Rope rim side plates', 'Tableware', 2024, '/demo-assets/work/rope-rim-side-plates.svg', 640, 480, 100),
        ('oatmeal-pasta-bowls', 'Oatmeal pasta bowls', 'Tableware', 2023, '/demo-assets/work/oatmeal-pasta-bowls.svg', 640, 480, 110),
        ('salt-glaze-jugs', 'Salt glaze jugs', 'Tableware', 2022, '/demo-assets/work/salt-glaze-jugs.svg', 640, 480, 120),
        ('kyusu-teapot', 'Kyusu side-handle teapot', 'Tea ware', 2025, '/demo-assets/work/kyusu-teapot.svg', 640, 480, 130),
        ('yunomi-cups', 'Yunomi cups', 'Tea ware', 2024, '/demo-assets/work/yunomi-cups.svg', 640, 480, 140),
        ('shino-matcha-bowl', 'Shino matcha bowl', 'Tea ware', 2023, '/demo-assets/work/shino-matcha-bowl.svg', 640, 480, 150),
        ('tea-caddy-set', 'Lidded tea caddies', 'Tea ware', 2022, '/demo-assets/work/tea-caddy-set.svg', 640, 480, 160),
        ('moon-jar', 'Moon jar', 'Vases', 2025, '/demo-assets/work/moon-jar.svg', 640, 480, 170),
        ('bud-vase-trio', 'Bud vase trio', 'Vases', 2024, '/demo-assets/work/bud-vase-trio.svg', 640, 480, 180),
        ('ribbed-floor-vase', 'Ribbed floor vase', 'Vases', 2023, '/demo-assets/work/ribbed-floor-vase.svg', 640, 480, 190),
        ('hotel-lobby-lamps', 'Lamp bases for the Alder Hotel', 'Commissions', 2025, '/demo-assets/work/hotel-lobby-lamps.svg', 640, 480, 200),
        ('wedding-tableware', 'Wedding tableware for forty', 'Commissions', 2024, '/demo-assets/work/wedding-tableware.svg', 640, 480, 210),
        ('bakery-serving-boards', 'Serving platters for Crumb bakery', 'Commissions', 2023, '/demo-assets/work/bakery-serving-boards.svg', 640, 480, 220),
        ('memorial-urn', 'Porcelain memorial urn', 'Commissions', 2022, '/demo-assets/work/memorial-urn.svg', 640, 480, 230),
        ('school-mural-tiles', 'Glazed tiles for a school mural', 'Commissions', 2025, '/demo-assets/work/school-mural-tiles.svg', 640, 480, 240);
    `,
  },
  {
    version: 11,
    name: 'seed journal posts for the paginated blog list',
    // Enough posts for more than three pages of /blog/ (4 a page); the search index's triggers add them to it.
    up: BLOG_POSTS,
  },
  {
    version: 12,
    name: 'split subjects without a shared id',
    // Both subjects of the home page's test are now in its markup (the element chooses; nothing is swapped in after
    // the first paint), and two headings with one id cannot share a page. The section is named by aria-label.
    up: `
      UPDATE split_subjects SET content = replace(content, '<h2 id="commission-heading">', '<h2>') WHERE test_id = 1;
    `,
  },
  {
    version: 13,
    name: 'menu: the work page and the paginated journal',
    // Issue 14's pages: Work and its categories open the work page's portfolio on that filter (its hash state,
    // module|category|page), and Journal opens the paginated list at /blog/.
    up: `
      UPDATE menu_items SET url = '/work.html' WHERE id = 2;
      UPDATE menu_items SET url = '/work.html#work|tableware|1' WHERE id = 3;
      UPDATE menu_items SET url = '/work.html#work|tea-ware|1' WHERE id = 4;
      UPDATE menu_items SET url = '/work.html#work|vases|1' WHERE id IN (5, 6, 7, 8);
      UPDATE menu_items SET url = '/work.html#work|commissions|1' WHERE id = 9;
      UPDATE menu_items SET url = '/blog/' WHERE id = 29;
    `,
  },
  {
    version: 14,
    name: 'menu: the spring collection landing page',
    // Issue 15's demo page (scroll motion and a sticky call-to-action bar), first under Work.
    up: `
      INSERT INTO menu_items (id, parent_id, label, url, mega, sort_order) VALUES
        (31, 2, 'Spring collection', '/landing.html', 0, 5);
    `,
  },
  {
    version: 15,
    name: 'search index: a project leads to its own page',
    // Issue 27: every project's search result linked to /#work. Its entry now links to /project.html?project=<slug>
    // (portfolio.js), kept by the insert and update triggers, recreated here with the new address.
    up: `
      DROP TRIGGER portfolio_projects_ai;
      DROP TRIGGER portfolio_projects_au;
      ${projectIndexTriggers}
      UPDATE search_index SET url = (SELECT '/project.html?project=' || slug FROM portfolio_projects p
        WHERE p.id * 4 + 3 = search_index.rowid) WHERE kind = 'project';
    `,
  },
  {
    version: 16,
    name: 'shop: products, reviews, carts and orders',
    // Issue 32: the demo becomes a small shop (shop.js).
    up: `${SHOP_SCHEMA}${SHOP_PRODUCTS}`,
  },
  {
    version: 17,
    name: 'menu: the shop',
    // Issue 32's shop (its list at /shop/, the product, cart and checkout pages under it) in the main menu, after Visit.
    up: `
      INSERT INTO menu_items (id, parent_id, label, url, mega, sort_order) VALUES
        (32, NULL, 'Shop', '/shop/', 0, 55);
    `,
  },
];
