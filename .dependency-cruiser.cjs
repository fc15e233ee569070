/**
 * The house's structure, checked by `npm test` (scripts/check-structure.mjs): no file reaches itself through its
 * imports (type-only and lazy imports count), and no import goes up a floor. The floors, from the ground:
 *   src/shared  — isomorphic code: no DOM, no Node APIs; imports nothing of the studio above it
 *   plugins     — the node types: their definitions (no React) and hand-built editors; shared only
 *   src/client and src/server — side by side; each imports shared and plugins, never the other
 */
const floorRule = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } });

module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      comment: 'A file reaches itself through its imports: the two ends cannot be read, tested or loaded apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    floorRule(
      'shared-stays-below',
      'src/shared is the ground floor: it imports nothing of plugins, client or server.',
      '^src/shared/',
      '^(plugins|src/client|src/server)/',
    ),
    floorRule(
      'plugins-below-client-and-server',
      "The plugins stand below the client and the server: an editor takes the client's controls through the plugin kit.",
      '^plugins/',
      '^src/(client|server)/',
    ),
    floorRule('client-not-server', 'The client and the server meet only in src/shared.', '^src/client/', '^src/server/'),
    floorRule('server-not-client', 'The client and the server meet only in src/shared.', '^src/server/', '^src/client/'),
    floorRule(
      'flow-model-below-edits',
      "The call-flow server's sub-areas stand model < edits < nodes, tasks: the stored flow knows no edit.",
      '^src/server/modules/flow/model/',
      '^src/server/modules/flow/(edits|nodes|tasks)/',
    ),
    floorRule(
      'flow-edits-below-routes',
      'An edit of a task knows nothing of the node and task routes that run it.',
      '^src/server/modules/flow/edits/',
      '^src/server/modules/flow/(nodes|tasks)/',
    ),
    {
      name: 'flow-nodes-apart-from-tasks',
      comment: 'The node routes and the task routes share only the model and the edits.',
      severity: 'error',
      from: { path: '^src/server/modules/flow/(nodes|tasks)/' },
      to: { path: '^src/server/modules/flow/(nodes|tasks)/', pathNot: '^src/server/modules/flow/$1/' },
    },
    {
      name: 'no-test-code-in-the-product',
      comment:
        "A node type's tests stand beside it (plugins/<type>/<type>.test.ts, with plugins/test-support.ts): no product file imports them, so no build takes them in.",
      severity: 'error',
      from: { path: '^(src|plugins)/', pathNot: '(\\.test\\.tsx?$)|(^plugins/test-support\\.ts$)' },
      to: { path: '(\\.test\\.tsx?$)|(^plugins/test-support\\.ts$)|(^tests/)' },
    },
    {
      name: 'shared-no-node',
      comment: 'src/shared runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'definitions-no-react',
      comment: "A node type's definition is its shared half (the server imports it): no React, no editor.",
      severity: 'error',
      from: { path: '^plugins/[^/]+/definition\\.ts$' },
      to: { path: '(^node_modules/(react|react-dom|@blueprintjs)/)|(/Editor\\.tsx$)' },
    },
    {
      name: 'resolvable',
      comment: "An import that names no file (the build's own virtual modules, virtual:…, are made by its plugins).",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
