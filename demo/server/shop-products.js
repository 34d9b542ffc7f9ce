/**
 * The shop's schema and its first stock (migration 16): the studio's ceramics for sale, a few reviews for the
 * product page's reviews tab, and the carts and orders the shop keeps. The menu is left as it is (the header's cart
 * leads to the shop). Prices are whole cents; a cart is named
 * by a random id in an HttpOnly cookie (shop.js). Pictures are the work page's (640 x 480).
 */
export const SHOP_SCHEMA = `
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    summary TEXT NOT NULL,
    description TEXT NOT NULL,
    details TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    image TEXT NOT NULL,
    image_width INTEGER NOT NULL,
    image_height INTEGER NOT NULL,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE product_reviews (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    author TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE carts (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE cart_items (
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (cart_id, product_id)
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_key TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    postcode TEXT NOT NULL,
    city TEXT NOT NULL,
    notes TEXT NOT NULL,
    items TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
`;

export const SHOP_PRODUCTS = `
  INSERT INTO products (id, slug, name, summary, description, details, price_cents, stock, image, image_width, image_height, sort_order) VALUES
    (1, 'speckled-oat-mug', 'Speckled oat mug',
     'A 300 ml mug in our oatmeal glaze, flecked with iron from the clay.',
     'Thrown on the wheel from a buff stoneware with iron speckle, dipped in a satin oatmeal glaze and fired to 1260 °C. The handle is pulled, so no two are quite the same.',
     'Holds 300 ml. About 9 cm tall. Dishwasher and microwave safe.',
     3200, 14, '/demo-assets/work/speckled-mugs.webp', 640, 480, 10),
    (2, 'celadon-tea-bowl', 'Celadon tea bowl',
     'A small bowl for green tea, in a pale celadon that pools green in the foot.',
     'Porcelain, thrown thin and trimmed by hand, with a celadon glaze that breaks pale over the rim and pools deep green in the centre.',
     'Holds 150 ml. 10 cm across. Hand washing recommended.',
     3800, 6, '/demo-assets/work/celadon-tea-bowls.webp', 640, 480, 20),
    (3, 'oatmeal-pasta-bowl', 'Oatmeal pasta bowl',
     'A wide, shallow bowl for pasta, salads and everything in between.',
     'Wide and low, with a rolled rim that is comfortable to hold. Stoneware in our oatmeal glaze, unglazed at the foot.',
     '22 cm across, 5 cm deep. Dishwasher and microwave safe.',
     4200, 10, '/demo-assets/work/oatmeal-pasta-bowls.svg', 640, 480, 30),
    (4, 'yunomi-cup', 'Yunomi cup',
     'A tall tea cup without a handle, in ash glaze.',
     'A straight-sided cup for everyday tea, thrown from a toasty stoneware and finished with a wood-ash glaze that runs in the firing.',
     'Holds 220 ml. About 10 cm tall. Hand washing recommended.',
     2600, 12, '/demo-assets/work/yunomi-cups.svg', 640, 480, 40),
    (5, 'kyusu-teapot', 'Kyusu side-handle teapot',
     'A side-handled teapot with a built-in clay strainer.',
     'A Japanese-style teapot with a hollow side handle and a strainer pierced by hand in the wall behind the spout. Pours cleanly, one-handed.',
     'Holds 350 ml, two to three cups. Unglazed inside, so it seasons with use.',
     9500, 2, '/demo-assets/work/kyusu-teapot.svg', 640, 480, 50),
    (6, 'bud-vase-trio', 'Bud vase trio',
     'Three small vases for a single stem each, in three of our glazes.',
     'A set of three narrow-necked bud vases, one each in oatmeal, celadon and tenmoku. Made to stand together on a sill or a table.',
     'Each about 12 cm tall. Watertight. Sold as a set of three.',
     5400, 0, '/demo-assets/work/bud-vase-trio.svg', 640, 480, 60);

  INSERT INTO product_reviews (product_id, author, rating, body, created_at) VALUES
    (1, 'Marloes', 5, 'My morning coffee has never looked better. Sits well in the hand, and the speckle is lovely.', '2026-03-02T09:14:00Z'),
    (1, 'Tom', 4, 'Lovely mug. A bit smaller than I expected, read the size!', '2026-04-18T17:40:00Z'),
    (2, 'Yuki', 5, 'Thin and light, with a beautiful green pool in the bottom. Exactly what I hoped for.', '2026-02-11T11:05:00Z'),
    (3, 'Sanne', 5, 'We bought four and use them every day. They stack well too.', '2026-05-09T19:30:00Z'),
    (5, 'Pieter', 5, 'Pours without a drip, and the strainer keeps every leaf back.', '2026-01-25T15:20:00Z');
`;
