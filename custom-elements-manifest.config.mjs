/** `npm run manifest`: documents the elements in custom-elements.json (ARCHITECTURE.md §3). */
export default {
  globs: ['elements/**/*.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: false,
  // package.json names the manifest once ("customElements"); an analysis into another
  // directory (a staleness check) must not rewrite it.
  packagejson: false,
};
