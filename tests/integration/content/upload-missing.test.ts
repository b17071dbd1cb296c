import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import config from '../../../cms/payload.config.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'

/** Uploads on disk (no S3_*): a record whose file is not on this node's disk (cms/src/storage/objectStorage.ts). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const created: number[] = []
afterAll(async () => {
  await (await payload()).delete({ collection: collectionSlugs.media, where: { id: { in: created } }, overrideAccess: true })
})

async function get(url: string): Promise<{ status: number; body: string }> {
  await payload()
  const response = await handleEndpoints({ config, request: new Request(`http://localhost:3000${url}`) })
  return { status: response.status, body: await response.text() }
}

describe('an upload missing on the disk', () => {
  it('answers 404 in Italian, not 500, while a file that is there is served', async () => {
    const p = await payload()
    const image = await p.create({ collection: collectionSlugs.media, data: { alt: 'Prova file mancante' }, file: { name: 'mancante.png', mimetype: 'image/png', data: png, size: png.length }, overrideAccess: true })
    created.push(Number(image.id))
    const url = `/api/media/file/${image.filename}`
    const served = await get(url)
    expect(served.status).toBe(200)

    fs.rmSync(path.join(p.collections[collectionSlugs.media].config.upload.staticDir!, image.filename!))
    expect(await get(url)).toEqual({ status: 404, body: JSON.stringify({ errors: [{ message: 'File non trovato.' }] }) })
    expect((await get('/api/media/file/mai-esistito.png')).status).toBe(404)
  })
})
