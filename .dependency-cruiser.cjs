/**
 * The import graph has no circle anywhere, type-only imports included: a circle ties every
 * file on it to every other for a reader and a change, and makes evaluation order depend on
 * which file is read first. (The import arrows between folders are ESLint's, in eslint.config.js.)
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import one another without circles, type-only imports included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|release|\\.tsbuild|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
