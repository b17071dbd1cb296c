/**
 * The vendor tags, loaded by the cookie banner only after consent and only with an id configured in the CMS.
 * Each is the vendor's own bootstrap (a queue the library drains once it arrives) followed by its library,
 * written here rather than inline so the page's Content-Security-Policy needs no 'unsafe-inline'.
 */
type Queue = { (...args: unknown[]): void; queue?: unknown[]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string }
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; fbq?: Queue; _fbq?: Queue }

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

/** Google Analytics 4 through gtag.js: sets _ga (2 years) and _gid (24 hours). */
export function loadGoogleAnalytics(id: string): void {
  const w = window as TagWindow
  if (w.gtag) return
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', id)
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
}

/** Meta Pixel: sets _fbp (3 months). */
export function loadMetaPixel(id: string): void {
  const w = window as TagWindow
  if (w.fbq) return
  const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args))
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] })
  w.fbq = w._fbq = fbq
  addScript('https://connect.facebook.net/en_US/fbevents.js')
  fbq('init', id)
  fbq('track', 'PageView')
}
