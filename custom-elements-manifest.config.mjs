/** `npm run manifest`: documents the elements in custom-elements.json (docs/architecture.md §3). */
export default {
  globs: ['elements/**/*.ts'],
  // Entry scripts that define no element.
  exclude: ['**/*.test.ts', 'elements/hostedPage.ts', 'elements/startSignInPage.ts', 'elements/embed.ts'],
  outdir: '.',
  litelement: false,
  // package.json names the manifest once ("customElements"); an analysis into another
  // directory (a staleness check) must not rewrite it.
  packagejson: false,
};
