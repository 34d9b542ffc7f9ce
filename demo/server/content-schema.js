/**
 * Migration 7's SQL: the journal's posts, their threaded comments, the site's pages as text, and one SQLite FTS5
 * index over pages, posts and portfolio projects that triggers keep current. Seeded once; the site edits the rows
 * afterwards, so a later seed is a new migration, never a change to this one.
 *
 * Index rowids are `id * 4 + kind` (1 page, 2 post, 3 project), so a trigger finds a row's entry by rowid. The two
 * control characters the search marks its hits with (char(1), char(2)) are stripped from indexed text, so a
 * highlight in an answer is always ours.
 */

const clean = (col) => `replace(replace(${col}, char(1), ''), char(2), '')`;

/** Insert, update and delete triggers mirroring `table` into the index, `kind` being its rowid offset. */
function mirror(table, kind, name, title, body, url) {
  const row = (r) =>
    `INSERT INTO search_index (rowid, title, body, kind, url) VALUES (${r}.id * 4 + ${kind}, ${clean(title(r))}, ${clean(body(r))}, '${name}', ${url(r)});`;
  const drop = (r) => `DELETE FROM search_index WHERE rowid = ${r}.id * 4 + ${kind};`;
  return `
    CREATE TRIGGER ${table}_ai AFTER INSERT ON ${table} BEGIN ${row('new')} END;
    CREATE TRIGGER ${table}_au AFTER UPDATE ON ${table} BEGIN ${drop('old')} ${row('new')} END;
    CREATE TRIGGER ${table}_ad AFTER DELETE ON ${table} BEGIN ${drop('old')} END;
    INSERT INTO search_index (rowid, title, body, kind, url)
      SELECT id * 4 + ${kind}, ${clean(title(table))}, ${clean(body(table))}, '${name}', ${url(table)} FROM ${table};`;
}

const POSTS = [
  [
    'opening-the-march-kiln',
    'Opening the March kiln',
    'Anna de Vries',
    '2025-03-21',
    `We fired the big gas kiln last Thursday, the first reduction firing of the year, and opened it on Saturday morning with coffee and a little nervousness.

The celadon tea bowls came out the colour of shallow sea water, and the tenmoku vases broke to rust on every rim, just as we hoped. Two of the large jars cracked at the foot; thick bases dry slower than you think in a cold studio.

Next firing is in April. If you booked a place for your class work, it goes into the top shelf where the reduction is gentlest.`,
  ],
  [
    'the-story-of-our-oat-glaze',
    'The story of our speckled oat glaze',
    'Joris Bakker',
    '2025-04-09',
    `Our speckled oat glaze started as a mistake: a bucket of satin white that had a spoon of rutile and some iron-rich clay dust fall into it.

The speckles are the iron in the clay body bleeding through the glaze at cone 6. On a smooth white clay you get nothing; on our grogged stoneware every mug looks a little like porridge, in the best way.

We now mix it on purpose, in ten-kilo batches, and sieve it twice. The recipe is on the studio wall for anyone in the glaze chemistry class.`,
  ],
  [
    'six-evenings-at-the-wheel',
    'What beginners learn in six evenings at the wheel',
    'Anna de Vries',
    '2025-05-02',
    `Centring is the first evening, and the second, and honestly the third. Nobody centres on their first try and nobody should expect to.

By the fourth evening most people pull a cylinder that stands up on its own. The fifth is trimming, which is where a lump becomes a bowl with a foot ring. On the sixth we glaze, and the pots go into the next firing.

The course runs on Tuesday evenings from seven to half past nine. Aprons, clay and firing are included; bring clothes you do not mind getting grey.`,
  ],
  [
    'caring-for-handmade-tableware',
    'Caring for handmade tableware',
    'Joris Bakker',
    '2025-06-14',
    `Everything we make for the table is stoneware fired to cone 6 or higher, so it is safe in the dishwasher and the microwave. The only exceptions are pieces with gold lustre, which we mark underneath.

Unglazed feet can pick up marks from the drying rack; a green scouring pad takes them off. Do not put a cold plate into a hot oven: stoneware likes gentle changes of temperature.

If a piece chips, tell us. Small chips on a rim can often be ground smooth in the studio.`,
  ],
];

const PAGES = [
  [
    'home',
    'Home',
    '/',
    'Studio Klei makes stoneware and porcelain in Utrecht: tableware, tea ware, vases and commissions for restaurants, fired in our own gas kiln.',
  ],
  [
    'studio',
    'The studio',
    '/studio.html',
    'Our story, how a pot is made from throwing to glazing and firing, the team, and the classes we teach for beginners and potters going further.',
  ],
  [
    'journal',
    'Journal',
    '/journal.html',
    'Notes from the studio: kiln openings, glaze recipes, the wheel course and caring for handmade tableware.',
  ],
  [
    'header',
    'Header styles',
    '/header.html',
    'The site header in its layouts: default, split, slide-in and fullscreen.',
  ],
  [
    'visit',
    'Visit',
    '/consent.html',
    'Visit the studio at Oudegracht 112, Utrecht, Thursday to Saturday from ten to five.',
  ],
];

const sql = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** A few comments on the first post (id, parent, depth, name, body, time), one a reply, so the demo shows a thread. */
const COMMENTS = [
  [
    1,
    null,
    1,
    'Marieke',
    'Those celadon bowls look wonderful. Will any of them be in the shop before the summer?',
    '2025-03-22T09:14:00.000Z',
  ],
  [
    2,
    1,
    2,
    'Anna de Vries',
    'Yes, most of them go in the shop window in April. A few are already promised to the tea house on the Twijnstraat.',
    '2025-03-22T11:02:00.000Z',
  ],
  [
    3,
    null,
    1,
    'Pieter',
    'Did the cracked jars have the same clay as the vases? I had the same trouble with thick feet this winter.',
    '2025-03-23T18:40:00.000Z',
  ],
];

export const CONTENT_SCHEMA = `
  CREATE TABLE site_pages (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    author TEXT NOT NULL,
    published_at TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE comments (
    id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    parent_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
    depth INTEGER NOT NULL DEFAULT 1,
    name TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL,
    ip_hash TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  CREATE INDEX comments_by_post ON comments (post_id, id);
  CREATE VIRTUAL TABLE search_index USING fts5(
    title, body, kind UNINDEXED, url UNINDEXED, tokenize = 'unicode61 remove_diacritics 2'
  );
  INSERT INTO site_pages (slug, title, url, body) VALUES
    ${PAGES.map((p) => `(${p.map(sql).join(', ')})`).join(',\n    ')};
  INSERT INTO posts (slug, title, author, published_at, body) VALUES
    ${POSTS.map((p) => `(${p.map(sql).join(', ')})`).join(',\n    ')};
  INSERT INTO comments (id, parent_id, post_id, name, body, created_at, depth) VALUES
    ${COMMENTS.map(([id, parent, depth, ...rest]) => `(${id}, ${parent ?? 'NULL'}, 1, ${rest.map(sql).join(', ')}, ${depth})`).join(',\n    ')};
  ${mirror(
    'site_pages',
    1,
    'page',
    (r) => `${r}.title`,
    (r) => `${r}.body`,
    (r) => `${r}.url`,
  )}
  ${mirror(
    'posts',
    2,
    'post',
    (r) => `${r}.title`,
    (r) => `${r}.body`,
    (r) => `'/journal.html?post=' || ${r}.slug`,
  )}
  ${mirror(
    'portfolio_projects',
    3,
    'project',
    (r) => `${r}.title`,
    (r) => `${r}.category || ', ' || ${r}.year`,
    () => `'/#work'`,
  )}
`;

/**
 * Migration 15's project triggers: as migration 7's, but a project's entry links to its own page
 * (`/project.html?project=<slug>`, portfolio.js) instead of `/#work`. The delete trigger is unchanged.
 */
const projectRow = (r) =>
  `INSERT INTO search_index (rowid, title, body, kind, url) VALUES (${r}.id * 4 + 3, ${clean(`${r}.title`)}, ` +
  `${clean(`${r}.category || ', ' || ${r}.year`)}, 'project', '/project.html?project=' || ${r}.slug);`;
export const projectIndexTriggers = `
      CREATE TRIGGER portfolio_projects_ai AFTER INSERT ON portfolio_projects BEGIN ${projectRow('new')} END;
      CREATE TRIGGER portfolio_projects_au AFTER UPDATE ON portfolio_projects BEGIN
        DELETE FROM search_index WHERE rowid = old.id * 4 + 3; ${projectRow('new')} END;`;
