/**
 * Where each module of the build lands, declared by folder (by file only where a folder must be split). The build
 * (rollup.config.mjs) reads it, `npm run bench:size` prints the map the build made from it, and
 * test/e2e/chunks.e2e.mjs fails when a module lands anywhere its declaration does not name. A module takes the
 * longest key its path starts with: a file's own entry over its folder's, a folder's over its parent's.
 *
 * The chunks:
 * - `shared`: React, react-dom, r2wc and the React wrapper, loaded with the first element that renders.
 * - `core`: the framework-free element base and the core every element calls, with the framework-free code pb.js
 *   and the elements share (pb.js keeps its own copy, see COPIES) and the constants that code needs itself (the
 *   breakpoints, the bus's limit, the request time limit, consent's); each module's own constants go with the
 *   module. One file: every element loads all of it, and apart they gzipped to about 450 B more.
 * - `chrome`: the framework-free helpers a page's header and menu share with a few other elements: the scroll to a
 *   target below the fixed bars (with the bars' offsets) and the scroll lock, in-page anchors, the menu's and the
 *   header's state. A page with a header loads all of it (apart, as rollup made them for the entries sharing each,
 *   they were six files of 200 to 2,000 B, which gzip worse alone); sticky, motion and the gallery load it for the
 *   part they use (about 1 kB more than that part alone). The toggles' machine stays apart: an accordion alone
 *   would load all of this for it.
 * - `form`: the form helpers the contact form, the newsletter, the comments and the search share (the label
 *   placeholders and their styles, the field errors, the email check): two files of 300 and 1,400 B before.
 * - `consent-ui`: the consent banner's strings and events, which the panel and the manage-consent element share: two
 *   files of 250 and 900 B before.
 * - `consent`: inside dist/consent.js, the consent core a consent-only page loads alone, in <head>.
 * - `on-demand`: what consent.js loads after a choice, in chunks rollup makes for it (and for the elements that
 *   import the same module).
 * - `pb`: inside dist/pb.js, the autoloader.
 * - `formats`: inside dist/formats.js, pb-elements/formats.
 * - `own`: the chunk of the entry that imports it (an element's file, formats.js, all.js), or the chunk rollup
 *   makes for the entries that share it.
 */
export const CHUNKS = {
  // Everything from npm goes with the element that imports it (DOMPurify), except React and r2wc.
  'node_modules/': 'own',
  'node_modules/react/': 'shared',
  'node_modules/react-dom/': 'shared',
  'node_modules/scheduler/': 'shared',
  'node_modules/@r2wc/': 'shared',
  'src/components/element/': 'shared',
  'src/core/hash/': 'shared',
  'src/core/heading/': 'shared',

  'src/base/': 'core',
  'src/core/attributes/': 'core',
  'src/core/frame/': 'core',
  'src/core/styles/': 'core',
  // The one timer and debounce: plain elements (sticky, motion) call it too, and must not load React for it.
  'src/core/timing/': 'core',
  'src/core/config/messages.ts': 'core',
  'src/core/constants/version.ts': 'core',
  'src/core/formats/responsive.ts': 'core',
  // The submit guard a form holds from its start; the request client it guards is loaded to post (the contact form's).
  'src/core/request/guard.ts': 'core',
  // isBuilderMode (config/messages) reads the builder context.
  'src/core/builder/context.ts': 'core',
  'src/core/constants/builder-context.ts': 'core',

  'src/core/bus/': 'core',
  'src/core/log/': 'core',
  'src/core/config/': 'core',
  'src/core/text/': 'core',
  // Only the constants the core chunk's own modules read; the rest go with their module ('own' below).
  'src/core/constants/index.ts': 'core',
  'src/core/constants/consent.ts': 'core',
  'src/core/constants/bus.ts': 'core',
  'src/core/constants/request.ts': 'core',
  'src/core/autoload/hold.ts': 'core',
  'src/core/consent/api.ts': 'core',
  'src/core/consent/topic.ts': 'core',
  'src/core/consent/types.ts': 'core',

  'src/core/scroll/index.ts': 'chrome',
  'src/core/scroll/offsets.ts': 'chrome',
  'src/core/scroll/lock.ts': 'chrome',
  'src/core/constants/builder-page.ts': 'chrome',
  'src/core/anchors/index.ts': 'chrome',
  'src/core/menu/index.ts': 'chrome',
  'src/core/constants/menu.ts': 'chrome',
  'src/core/header/': 'chrome',
  'src/core/constants/header.ts': 'chrome',

  'src/core/form/email.ts': 'form',
  'src/core/form/fieldErrors.ts': 'form',
  'src/core/form/labelPlaceholders.ts': 'form',
  'src/core/form/labelStyles.ts': 'form',
  'src/core/constants/placeholders.ts': 'form',

  'src/components/consent-banner/events.ts': 'consent-ui',
  'src/components/consent-banner/messages.ts': 'consent-ui',

  'elements/consent.ts': 'consent',
  'src/core/consent/': 'consent',
  'src/core/cookies/read.ts': 'consent',

  'src/core/consent/on-demand/': 'on-demand',
  'src/core/cookies/': 'on-demand',

  'elements/autoload.ts': 'pb',
  'elements/loaders.ts': 'pb',
  // Built into pb.js as one computed string (and into dist/pb.css), not as a module.
  'src/components/light-styles.ts': 'pb',
  'src/core/autoload/': 'pb',
  'src/core/anchors/opt-in.ts': 'pb',
  'src/core/motion/opt-in.ts': 'pb',
  'src/core/sticky/opt-in.ts': 'pb',
  'src/core/entrance/opt-in.ts': 'pb',
  'src/core/builder/opt-in.ts': 'pb',

  'src/core/formats/index.ts': 'formats',

  'elements/': 'own',
  'src/components/': 'own',
  'src/core/': 'own',
  // The consent area's own logic: the elements', beside the consent core it talks to through the bus.
  'src/core/consent/area.ts': 'own',
  // Each module's constants, in a file of their own, go with the module that imports them (the builder formats'
  // with pb-elements/formats).
  'src/core/constants/': 'own',
};

/**
 * Modules a file carries its own build of, beside the one in the module's chunk. consent.js and pb.js import nothing
 * statically, so each holds a copy of the few shared modules it uses; the elements never load consent.js, so they
 * hold a copy of the two stateless consent modules they need (the consent area activates its scripts; the split
 * test and the newsletter read cookies); formats.js runs where there is no DOM (Node, a builder's tooling), so it
 * holds a copy of the responsive resolver rather than load the element base with the core chunk. Two copies are
 * safe: the bus, the consent API and the warnings already given live on globalThis under Symbol.for keys, the
 * registration hold's state too, and the rest holds no state. A module with state that must be one per page (the
 * consent manager, blocker and store, the frame scheduler) is never copied. Keys are folders or files, as in
 * CHUNKS.
 */
export const COPIES = {
  consent: [
    'src/core/bus/',
    'src/core/log/',
    'src/core/config/index.ts',
    'src/core/text/',
    'src/core/constants/consent.ts',
    // The bus's listener limit (CCH §9), which the bus copy needs too.
    'src/core/constants/bus.ts',
    // The request time limit, the page config's default.
    'src/core/constants/request.ts',
    'src/core/consent/api.ts',
    'src/core/consent/topic.ts',
    'src/core/consent/types.ts',
  ],
  // pb.js holds the registration (the elements wait on it) and reads the consent selector.
  pb: ['src/core/autoload/hold.ts', 'src/core/constants/consent.ts'],
  elements: ['src/core/consent/activate.ts', 'src/core/cookies/read.ts'],
  formats: ['src/core/formats/responsive.ts'],
};

/** The chunks rollup is told about (manualChunks); it places the rest itself. */
export const NAMED = ['shared', 'core', 'chrome', 'form', 'consent-ui', 'consent'];

/** The built file a chunk is, or a copy lands in; undefined where rollup picks the file. */
export const FILE = {
  shared: /^chunks\/shared-[\w-]+\.js$/,
  core: /^chunks\/core-[\w-]+\.js$/,
  chrome: /^chunks\/chrome-[\w-]+\.js$/,
  form: /^chunks\/form-[\w-]+\.js$/,
  'consent-ui': /^chunks\/consent-ui-[\w-]+\.js$/,
  consent: /^consent\.js$/,
  pb: /^pb\.js$/,
  formats: /^formats\.js$/,
};

/**
 * A module id or a source map's path, as the table spells it: relative to the project, with `/`, no rollup prefix
 * or query, and a package's file as `node_modules/<package>/...` wherever node_modules is. A source map's paths
 * climb out of dist/ (by more levels than the file's own depth, where the typescript plugin made them): the
 * leading `../` are dropped.
 */
export function moduleKey(id, root = process.cwd()) {
  let p = id.replaceAll('\\', '/').replace(/^\0/, '').replace(/\?.*$/, '');
  const npm = p.lastIndexOf('node_modules/');
  if (npm >= 0) return p.slice(npm);
  const base = `${root.replaceAll('\\', '/').replace(/\/$/, '')}/`;
  if (p.startsWith(base)) p = p.slice(base.length);
  return p.replace(/^(\.\.?\/)+/, '');
}

/** The table entry that decides for `key`: the longest matching one. */
function entry(table, key) {
  let best;
  for (const k of table) if (key.startsWith(k) && (!best || k.length > best.length)) best = k;
  return best;
}

const chunkKeys = Object.keys(CHUNKS);
/** The key of CHUNKS that decides where `key` lands. */
export const declaredBy = (key) => entry(chunkKeys, key);
/** Where `key` (see moduleKey) lands: a chunk name from CHUNKS, or undefined for a file outside the table. */
export const chunkOf = (key) => CHUNKS[declaredBy(key)];
/** Which of consent.js, pb.js and the elements carry their own copy of `key`. */
export const copiesOf = (key) => Object.keys(COPIES).filter((side) => entry(COPIES[side], key));
