// The manifest is built from the JSDoc on each registration file in elements/.
export default {
  globs: ['elements/pb-*.ts'],
  outdir: '.',
  packagejson: false,
};
