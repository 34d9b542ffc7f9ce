// The manifest is built from the JSDoc on each registration file in elements/; scripts/generate.mjs then applies
// each element's attribute table and methods (scripts/tables.mjs).
export default {
  globs: ['elements/pb-*.ts'],
  outdir: '.',
  packagejson: false,
};
