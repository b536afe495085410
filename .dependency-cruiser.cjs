// Import rules of Entwine's layers (see docs/decisions/004-domain-layer.md). Checked in `npm test` by
// tests/integration/architecture.test.ts, which fails naming the rule that an import breaks.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not import each other in a circle: cycles make load order fragile and layers meaningless.",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-client-not-server",
      severity: "error",
      comment:
        "app/components and app/lib run in the browser: they must not import server/. Move shared code to domain/.",
      from: { path: "^app/(components|lib)/" },
      to: { path: "^server/" },
    },
    {
      name: "server-not-app",
      severity: "error",
      comment:
        "server/ must not import app/: shared rules belong in domain/. The React Router build is loaded at run time, not imported.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "server-base-stands-alone",
      severity: "error",
      comment:
        "server/base (config, logger, domain errors, validation, paths, clock) is what the rest of the server stands on: it imports only server/base, domain/, content/ and libraries, never the edge (server/http, server/app.ts), the services, the database or app/.",
      from: { path: "^server/base/" },
      to: { path: "^(app|server)/", pathNot: "^server/base/" },
    },
    {
      name: "services-not-edge",
      severity: "error",
      comment:
        "Services and the database never import the edge (server/http, server/app.ts, the process files, the CLI): they throw domain errors from server/base and the edge maps them to HTTP.",
      from: { path: "^server/(services|db)/" },
      to: { path: "^server/(http/|cli/|(app|main|bootstrap|dev)\\.ts$)" },
    },
    {
      name: "content-self-contained",
      severity: "error",
      comment:
        "content/ is typed data: it imports nothing of the project but content/ itself. Its tests may check domain/ helpers against the data.",
      from: { path: "^content/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(app|server|domain|scripts|tests|bench)/" },
    },
    {
      name: "domain-pure",
      severity: "error",
      comment: "domain/ imports only content/, domain/ and libraries, never app/ or server/.",
      from: { path: "^domain/" },
      to: { path: "^(app|server|scripts|bench)/" },
    },
    {
      name: "domain-no-io",
      severity: "error",
      comment: "domain/ does no I/O: Node built-ins (fs, net, child_process, ...) stay in server/.",
      from: { path: "^domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "product-not-tests",
      severity: "error",
      comment:
        "Test doubles and helpers live under tests/ and only tests import them: a product module (app/, server/, content/, domain/) that imports tests/ would ship a fake. Tests next to the code (*.test.ts[x]) may.",
      from: { path: "^(app|server|content|domain)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|\\.tmp|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {},
  },
};
