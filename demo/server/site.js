/**
 * The demo site's shared parts, written into page templates by renderPage: the one site header
 * (`%SITE_HEADER%`), the studio's chat launcher (`%SITE_CHAT%`, at the end of every page with the header) and the
 * portfolio carousel's items from the database (`%PORTFOLIO_ITEMS%`).
 */
import { inUtrecht } from './kiln.js';

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values alike: the rows are the site's to edit, so nothing in them is markup. */
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);

/** A row's image must be a path on this site; anything else (a `javascript:` URL, another host) is dropped. */
const localPath = (value) => (typeof value === 'string' && /^\/(?!\/)[\w./-]*$/.test(value) ? value : null);

/** The header layouts a visitor can try on the header styles page (`/header.html?layout=split`). */
export const HEADER_LAYOUTS = ['default', 'split', 'slide-in', 'fullscreen'];

/**
 * The header every page shares: a skip link, the logo, the main menu from the database and the site search. It is fixed on
 * scroll (from 980 px wide) in the default and split layouts; `layout` comes from the header styles page only.
 */
export function siteHeader(page, rows, layout = 'default') {
  const chosen = HEADER_LAYOUTS.includes(layout) ? layout : 'default';
  const fixed = chosen === 'default' || chosen === 'split' ? ' fixed' : '';
  // The <header> is the page's banner landmark, so the logo is not left outside every landmark. The skip link comes
  // first, so a keyboard visitor passes the menu with one key; every page's <main> has id="main".
  return (
    '<a class="skip-link" href="#main">Skip to content</a>' +
    '<header>' +
    `<pb-header class="site-header" layout="${chosen}"${fixed}>` +
    '<a slot="logo" class="brand" href="/">Studio Klei <span class="brand-tag">ceramics</span></a>' +
    `<pb-menu class="site-nav" messages='{"menu":"Main"}'>${menuList(rows, page)}</pb-menu>` +
    '<pb-menu-search><form role="search" action="/search.html" method="get">' +
    '<label class="visually-hidden" for="site-search">Search the site</label>' +
    '<input id="site-search" type="search" name="q" placeholder="Search the site" autocomplete="off">' +
    '</form></pb-menu-search>' +
    siteCart() +
    '</pb-header>' +
    '</header>'
  );
}

/** The cart's count in the header: the shop's pages write it (shop.js); elsewhere `<pb-cart>` reads the cookie. */
export const CART_COUNT_MARK = '<span class="cart-count" data-pb-cart-count></span>';

/**
 * The shop's cart link, in every page's header: a bag and the count, which `<pb-cart>` keeps up to date from the
 * `pb_cart` cookie (on a page view) and `/shop/cart.json` (after a change). The badge has its width before the count
 * is known, so filling it moves nothing.
 */
export function siteCart() {
  return (
    '<pb-cart class="site-cart" src="/shop/cart.json" cookie="pb_cart">' +
    '<a href="/shop/cart"><svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" ' +
    'stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M5 8h14l-1.2 12H6.2z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/></svg>' +
    `<span class="visually-hidden">Cart, items: </span>${CART_COUNT_MARK}</a></pb-cart>`
  );
}

/**
 * The studio's chat launcher, on every page: the shop's number and the workshop students' group, open Tuesday to
 * Saturday from 10:00 to 17:00 in Utrecht. The element takes a fixed offset, so the server writes Utrecht's offset
 * of the moment (+60 in winter, +120 in summer), as a CMS writes its site's. Its links are what a visitor without the
 * script reads; the launcher itself is fixed in the corner and takes no room. In an `<aside>` landmark of its own.
 */
export function siteChat(now = new Date()) {
  const messages = JSON.stringify({
    launcher: 'Chat with the studio',
    title: 'Studio Klei',
    intro: 'We answer on WhatsApp, Tuesday to Saturday, 10:00 to 17:00.',
  });
  return (
    '<aside class="site-chat" aria-label="Chat with the studio">' +
    `<pb-chat days="tue wed thu fri sat" from="10:00" to="17:00" timezone-offset="${inUtrecht(now).offset}" ` +
    `messages='${escapeHtml(messages)}'>` +
    '<p>Questions about an order, a commission or a class? Send us a message on WhatsApp:</p>' +
    '<ul>' +
    '<li><a href="https://wa.me/31301234567" data-label="Shop, orders and commissions" ' +
    'data-time="Usually answers within the hour" data-avatar="/demo-assets/avatar-shop.svg" ' +
    'data-message="Hello! This is the shop at Studio Klei. Ask us about an order, a commission or a piece you saw in the studio.">' +
    'Studio Klei - shop</a></li>' +
    '<li><a href="https://chat.whatsapp.com/KleiWorkshops2026" data-type="group" ' +
    'data-label="For students of our courses" ' +
    'data-message="Swap glaze tips, photos of your pots and class news with the other students.">Workshop group</a></li>' +
    '</ul>' +
    '</pb-chat>' +
    '</aside>'
  );
}

export function menuRows(db) {
  return db.all('SELECT id, parent_id, label, url, mega FROM menu_items ORDER BY sort_order, id');
}

/**
 * A menu link must point into this site (a path, optionally with a fragment); anything else becomes `#`. A fragment
 * may hold `|`, the separator of an element's hash state (`/work.html#work|tableware|1` opens a Work filter).
 */
const localHref = (value) => (typeof value === 'string' && /^\/(?!\/)[\w./-]*(#[\w|-]*)?$/.test(value) ? value : '#');

/**
 * The rows as the CMS writes its menu: nested lists of links. A top-level item with `mega` gets the CMS's
 * `mega-menu` class; the link to the page being shown carries aria-current.
 */
export function menuList(rows, page) {
  const children = new Map();
  for (const row of rows) {
    const key = row.parent_id ?? 0;
    if (!children.has(key)) children.set(key, []);
    children.get(key).push(row);
  }
  // The blog's template is served at /blog/ (blog.js), which is the address its menu link has.
  const current = page === 'index.html' ? '/' : page === 'blog.html' ? '/blog/' : `/${page}`;
  const list = (parent, depth) => {
    const items = children.get(parent);
    if (!items || depth > 3) return '';
    const lis = items.map((row) => {
      const href = localHref(row.url);
      const here = href === current ? ' aria-current="page"' : '';
      const mega = depth === 1 && row.mega ? ' class="mega-menu"' : '';
      return `<li${mega}><a href="${escapeHtml(href)}"${here}>${escapeHtml(row.label)}</a>${list(row.id, depth + 1)}</li>`;
    });
    return `<ul>${lis.join('')}</ul>`;
  };
  return list(0, 1);
}

export function portfolioProjects(db) {
  return db.all(
    'SELECT slug, title, category, year, image, image_width, image_height FROM portfolio_projects ORDER BY sort_order, id',
  );
}

/**
 * One link per project: its picture (with its width and height, so the box is sized before the file arrives) and
 * its title. The picture's alt is empty because the title beside it already names the link. The links open in
 * the lightbox as one set (pb.js loads it for a[data-pb-lightbox]); without the script they open the picture.
 */
export function portfolioItems(rows) {
  return rows
    .map((row) => {
      const image = localPath(row.image);
      if (!image) return '';
      const size = `width="${Number(row.image_width) || 640}" height="${Number(row.image_height) || 480}"`;
      return (
        `<a class="work-item" href="${escapeHtml(image)}" data-pb-lightbox="recent-work" ` +
        `data-pb-caption="${escapeHtml(`${row.title}, ${row.category} ${row.year}`)}">` +
        `<img src="${escapeHtml(image)}" ${size} alt="" loading="lazy" decoding="async">` +
        `<span class="work-caption"><span class="work-title">${escapeHtml(row.title)}</span>` +
        `<span class="work-meta">${escapeHtml(row.category)}, ${escapeHtml(row.year)}</span></span></a>`
      );
    })
    .join('\n');
}
