/**
 * Split tests (MFT §3, §4 Split-test tracking, §7.1, §7.3): the get-subject
 * and update-stats ajax actions, the report page `/split-tests` and its
 * numbers as JSON at `/api/split-tests`. Tables: migration 8.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allowOnly, httpError } from './http.js';
import { renderPage } from './pages.js';

/** MFT §3 A/B stats record types, and `bounce` (see `<pb-split-test>`). */
export const RECORD_TYPES = ['read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short', 'bounce'];
/** The element sends at most 100 records a call. */
export const STATS_MAX = 100;
/**
 * Per client and action: calls per window. A visit makes a few calls; 600 a
 * minute leaves room for a shared address, and a 5,000-record load in
 * batches of 100 takes 50.
 */
export const SPLIT_RATE_LIMIT = { max: 600, windowMs: 60_000 };

const id = { type: 'integer', minimum: 1, maximum: 999_999_999 };

/** A fixed-window counter on the server's clock (the ajax route is one route, so its plugin limit cannot tell actions apart). */
function limiter({ max, windowMs }, now) {
  const windows = new Map();
  return (key) => {
    const t = now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > max) {
      const retry = Math.ceil((w.start + windowMs - t) / 1000);
      throw httpError(429, 'too many requests; try again later', { 'retry-after': String(retry) });
    }
  };
}

/** Every record must be an object of exactly these three, naming a subject of that test. */
function checkRecords(text, subjectsOf) {
  let list;
  try {
    list = JSON.parse(text);
  } catch {
    throw httpError(400, '"stats_data_array" is not valid JSON');
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > STATS_MAX)
    throw httpError(400, `"stats_data_array" must be a list of 1 to ${STATS_MAX} records`);
  return list.map((r, i) => {
    const at = `record ${i}`;
    if (typeof r !== 'object' || r === null || Array.isArray(r) || Object.keys(r).length !== 3)
      throw httpError(400, `${at} must be { test_id, subject_id, record_type }`);
    const { test_id: test, subject_id: subject, record_type: type } = r;
    if (!Number.isInteger(test) || !subjectsOf(test)) throw httpError(400, `${at}: unknown test_id`);
    if (!Number.isInteger(subject) || !subjectsOf(test).has(subject))
      throw httpError(400, `${at}: subject_id is not a subject of test ${test}`);
    if (!RECORD_TYPES.includes(type))
      throw httpError(400, `${at}: record_type must be one of ${RECORD_TYPES.join(', ')}`);
    return [test, subject, type];
  });
}

export function registerSplitActions(registerAction, ctx) {
  const limit = ctx.splitRateLimit ?? SPLIT_RATE_LIMIT;
  const subjectLimit = limiter(limit, ctx.now);
  const statsLimit = limiter(limit, ctx.now);

  // MFT §7.3: the subject the visitor's cookie names, while it is still one of the test's; else one at random.
  registerAction('pb_split_get_subject', {
    nonce: 'frontend',
    schema: { type: 'object', required: ['test_id'], properties: { test_id: id, subject_id: id } },
    handler: (fields, { db, request, hashIp }) => {
      subjectLimit(hashIp(request));
      const subjects = db.all('SELECT id, content FROM split_subjects WHERE test_id = ? ORDER BY id', [fields.test_id]);
      if (!subjects.length) throw httpError(404, `no split test ${fields.test_id}`);
      const kept = subjects.find((s) => s.id === fields.subject_id);
      const { id: chosen, content } = kept ?? subjects[Math.floor(Math.random() * subjects.length)];
      return { id: chosen, content };
    },
  });

  // MFT §7.1: the answer is not read by the element; a bad batch is refused whole.
  registerAction('pb_split_update_stats', {
    nonce: 'log',
    schema: {
      type: 'object',
      required: ['stats_data_array'],
      properties: { stats_data_array: { type: 'string', minLength: 2, maxLength: 12_000 } },
    },
    handler: (fields, { db, request, hashIp, now }) => {
      statsLimit(hashIp(request));
      const cache = new Map();
      const subjectsOf = (test) => {
        if (!cache.has(test)) {
          const ids = db.all('SELECT id FROM split_subjects WHERE test_id = ?', [test]).map((s) => s.id);
          cache.set(test, ids.length ? new Set(ids) : null);
        }
        return cache.get(test);
      };
      const rows = checkRecords(fields.stats_data_array, subjectsOf);
      const at = new Date(now()).toISOString();
      db.transaction(() => {
        for (const [test, subject, type] of rows)
          db.write('INSERT INTO split_stats (test_id, subject_id, record_type, created_at) VALUES (?, ?, ?, ?)', [
            test,
            subject,
            type,
            at,
          ]);
      });
      return { ok: true, stored: rows.length };
    },
  });
}

/** Each test, its goal and its subjects with views (read_page), every record type's count and the conversion rate. */
export function splitReport(db) {
  const counts = db.all(
    'SELECT subject_id, record_type, COUNT(*) AS n FROM split_stats GROUP BY subject_id, record_type',
  );
  return db.all('SELECT id, name, goal FROM split_tests ORDER BY id').map((test) => ({
    ...test,
    subjects: db.all('SELECT id, name FROM split_subjects WHERE test_id = ? ORDER BY id', [test.id]).map((subject) => {
      const records = Object.fromEntries(RECORD_TYPES.map((t) => [t, 0]));
      for (const c of counts) if (c.subject_id === subject.id) records[c.record_type] = c.n;
      const views = records.read_page;
      const goals = records[test.goal];
      return { ...subject, views, goals, rate: views ? Math.round((goals / views) * 1000) / 10 : 0, records };
    }),
  }));
}

const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * One bar per subject (its conversion rate), with text labels; the figures are also in the table below it. HTML,
 * not SVG: a scaled SVG's labels shrank to about 9 px on a phone, where these keep the page's text size.
 */
function chart(test) {
  // The subject's name on its own line above its bar, so a long name never runs into the bar.
  const bars = test.subjects
    .map(
      (s) =>
        `<div class="split-row"><span class="label">${esc(s.name)}</span><span class="track"><span class="bar" style="width:${Math.max(Math.round(s.rate * 7) / 10, 0.5)}%"></span><span class="value">${s.rate}% (${s.goals} of ${s.views})</span></span></div>`,
    )
    .join('');
  const desc = test.subjects.map((s) => `${s.name}: ${s.rate}%, ${s.goals} of ${s.views} views`).join('; ');
  // An image to assistive technology, named by its title and description, as the SVG's <title> and <desc> were.
  return `<div class="split-chart" role="img" aria-labelledby="chart-${test.id}-title chart-${test.id}-desc"><span id="chart-${test.id}-title" hidden>Conversion rate (${esc(test.goal)}) by subject</span><span id="chart-${test.id}-desc" hidden>${esc(desc)}</span>${bars}</div>`;
}

/**
 * `%SPLIT_SUBJECTS:<test id>%`: every subject of the test in the page's markup, the first shown and the others
 * `hidden`, for `<pb-split-test>` to choose from (MFT §3 "subjects from the markup"). The content is the site owner's
 * HTML, written as the CMS writes a page's content; it is not visitor input. All subjects in the markup, stacked in
 * one box by the element's styles, are what keeps the choice from moving the page: the get-subject call
 * would swap a subject in after the first paint.
 */
export function splitSubjectsHtml(db, testId) {
  return db
    .all('SELECT id, content FROM split_subjects WHERE test_id = ? ORDER BY id', [testId])
    .map((s, i) => `<div data-subject="${s.id}"${i ? ' hidden' : ''}>${s.content}</div>`)
    .join('');
}

/**
 * The report's HTML, for `%SPLIT_REPORT%`: every value escaped. One row per record type and one column per
 * subject, so a test's table is as wide as its subjects, not its nine figures: two or three subjects fit a phone. A
 * wider one scrolls in its region, whose edge shadows (demo page styles) show that there is more.
 */
export function splitReportHtml(report) {
  if (!report.length) return '<p>No split tests yet.</p>';
  const rows = [
    ['Views', (s) => s.views],
    ...RECORD_TYPES.slice(1).map((t) => [t, (s) => s.records[t]]),
    ['Conversion rate', (s) => `${s.rate}%`],
  ];
  return report
    .map(
      (test) => `<section class="split-report" aria-labelledby="test-${test.id}">
<h2 id="test-${test.id}">${esc(test.name)} <small>(test ${test.id}, goal: ${esc(test.goal)})</small></h2>
${chart(test)}
<div class="table-scroll" tabindex="0" role="region" aria-label="All records of test ${test.id}"><table><caption>All records of test ${test.id} by subject</caption><thead><tr><th scope="col">Record</th>${test.subjects.map((s) => `<th scope="col">${esc(s.name)}</th>`).join('')}</tr></thead><tbody>
${rows.map(([label, value]) => `<tr><th scope="row">${esc(label)}</th>${test.subjects.map((s) => `<td>${esc(value(s))}</td>`).join('')}</tr>`).join('\n')}
</tbody></table></div>
</section>`,
    )
    .join('\n');
}

export async function splitRoutes(app, ctx) {
  app.get('/api/split-tests', async () => ({ tests: splitReport(ctx.db) }));
  allowOnly(app, '/api/split-tests', 'GET');
  app.get('/split-tests', async (_request, reply) => {
    const template = await fs.promises.readFile(path.join(ctx.pagesDir, 'split-tests.html'), 'utf8');
    const { html, headers } = renderPage(template, { ...ctx, page: 'split-tests.html' });
    return reply.headers(headers).send(html);
  });
  allowOnly(app, '/split-tests', 'GET', { json: false });
}
