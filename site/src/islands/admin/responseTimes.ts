import { useEffect, useState } from 'react'
import { AdminResponseTimesSchema, type AdminResponseTimes } from '#content-schema/leads/leadWorkflow.ts'
import { AdminReturnCountsSchema, type AdminReturnCounts } from '#content-schema/leads/leadReturns.ts'
import { api } from '../sessionApi.ts'

/** The measured response times of the merchants on the table's page (cms/src/admin/responseTimes.ts). */
export function useResponseTimes(ids: number[]): AdminResponseTimes {
  const [times, setTimes] = useState<AdminResponseTimes>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    // Without the figures the column stays empty; nothing else depends on them.
    void api('GET', `/admin/response-times?ids=${key}`, undefined, { schema: AdminResponseTimesSchema }).then((result) => {
      if (result.ok) setTimes(result.data)
    })
  }, [key])
  return times
}

/** The returns of the merchants on the table's page, by state (cms/src/admin/returnCounts.ts). */
export function useReturnCounts(ids: number[]): AdminReturnCounts {
  const [counts, setCounts] = useState<AdminReturnCounts>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    // Without the figures the column stays empty; nothing else depends on them.
    void api('GET', `/admin/return-counts?ids=${key}`, undefined, { schema: AdminReturnCountsSchema }).then((result) => {
      if (result.ok) setCounts(result.data)
    })
  }, [key])
  return counts
}
