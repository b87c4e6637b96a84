// Zod compiles fast parsers with `new Function`, which the server's Content-Security-Policy
// forbids (no 'unsafe-eval'). Zod reads this global when it loads and each schema reads it when
// it is created; the bundler may run the chunk holding zod and the contracts' schemas before
// any code of the entry, so the setting is made here, by a classic script that runs first.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
