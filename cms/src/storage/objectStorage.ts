import fs from 'node:fs'
import path from 'node:path'
import type { CollectionConfig, Plugin } from 'payload'
import { s3Storage } from '@payloadcms/storage-s3'
import { collectionSlugs } from '../slugs.ts'

export type ObjectStorageSettings = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/**
 * The S3-compatible store for uploads, when S3_* is set; none (local disk under DATA_DIR) when none of it is.
 * Some but not all of it is a configuration mistake that would otherwise leave each node writing to its own
 * disk, so it stops the process.
 */
export function objectStorageSettings(env: NodeJS.ProcessEnv = process.env): ObjectStorageSettings | null {
  const missing = REQUIRED.filter((name) => !env[name])
  if (missing.length === REQUIRED.length) return null
  if (missing.length) throw new Error(`Object storage is half configured: ${missing.join(', ')} not set (set all of S3_* or none).`)
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    // MinIO and most self-hosted stores address buckets by path (host/bucket/key), not by subdomain.
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  }
}

/**
 * Every upload collection (CMS images, merchants' logos) in the object store, so a file uploaded through one
 * web node is there for every other. The collections' own checks (type sniffing, size, no script in an SVG)
 * run before the plugin stores anything, as on disk. Files are still served from our origin, by Payload's file
 * route (`/api/{collection}/file/{name}`), which applies the collection's read access and streams the object
 * from the store: no bucket is exposed to browsers, and the page's CSP keeps `img-src 'self'`.
 * The plugin's fields (`prefix`, `_objectKey`) are in the schema whether or not a store is configured, so one
 * set of migrations fits both.
 */
export function objectStoragePlugin(settings = objectStorageSettings()): Plugin {
  const store = s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    // One bucket, one folder per collection: two collections may each hold a file of the same name.
    collections: {
      [collectionSlugs.media]: { prefix: collectionSlugs.media },
      [collectionSlugs.merchantLogos]: { prefix: collectionSlugs.merchantLogos },
    },
    bucket: settings?.bucket ?? '',
    config: settings
      ? {
          endpoint: settings.endpoint,
          region: settings.region,
          forcePathStyle: settings.forcePathStyle,
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default
          // streamed (aws-chunked) checksums on uploads.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {},
  })
  return async (config) => {
    const stored = await store(config)
    return settings ? stored : { ...stored, collections: stored.collections?.map(answerMissingFilesNotFound) }
  }
}

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * On disk, a file whose record exists but whose file is not on this node's disk (a second node without a shared
 * store, a restore without the uploads folder, a file removed by hand) is not found — 404, as any missing file —
 * where Payload's own file route answers 500. A file that is there is left to Payload's route (undefined).
 */
const missingOnDisk: UploadHandler = (req, { params }) => {
  const staticDir = req.payload.collections[params.collection as keyof typeof req.payload.collections]?.config.upload.staticDir
  if (!staticDir) return undefined
  const dir = path.resolve(staticDir)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep) || fs.existsSync(file)) return undefined
  return Response.json({ errors: [{ message: 'File non trovato.' }] }, { status: 404 })
}

function answerMissingFilesNotFound(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const upload = collection.upload === true ? {} : collection.upload
  return { ...collection, upload: { ...upload, handlers: [...(upload.handlers ?? []), missingOnDisk] } }
}
