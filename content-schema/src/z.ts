import { z } from 'zod'

/**
 * zod as every schema here builds it. In the browser zod parses without compiling its object fast path:
 * compiling needs `new Function`, which the site's Content-Security-Policy refuses (and Chromium reports even
 * zod's probe for it as a violation). On the server, where no policy applies, the fast path stays. Each module
 * takes `z` from here, so the setting is in place before any schema is built, whichever module a bundle loads.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
