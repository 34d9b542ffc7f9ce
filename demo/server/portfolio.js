/**
 * The work page's portfolio and gallery (issue 14), from `portfolio_projects`: `%PORTFOLIO%` becomes a
 * `<pb-portfolio>` of every project, filterable by category and paged, `%GALLERY%` a `<pb-gallery>` of studio
 * photographs drawn from the same pictures, and `%GALLERY_SLIDER%` a slider-layout `<pb-gallery>` of the commissions. Items past the first page carry `hidden`, so nothing flashes before the
 * script upgrades the elements, and each picture links to itself for the lightbox (`data-pb-lightbox`, grouped by
 * the element's id). Every value from the database is escaped; pictures must be paths on this site.
 */
import { escapeHtml, portfolioProjects } from './site.js';

/**
 * The work page's settings: 6 projects per page (24 projects: 4 pages; Vases, 7 projects: 2), the gallery's 4, and
 * the slider gallery of the commissions.
 */
export const WORK = {
  id: 'work',
  perPage: 6,
  galleryId: 'studio',
  galleryPerPage: 4,
  galleryCount: 10,
  sliderId: 'commissioned',
  sliderCategory: 'Commissions',
};

const localPath = (value) => (typeof value === 'string' && /^\/(?!\/)[\w./-]*$/.test(value) ? value : null);

/** The slug a category label is filtered and hashed by: "Tea ware" -> "tea-ware". */
export const categorySlug = (label) =>
  String(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const size = (row) => `width="${Number(row.image_width) || 640}" height="${Number(row.image_height) || 480}"`;

/** `<pb-portfolio>` with one `<article>` per project; the filters are labelled in the order categories first appear. */
export function portfolioHtml(rows, { id = WORK.id, perPage = WORK.perPage } = {}) {
  const usable = rows.filter((row) => localPath(row.image) && categorySlug(row.category) !== '');
  const labels = {};
  for (const row of usable) labels[categorySlug(row.category)] ??= String(row.category);
  const items = usable.map((row, i) => {
    const image = escapeHtml(localPath(row.image));
    const title = escapeHtml(row.title);
    return (
      `<article class="work-card" data-pb-categories="${escapeHtml(categorySlug(row.category))}"${i >= perPage ? ' hidden' : ''}>` +
      `<a class="work-card-image" href="${image}" data-pb-lightbox="${escapeHtml(id)}">` +
      `<img src="${image}" ${size(row)} alt="${title}" loading="lazy" decoding="async"></a>` +
      `<h3 class="work-card-title">${title}</h3>` +
      `<p class="work-card-meta">${escapeHtml(row.category)}, ${escapeHtml(row.year)}</p></article>`
    );
  });
  return (
    `<pb-portfolio id="${escapeHtml(id)}" per-page="${Number(perPage)}" categories="${escapeHtml(JSON.stringify(labels))}">\n` +
    `${items.join('\n')}\n</pb-portfolio>`
  );
}

/** A gallery item: the picture, linking to itself for the lightbox group `id`. */
const galleryItem = (row, id, hidden) => {
  const image = escapeHtml(localPath(row.image));
  return (
    `<a class="gallery-item" href="${image}" data-pb-lightbox="${escapeHtml(id)}"${hidden ? ' hidden' : ''}>` +
    `<img src="${image}" ${size(row)} alt="${escapeHtml(row.title)}" loading="lazy" decoding="async"></a>`
  );
};

/** `<pb-gallery>` of the first `count` pictures, each a link to itself for the lightbox. */
export function galleryHtml(
  rows,
  { id = WORK.galleryId, perPage = WORK.galleryPerPage, count = WORK.galleryCount } = {},
) {
  const items = rows
    .filter((row) => localPath(row.image))
    .slice(0, count)
    .map((row, i) => galleryItem(row, id, i >= perPage));
  return `<pb-gallery id="${escapeHtml(id)}" per-page="${Number(perPage)}">\n${items.join('\n')}\n</pb-gallery>`;
}

/**
 * The slider layout of `<pb-gallery>` (one picture at a time, with thumbnails): the pictures of one category.
 * Every item is a slide, so none is hidden; the region is named after the category.
 */
export function gallerySliderHtml(rows, { id = WORK.sliderId, category = WORK.sliderCategory } = {}) {
  const items = rows
    .filter((row) => localPath(row.image) && String(row.category) === category)
    .map((row) => galleryItem(row, id, false));
  const messages = escapeHtml(JSON.stringify({ slider: category }));
  return `<pb-gallery id="${escapeHtml(id)}" layout="slider" thumbnails messages="${messages}">\n${items.join('\n')}\n</pb-gallery>`;
}

/** A project's own address, where the site search's results for it lead. */
export const projectUrl = (slug) => `/project.html?project=${encodeURIComponent(slug)}`;

/**
 * `%PROJECT_TITLE%` and `%PROJECT%`: one project (by slug, the `project` parameter), its picture, category and
 * year, and a link to the Work filter of its category; an unknown slug gets a short page pointing to the work page.
 */
export function projectPlaceholders(db, slug) {
  const row =
    typeof slug === 'string' && slug
      ? db.get(
          'SELECT slug, title, category, year, image, image_width, image_height FROM portfolio_projects WHERE slug = ?',
          [slug],
        )
      : undefined;
  const image = row && localPath(row.image);
  if (!row || !image) {
    return {
      PROJECT_TITLE: 'Project not found',
      PROJECT:
        '<h1>Project not found</h1><p>There is no project at this address. <a href="/work.html">All work</a>.</p>',
    };
  }
  const title = escapeHtml(row.title);
  const category = escapeHtml(row.category);
  const filter = escapeHtml(`/work.html#${WORK.id}|${categorySlug(row.category)}|1`);
  return {
    PROJECT_TITLE: title,
    PROJECT:
      `<article class="project"><h1>${title}</h1><p class="project-meta">${category}, ${escapeHtml(row.year)}</p>` +
      `<figure class="project-picture"><img src="${escapeHtml(image)}" ${size(row)} alt="${title}"></figure>` +
      `<p><a href="${filter}">More ${category}</a> &middot; <a href="/work.html">All work</a></p></article>`,
  };
}

/** The placeholders a page uses, filled from one read of the table. */
export function portfolioPlaceholders(db, wanted) {
  const rows = portfolioProjects(db);
  const parts = {};
  if (wanted.includes('%PORTFOLIO%')) parts.PORTFOLIO = portfolioHtml(rows);
  if (wanted.includes('%GALLERY%')) parts.GALLERY = galleryHtml(rows);
  if (wanted.includes('%GALLERY_SLIDER%')) parts.GALLERY_SLIDER = gallerySliderHtml(rows);
  return parts;
}
