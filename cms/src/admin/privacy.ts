import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'
import {
  emailKey,
  genericMessages,
  privacyMessages,
  PrivacyEraseRequestSchema,
  PrivacyExportQuerySchema,
  totalCount,
  type PrivacyEraseResponse,
} from '#content-schema'
import { personReference, recordAudit } from '../privacy/audit.ts'
import { erasePersonalData, exportPersonalData } from '../privacy/personalData.ts'
import { inTransaction } from '../database/transaction.ts'
import { adminError, queryParams, readAdminJson, rejectNonAdmin } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'

function invalid(result: z.ZodSafeParseError<unknown>): Response {
  return adminError(400, result.error.issues[0]?.message ?? genericMessages.invalidRequest)
}

async function guarded(req: PayloadRequest, path: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (cause) {
    req.payload.logger.error({ err: cause, msg: `admin endpoint ${path} failed` })
    return adminError(503, genericMessages.unavailable)
  }
}

const userId = (req: PayloadRequest) => (typeof req.user?.id === 'number' ? req.user.id : null)

/**
 * GET /api/admin/privacy/export?email= — every record of that address across the collections that hold
 * personal data, as a JSON download. Admins only; the audit log records who exported how many records of
 * which address (never the data).
 */
export const privacyExportEndpoint: Endpoint = {
  path: '/admin/privacy/export',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const parsed = PrivacyExportQuerySchema.safeParse(queryParams(req))
    if (!parsed.success) return invalid(parsed)
    const { email } = parsed.data
    return guarded(req, '/admin/privacy/export', async () => {
      const exported = await exportPersonalData(req, email)
      await recordAudit(req.payload, { action: 'export', subject: personReference(email), counts: exported.counts, user: userId(req) })
      const day = exported.exportedAt.slice(0, 10)
      const filename = `dati-personali-${email.replace(/[^a-z0-9.@_-]/g, '_')}-${day}.json`
      return new Response(JSON.stringify(exported, null, 2), {
        headers: {
          ...noStore,
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
        },
      })
    })
  },
}

/**
 * POST /api/admin/privacy/erase { email } — deletes or anonymises every record of that address in one
 * transaction, with its audit-log entry, and answers the counts per collection. Admins only; an admin cannot
 * erase their own account from here (they would lock themselves out mid-operation).
 */
export const privacyEraseEndpoint: Endpoint = {
  path: '/admin/privacy/erase',
  method: 'post',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const read = await readAdminJson(req)
    if ('refused' in read) return read.refused
    const parsed = PrivacyEraseRequestSchema.safeParse(read.body)
    if (!parsed.success) return invalid(parsed)
    const { email } = parsed.data
    if (emailKey(req.user?.email ?? '') === email) return adminError(400, privacyMessages.ownAccount)
    return guarded(req, '/admin/privacy/erase', async () => {
      const counts = await inTransaction(req, async () => {
        const erased = await erasePersonalData(req, email)
        // Never the address: the entry outlives the data it records the erasure of.
        await recordAudit(req.payload, { action: 'erase', subject: privacyMessages.erased(totalCount(erased)), counts: erased, user: userId(req) }, req)
        return erased
      })
      const response: PrivacyEraseResponse = { email, counts, total: totalCount(counts) }
      return Response.json(response, { headers: noStore })
    })
  },
}
