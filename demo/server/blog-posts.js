/**
 * Migration 11's SQL: more journal posts, so the paginated list at `/blog/` has more than three pages. The posts
 * table's insert trigger (migration 7) indexes them for the site search. Seeded once; never edit after it shipped.
 */

/** [slug, title, author, published_at, body]; the first paragraph is the list's excerpt. */
const POSTS = [
  [
    'a-summer-of-porcelain',
    'A summer of porcelain',
    'Anna de Vries',
    '2025-07-08',
    `Porcelain is the clay that remembers everything: every wobble of the hand shows after the firing. We spent July throwing nothing else.

Thin walls need slow drying under plastic, turned twice a day. We lost a third of the cups to warping before we learned to dry them upside down on their rims.`,
  ],
  [
    'why-we-weigh-every-ball-of-clay',
    'Why we weigh every ball of clay',
    'Joris Bakker',
    '2025-07-29',
    `A set of six plates only looks like a set when every plate starts from the same weight of clay. We weigh each ball to the gram before it goes on the wheel.

For dinner plates that is 1,350 grams, for side plates 800. The numbers are chalked on the board above the wedging table.`,
  ],
  [
    'the-new-slab-roller',
    'The new slab roller has arrived',
    'Anna de Vries',
    '2025-08-19',
    `After years of rolling slabs by hand with a rolling pin and two wooden guides, the studio finally has a slab roller. It lives by the back door.

Slabs come out even to the millimetre, which matters for the square serving dishes we are developing for the tea house. Members can book it by the hour.`,
  ],
  [
    'recycling-clay-scraps',
    'Nothing is wasted: recycling clay scraps',
    'Joris Bakker',
    '2025-09-10',
    `Trimmings, collapsed pots and the slurry from the splash pans all go into the reclaim buckets. Once a month we dry the mix on plaster bats and wedge it back into usable clay.

Reclaimed clay throws a little shorter than fresh clay, so we use it for the classes, where nobody minds.`,
  ],
  [
    'glaze-tests-for-autumn',
    'Forty glaze tiles for autumn',
    'Anna de Vries',
    '2025-10-02',
    `Before a new colour goes on a whole set, it goes on a test tile. This month the shelf by the sink holds forty of them, each marked with its recipe number.

The favourites so far are a deep iron red and a matt green that breaks brown on the edges. Tell us which one you would like on your mugs.`,
  ],
  [
    'open-studio-weekend',
    'Open studio weekend in November',
    'Joris Bakker',
    '2025-10-24',
    `On the second weekend of November the studio doors are open from ten until five. Watch a demonstration at the wheel, try a little pinch pot yourself, and see the seconds shelf.

Children are welcome at the clay table with an adult. There is coffee and there are biscuits baked by our neighbours from the bakery.`,
  ],
  [
    'handles-that-fit-the-hand',
    'Handles that fit the hand',
    'Anna de Vries',
    '2025-11-15',
    `A mug handle is pulled, not rolled: we draw the clay out with a wet hand until it tapers, then let it stiffen before it goes on the mug.

Three fingers or four? We make both, and the shop labels say which. Most people pick without knowing why, by holding a few.`,
  ],
  [
    'winter-class-timetable',
    'The winter class timetable',
    'Joris Bakker',
    '2025-12-05',
    `From January the beginners' course moves to Wednesday evenings and a new Saturday morning class starts for people who have done the course before.

Places are limited to eight per class, so everyone gets a wheel. Sign up at the studio or by mail; the first evening is a free trial.`,
  ],
  [
    'a-year-at-the-studio',
    'Looking back on a year at the studio',
    'Anna de Vries',
    '2026-01-09',
    `This year we made about three thousand pots, taught a hundred and twelve students and broke one shelf of the drying rack by overloading it.

Thank you to everyone who bought a piece, took a class or brought us a bag of old clay tools. See you at the wheel in the new year.`,
  ],
];

const sql = (value) => `'${String(value).replaceAll("'", "''")}'`;

export const BLOG_POSTS = `
  INSERT INTO posts (slug, title, author, published_at, body) VALUES
    ${POSTS.map((p) => `(${p.map(sql).join(', ')})`).join(',\n    ')};
`;
