/**
 * The demo site's shared parts, written into page templates by renderPage: the one site header
 * (`%SITE_HEADER%`) and the portfolio carousel's items from the database (`%PORTFOLIO_ITEMS%`).
 */

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
    '</pb-header>' +
    '</header>'
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
