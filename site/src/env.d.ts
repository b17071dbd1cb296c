declare namespace App {
  interface Locals {
    /** The staff session a ?anteprima=1 request renders drafts with (site/src/lib/preview.ts). */
    preview?: Promise<import('./lib/cms.ts').Preview | null>
  }
}
