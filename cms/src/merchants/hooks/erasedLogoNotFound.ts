import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * A logo's URL answers 404 once its record is gone (an erased merchant's, or one replaced), wherever the
 * file is kept: Payload's own file route would answer 500 for a file missing on disk. Runs before the object
 * store's handler, which serves the file when the record exists.
 */
export const erasedLogoNotFound: FileHandler = (req, { params }) =>
  // Payload's handler type has no "maybe a Response" promise; an undefined answer lets the next handler serve.
  req.payload
    .count({ collection: 'merchant-logos', where: { filename: { equals: params.filename } }, overrideAccess: true, req })
    .then((found) =>
      found.totalDocs > 0 ? undefined : Response.json({ errors: [{ message: 'Logo non trovato.' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } }),
    ) as Promise<Response>
