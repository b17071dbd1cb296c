import { useEffect, useState } from 'react'
import type { AdminResponseTimes } from '#content-schema/leadWorkflow.ts'
import { apiJson } from './api.ts'

/** The measured response times of the merchants on the table's page (cms/src/endpoints/admin/responseTimes.ts). */
export function useResponseTimes(ids: number[]): AdminResponseTimes {
  const [times, setTimes] = useState<AdminResponseTimes>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    apiJson<AdminResponseTimes>(`/admin/response-times?ids=${key}`)
      .then(setTimes)
      .catch((error: unknown) => console.error('Errore nel caricare i tempi di risposta:', error))
  }, [key])
  return times
}
