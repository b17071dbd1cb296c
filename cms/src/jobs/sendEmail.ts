import type { TaskConfig } from 'payload'

export type EmailInput = { to: string; subject: string; html: string; text: string }

/** Every e-mail goes through the jobs queue, so a request never fails or waits because SMTP does. */
export const sendEmailTask: TaskConfig<{ input: EmailInput; output: { messageId: string } }> = {
  slug: 'sendEmail',
  label: 'Invio email',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const info = (await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text,
    })) as { messageId?: string } | undefined
    return { output: { messageId: info?.messageId ?? '' } }
  },
}
