import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { ObjectStorageSettings } from '../../cms/src/storage/objectStorage.ts'

function clientFor(settings: ObjectStorageSettings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })
}

/** Every object of the uploads bucket into `dir`, each under its key; returns how many and their bytes. */
export async function downloadBucket(settings: ObjectStorageSettings, dir: string): Promise<{ count: number; bytes: number }> {
  const s3 = clientFor(settings)
  let count = 0
  let bytes = 0
  let token: string | undefined
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) {
      const body = await (await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: object.Key! }))).Body!.transformToByteArray()
      const target = path.join(dir, object.Key!)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, body)
      count++
      bytes += body.length
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return { count, bytes }
}

/** Every file under `dir` into the uploads bucket, its path as its key. */
export async function uploadBucket(settings: ObjectStorageSettings, dir: string): Promise<number> {
  const s3 = clientFor(settings)
  let count = 0
  if (!fs.existsSync(dir)) return count
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: path.relative(dir, file).split(path.sep).join('/'), Body: fs.readFileSync(file) }))
    count++
  }
  return count
}
