/**
 * zod compiles object parsers with `new Function`, probing for it when an object schema is
 * created; under our CSP (script-src without 'unsafe-eval') that probe is a violation on every
 * page. main.tsx runs this before loading any module that defines a schema. The setting is global
 * to the one zod the web app and the contract share.
 *
 * Written into zod's global config object (zod 4 keeps it on `globalThis.__zod_globalConfig` and
 * adopts an existing one when its core loads) rather than through `z.config()`: importing zod here
 * put its core into the entry chunk. zod-config.test.ts checks that zod reads the setting.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
