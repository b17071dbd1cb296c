import type { TaskConfig } from 'payload'
import { productMetrics } from '../../../platform/metrics.ts'
import { smsGateway, smsPriceEur } from './gateway.ts'

export type SmsInput = { to: string; text: string }

/**
 * Every SMS goes through the jobs queue, queued in the transaction of what caused it (a request's code exists
 * exactly when its hash is stored), and sent by the runner through the one gateway (sms/gateway.ts). A code is
 * worth something for minutes only, so a failed send is tried again three times, ten seconds apart, then left
 * failed in the queue: the consumer asks for a new code.
 */
export const sendSmsTask: TaskConfig<{ input: SmsInput; output: { messageId: string } }> = {
  slug: 'sendSms',
  label: 'Invio SMS',
  retries: { attempts: 3, backoff: { type: 'fixed', delay: 10_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input }) => {
    const gateway = smsGateway()
    if (!gateway) throw new Error('SMS_URL is not set: no SMS can be sent')
    const sent = await gateway.send({ to: input.to, text: input.text })
    // What the SMS cost shows on /metrics: pumping would show as money, not only as a count.
    productMetrics().smsSent.inc()
    productMetrics().smsCostEur.inc(smsPriceEur())
    return { output: { messageId: sent.id } }
  },
}
