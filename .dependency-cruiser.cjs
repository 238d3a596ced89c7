/**
 * The site's layers (ARCHITECTURE, ADR 0025): pages use layouts, components, hooks and lib; layouts
 * use components, hooks and lib; components use hooks and lib; hooks use lib; `lib/` — the site's
 * code without React screens, one folder a concern (api, cart, catalogue, i18n, session,
 * tracking, account, page) — uses only lib and the packages. `render/` (Vike's hooks) sits beside
 * the pages. No import cycle anywhere. Run by `npm test`'s lint step (`depcruise site`).
 */
const layer = (from, to, comment, allowed) => ({
  name: `${from}-not-${to.replace(/[^a-z]+/g, '-')}`,
  comment,
  severity: 'error',
  // A test may reach across layers to the thing it checks (a build plugin, a page's file).
  from: { path: `^site/${from}/`, pathNot: '\\.test\\.' },
  to: { path: `^site/(${to})/`, ...(allowed ? { pathNot: allowed } : {}) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: a module that needs itself back, through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('lib', 'hooks|components|layouts|pages|render', 'lib/ is the bottom layer: no React screen, no Vike hook.'),
    layer('hooks', 'components|layouts|pages|render', 'A hook uses lib/ only.'),
    layer(
      'components',
      'layouts|pages|render',
      'A component uses hooks and lib/ only, and `render/deferred` for a part loaded after the page.',
      '^site/render/deferred',
    ),
    layer('layouts', 'pages', 'A layout knows no page.'),
    layer('render', 'pages|layouts', 'Vike’s hooks know no page nor layout.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|builds|live|test-results|playwright-report|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'site/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@gamelle/source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
