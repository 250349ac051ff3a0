import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function`, probing for it when an object schema is
 * created; under our CSP (script-src without 'unsafe-eval') that probe is a violation on every
 * page. main.tsx runs this before loading any module that defines a schema. The setting is global
 * to the one zod the web app and the contract share.
 */
z.config({ jitless: true });
