import { describe, expect, it } from 'vitest'
import { merchantAuthMessages, merchantLogoMessages } from '#content-schema'
import { api, apiLogin, baseUrl, caughtMails, demoAccount } from './harness.ts'

/**
 * What the built product answers when it refuses an account's request. Next's production build names Payload's
 * errors differently from the tests' in-process API (it emitted APIError as an anonymous class, and every plain
 * refusal read "An unknown error occurred."), so these are asked of the running product.
 */

const admin = demoAccount('Admin')
const prato = demoAccount('Merchant (Prato)')
const password = 'Rifiuti!Italiani26'

async function resetTokenFromMail(to: string): Promise<string> {
  let token: string | undefined
  await expect
    .poll(
      async () => {
        const messages = await caughtMails()
        const mail = messages.find((message) => JSON.stringify(message.to).includes(to) && message.subject.startsWith('Reimposta la tua password'))
        token = mail?.text.match(/reset-password\?token=([0-9a-f]+)/)?.[1]
        return token
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeTruthy()
  return token!
}

describe('refusals of the built product', () => {
  it('a wrong current password, a reused reset link and an SVG logo are refused in Italian', async () => {
    const email = `rifiuti.${Date.now()}@example.com`
    const created = await api('POST', '/users', await apiLogin(admin.email, admin.password), { email, password, roles: ['merchant'] })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const token = await apiLogin(email, password)

    const wrong = await api('PATCH', `/users/${id}`, token, { password: 'Nuova!Chiave2026', currentPassword: 'Sbagliata!2026' })
    expect([wrong.status, wrong.body]).toEqual([403, { errors: [{ message: merchantAuthMessages.currentPasswordWrong }] }])

    expect((await api('POST', '/users/forgot-password', undefined, { email })).status).toBe(200)
    const resetToken = await resetTokenFromMail(email)
    expect((await api('POST', '/users/reset-password', undefined, { token: resetToken, password: 'Prima!Chiave2026' })).status).toBe(200)
    const reused = await api('POST', '/users/reset-password', undefined, { token: resetToken, password: 'Seconda!Chiave2026' })
    expect([reused.status, reused.body]).toEqual([403, { errors: [{ message: merchantAuthMessages.invalidLink }] }])

    const form = new FormData()
    form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'logo.svg')
    const svg = await fetch(`${baseUrl}/api/merchant-logos`, { method: 'POST', headers: { authorization: `JWT ${await apiLogin(prato.email, prato.password)}` }, body: form })
    expect([svg.status, await svg.json()]).toEqual([400, { errors: [{ message: merchantLogoMessages.invalidType }] }])
  })
})
