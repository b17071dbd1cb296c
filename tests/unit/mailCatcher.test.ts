import net from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from '../../server/mail-catcher.ts'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

describe('the mail catcher', () => {
  let catcher: ReturnType<typeof startMailCatcher>
  let smtpPort: number
  beforeAll(async () => {
    smtpPort = await freePort()
    catcher = startMailCatcher({ smtpPort, webPort: await freePort() })
    await catcher.listen()
  })
  afterAll(() => catcher.close())

  it('keeps its inbox when a client resets its connection mid-message (a runner killed while sending)', async () => {
    for (let n = 0; n < 3; n++) {
      const socket = net.connect(smtpPort, '127.0.0.1')
      await new Promise<void>((resolve) => socket.once('data', () => resolve()))
      socket.write('EHLO killed.example\r\nMAIL FROM:<a@example.com>\r\nRCPT TO:<b@example.com>\r\nDATA\r\n')
      await new Promise((resolve) => setTimeout(resolve, 100))
      socket.write('Subject: half a message\r\n\r\nnever ')
      socket.resetAndDestroy()
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Dopo i reset', text: 'Arrivata' })
    expect(catcher.messages.map((message) => message.subject)).toEqual(['Dopo i reset'])
  })
})
