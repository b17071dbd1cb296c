import { z } from 'zod'

/**
 * In the browser zod parses without compiling its object fast path: compiling needs `new Function`, which the
 * site's Content-Security-Policy refuses (and Chromium reports even zod's probe for it as a violation). On the
 * server, where no policy applies, the fast path stays. Imported first by index.ts, before any schema is built.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })
