import { useEffect, useState } from 'react'
import type { ZodType } from 'zod'
import { AdminResponseTimesSchema, type AdminResponseTimes } from '#content-schema/leads/leadWorkflow.ts'
import { AdminReturnCountsSchema, type AdminReturnCounts } from '#content-schema/leads/leadReturns.ts'
import { api } from '../sessionApi.ts'

/**
 * A figure per merchant on the table's page, read from an admin endpoint by their ids (`?ids=1,2,3`): empty until it
 * answers, and left empty when it fails, since the column is all that depends on it.
 */
function useMerchantFigures<V>(path: string, schema: ZodType<Record<string, V>>, ids: number[]): Record<string, V> {
  const [figures, setFigures] = useState<Record<string, V>>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    void api('GET', `${path}?ids=${key}`, undefined, { schema }).then((result) => {
      if (result.ok) setFigures(result.data)
    })
  }, [path, schema, key])
  return figures
}

/** The measured response times of the merchants on the table's page (cms/src/admin/responseTimes.ts). */
export const useResponseTimes = (ids: number[]): AdminResponseTimes => useMerchantFigures('/admin/response-times', AdminResponseTimesSchema, ids)

/** The returns of the merchants on the table's page, by state (cms/src/admin/returnCounts.ts). */
export const useReturnCounts = (ids: number[]): AdminReturnCounts => useMerchantFigures('/admin/return-counts', AdminReturnCountsSchema, ids)
