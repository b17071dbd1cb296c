import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminListMessages, adminMessages, bookingAssignmentMessages, sessionCode, type AbandonedReport, type AdminListPage, type BookingCandidates } from '#content-schema'
import config from '../../../cms/payload.config.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { demo, downloadCsv, login, loginAs, payload, rest } from '../support/helpers.ts'
import { merchantId } from '../support/offersHelpers.ts'

/** The admin's tools on bookings and merchants: reassignment, suspension, erasure. Demo data from the seed. */
const tokens: Record<'admin' | 'merchant', string> = { admin: '', merchant: '' }

beforeAll(async () => {
  tokens.admin = await loginAs('Admin')
  tokens.merchant = await loginAs('Merchant (Prato)')
})

/** A call-form request as the public endpoint stores it (no merchant, no CAP), once its sender opened the e-mail's link. */
async function callRequest(servizio: 'fotovoltaico' | 'luce-gas' = 'fotovoltaico'): Promise<number> {
  const p = await payload()
  const booking = await p.create({
    collection: collectionSlugs.bookings,
    data: { origine: 'chiamata', nomeCliente: 'Ivo Riassegna', telefonoCliente: '+39 333 000 1111', emailCliente: 'ivo.riassegna@example.com', servizioRichiesto: servizio, stato: 'in_attesa', contattoVerificatoIl: new Date().toISOString() },
    overrideAccess: true,
  })
  return booking.id
}

const patch = (id: number, body: Record<string, unknown>, token = tokens.admin) => rest('PATCH', `/bookings/${id}`, { token, body })
const errorOf = (result: { body: Record<string, unknown> }) => (result.body.errors as { message: string }[] | undefined)?.[0]?.message

describe('booking reassignment', () => {
  it('lists as candidates only the active merchants serving the booking service and CAP', async () => {
    const id = await callRequest()
    const withoutCap = await rest('GET', `/admin/bookings/${id}/candidates`, { token: tokens.admin })
    expect(withoutCap.body).toEqual({ cap: null, merchants: [] })
    const result = await rest('GET', `/admin/bookings/${id}/candidates?cap=59100`, { token: tokens.admin })
    expect(result.status).toBe(200)
    const body = result.body as unknown as BookingCandidates
    expect(body.cap).toBe('59100')
    expect(body.merchants.map((merchant) => merchant.nomeAzienda)).toEqual(['Energia Toscana S.r.l.'])
    expect((await rest('GET', `/admin/bookings/${id}/candidates?cap=5910`, { token: tokens.admin })).body).toEqual({ error: bookingAssignmentMessages.invalidCap })
    expect((await rest('GET', `/admin/bookings/${id}/candidates`, { token: tokens.merchant })).status).toBe(403)
    expect((await rest('GET', '/admin/bookings/999999/candidates', { token: tokens.admin })).status).toBe(404)
  })

  it('refuses, in Italian, a merchant that is not active or does not serve the service and CAP', async () => {
    const id = await callRequest()
    const energia = await merchantId('Energia Toscana S.r.l.')
    const noCap = await patch(id, { merchant: energia })
    expect(noCap.status).toBe(400)
    expect(errorOf(noCap)).toBe(bookingAssignmentMessages.noCap)

    // Serves the CAP but not fotovoltaico; serves fotovoltaico but not the CAP; in review; suspended.
    for (const name of ['Prato Sicura Impianti', 'Sole di Firenze Fotovoltaico', 'Nuova Energia Fiorentina', 'Vesuvio Assicurazioni']) {
      const result = await patch(id, { merchant: await merchantId(name), capCliente: '59100' })
      expect(result.status, name).toBe(400)
      expect(errorOf(result), name).toBe(bookingAssignmentMessages.notServing)
    }
    const p = await payload()
    const unchanged = await p.findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true })
    expect(unchanged.merchant ?? null).toBeNull()
    expect(unchanged.capCliente ?? null).toBeNull()
  })

  it('hands the booking to a serving merchant and moves its state only along the machine', async () => {
    const id = await callRequest()
    const energia = await merchantId('Energia Toscana S.r.l.')
    const assigned = await patch(id, { merchant: energia, capCliente: '59100', stato: 'contattato' })
    expect(assigned.status).toBe(200)
    expect(assigned.body.doc).toMatchObject({ capCliente: '59100', stato: 'contattato' })

    const backwards = await patch(id, { stato: 'in_attesa' })
    expect(backwards.status).toBe(400)
    expect(errorOf(backwards)).toBe('Cambio di stato non consentito: da "Contattato" a "In Attesa".')
    expect((await patch(id, { stato: 'convertito' })).status).toBe(200)

    // The new merchant now reads it among its bookings; a merchant cannot move a booking elsewhere.
    const own = await rest('GET', `/bookings/${id}?depth=0`, { token: tokens.merchant })
    expect(own.status).toBe(200)
    const p = await payload()
    const suspended = await merchantId('Vesuvio Assicurazioni')
    await patch(id, { merchant: suspended }, tokens.merchant)
    expect((await p.findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true })).merchant).toBe(energia)
  })

  it('refuses a merchant that already has a booking for the same lead', async () => {
    const p = await payload()
    const lead = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Pia Doppia', email: 'pia.doppia@example.com', telefono: '+39 333 000 2222', servizio: 'luce-gas', cap: '59100' },
      overrideAccess: true,
    })
    const energia = await merchantId('Energia Toscana S.r.l.')
    const base = { lead: lead.id, origine: 'offerte' as const, nomeCliente: 'Pia Doppia', telefonoCliente: '+39 333 000 2222', emailCliente: 'pia.doppia@example.com', servizioRichiesto: 'luce-gas' as const, capCliente: '59100', stato: 'in_attesa' as const }
    await p.create({ collection: collectionSlugs.bookings, data: { ...base, merchant: energia }, overrideAccess: true })
    const other = await p.create({ collection: collectionSlugs.bookings, data: { ...base, merchant: await merchantId('Prato Sicura Impianti') }, overrideAccess: true })
    const result = await patch(other.id, { merchant: energia })
    expect(result.status).toBe(400)
    expect(errorOf(result)).toBe(bookingAssignmentMessages.alreadyBooked)
  })
})

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The status of a GET that answers a file, not JSON. */
async function statusOf(path: string): Promise<number> {
  await payload()
  const response = await handleEndpoints({ config, request: new Request(`http://localhost:3000${path}`) })
  await response.arrayBuffer()
  return response.status
}

describe('erasing a merchant', () => {
  it('erases its profile, user, sessions and logo file, and keeps its bookings without a merchant', async () => {
    const p = await payload()
    const account = demo('Merchant (Milano)')
    const token = await login(account.email, account.password)
    const id = await merchantId('Lombardia Connect')
    const profile = await p.findByID({ collection: collectionSlugs.merchants, id, depth: 0, overrideAccess: true })
    const userId = profile.user as number
    const logo = await p.create({
      collection: collectionSlugs.merchantLogos,
      data: { owner: userId },
      file: { name: 'logo.png', mimetype: 'image/png', data: png, size: png.length },
      overrideAccess: true,
    })
    expect((await rest('PATCH', `/merchants/${id}`, { token: tokens.admin, body: { logo: logo.id } })).status).toBe(200)
    const logoUrl = `/api/merchant-logos/file/${logo.filename}`
    expect(await statusOf(logoUrl)).toBe(200)
    const bookings = await p.find({ collection: collectionSlugs.bookings, where: { merchant: { equals: id } }, depth: 0, overrideAccess: true })
    expect(bookings.totalDocs).toBeGreaterThan(0)

    const erased = await rest('DELETE', `/merchants/${id}`, { token: tokens.admin })
    expect(erased.status).toBe(200)

    expect((await rest('POST', '/users/login', { body: { email: account.email, password: account.password } })).status).toBe(401)
    expect((await rest('GET', '/users/me', { token })).body.user ?? null).toBeNull()
    expect((await rest('GET', `/bookings?depth=0`, { token })).status).toBe(403)
    expect(await statusOf(logoUrl)).toBe(404)
    expect((await p.find({ collection: collectionSlugs.users, where: { id: { equals: userId } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await p.find({ collection: collectionSlugs.merchantLogos, where: { owner: { equals: userId } }, overrideAccess: true })).totalDocs).toBe(0)

    for (const booking of bookings.docs) {
      const kept = await p.findByID({ collection: collectionSlugs.bookings, id: booking.id, depth: 0, overrideAccess: true })
      expect(kept).toMatchObject({ origine: 'offerte', nomeCliente: booking.nomeCliente, stato: booking.stato })
      expect(kept.merchant ?? null).toBeNull()
    }
  })

  it('never erases a staff account with a merchant profile', async () => {
    const p = await payload()
    const editor = await p.find({ collection: collectionSlugs.users, where: { roles: { contains: 'editor' } }, limit: 1, depth: 0, overrideAccess: true })
    const editorId = editor.docs[0]!.id
    const created = await p.create({
      collection: collectionSlugs.merchants,
      data: { user: editorId, nomeCognome: 'Eda Staff', nomeAzienda: 'Profilo Di Staff', ragioneSociale: 'Profilo Di Staff S.r.l.', partitaIva: '00159560366', sede: 'Via Roma 2, Prato', servizi: ['luce-gas'], capCoperti: [{ cap: '59100' }], settoreAttivita: 'Test', cap: '59100', zonaGeografica: 'Prato', telefono: '+39 0574 000002', email: 'staff.profilo@example.com', stato: 'in_revisione' },
      overrideAccess: true,
    })
    expect((await rest('DELETE', `/merchants/${created.id}`, { token: tokens.admin })).status).toBe(200)
    expect((await p.find({ collection: collectionSlugs.users, where: { id: { equals: editorId } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('admin lists: search, filter, sort, pages and CSV', () => {
  const csv = (path: string, token?: string) => downloadCsv(path, token === undefined ? tokens.admin : token || null)
  const page = async (path: string) => {
    const result = await rest('GET', `/admin/lists/${path}`, { token: tokens.admin })
    expect(result.status, path).toBe(200)
    return result.body as unknown as AdminListPage<Record<string, unknown>>
  }

  it('answers one page the search, filter and sort pick, with the fields the list draws', async () => {
    const byCap = await page('merchants?q=59100&sort=nomeAzienda')
    expect(byCap.docs.map((doc) => doc.nomeAzienda)).toEqual(['Energia Toscana S.r.l.', 'Prato Sicura Impianti'])
    expect(byCap.totalDocs).toBe(2)
    expect(byCap.totalAll).toBeGreaterThan(2)
    expect(Object.keys(byCap.docs[0]!)).not.toContain('partitaIva')
    expect((await page('merchants?q=59100&sort=-nomeAzienda')).docs.map((doc) => doc.nomeAzienda)).toEqual(['Prato Sicura Impianti', 'Energia Toscana S.r.l.'])
    // Every word must match somewhere: name and CAP together.
    expect((await page('merchants?q=prato%2059100')).docs.map((doc) => doc.nomeAzienda)).toEqual(['Prato Sicura Impianti'])
    expect((await page('merchants?filter=sospeso')).docs.map((doc) => doc.stato)).toEqual(['sospeso'])

    const bookings = await page('bookings?filter=contattato')
    expect(bookings.docs.every((doc) => doc.stato === 'contattato')).toBe(true)
    expect((bookings.docs.find((doc) => doc.nomeCliente === 'Davide Moretti')?.merchant as { nomeAzienda: string }).nomeAzienda).toBe('Energia Toscana S.r.l.')

    const all = await page('client-requests')
    expect(all.totalDocs).toBeGreaterThan(2)
    const second = await page(`client-requests?page=2`)
    expect(second.page).toBe(2)
    expect((await page('client-requests?q=moretti')).docs.map((doc) => doc.nome)).toEqual(['Davide Moretti'])
    const topic = (await page('contact-requests')).docs[0]!.argomento as string
    expect((await page(`contact-requests?filter=${topic}`)).docs.every((doc) => doc.argomento === topic)).toBe(true)
    expect((await page('contact-requests?q=nessuno-si-chiama-cosi')).totalDocs).toBe(0)
  })

  it('downloads the rows the search and filter match, in the asked order, with Italian headers and labels', async () => {
    const result = await csv('/admin/export/merchants?q=59100&sort=nomeAzienda')
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toBe(`attachment; filename="merchant-${new Date().toISOString().slice(0, 10)}.csv"`)
    expect(result.lines[0]).toBe('Azienda,Referente,Email,Telefono,Settore,Zona,CAP,Servizi,Stato,Data')
    expect(result.lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Energia Toscana S.r.l.', 'Prato Sicura Impianti'])

    const suspended = await csv('/admin/export/merchants?filter=sospeso')
    expect(suspended.lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Vesuvio Assicurazioni'])
    expect(suspended.lines[1]).toContain(',Sospeso,')

    const converted = await csv('/admin/export/bookings?filter=convertito')
    expect(converted.lines[0]).toBe('Cliente,Email,Telefono,Servizio,CAP,Merchant,Stato,Data')
    expect(converted.lines.slice(1).every((line) => line.includes(',Convertito,'))).toBe(true)
    // Lombardia Connect was erased above: its booking stays, labelled.
    expect(converted.lines.find((line) => line.startsWith('Sara Conti,'))).toContain(',Merchant eliminato,')
    const contacted = await csv('/admin/export/bookings?filter=contattato')
    expect(contacted.lines.find((line) => line.startsWith('Davide Moretti,'))).toContain(',Energia Toscana S.r.l.,')

    const leads = await csv('/admin/export/client-requests?q=moretti')
    expect(leads.lines[0]).toBe('Cliente,Email,Telefono,Servizio,CAP,Città,Data')
    expect(leads.lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Davide Moretti'])
    const contacts = await csv('/admin/export/contact-requests?q=nessuno-si-chiama-cosi')
    expect(contacts.lines).toEqual(['Nome,Cognome,Email,Telefono,CAP,Argomento,Privacy,Marketing,Data,Messaggio'])
  })

  it('searches and sorts the abandoned questionnaires too, list and CSV from the same filter', async () => {
    const sessions = (await rest('GET', '/admin/abandoned', { token: tokens.admin })).body as unknown as AbandonedReport
    const code = sessionCode(sessions.sessions[0]!.sessionId)
    const found = (await rest('GET', `/admin/abandoned?q=${code}`, { token: tokens.admin })).body as unknown as AbandonedReport
    expect(found.sessions.map((session) => sessionCode(session.sessionId))).toEqual([code])
    expect(found.totalPages).toBe(1)
    const exported = await csv(`/admin/abandoned.csv?q=${code}`)
    expect(exported.lines.slice(1).map((line) => line.split(',')[0])).toEqual([code])
    // Sorted by step, furthest first: the page and the CSV (read in keyset batches) in the same order.
    const byStep = (await rest('GET', '/admin/abandoned?sort=-currentStep', { token: tokens.admin })).body as unknown as AbandonedReport
    const steps = byStep.sessions.map((session) => session.currentStep)
    expect(steps).toEqual([...steps].sort((a, b) => b - a))
    expect(steps[0]).toBeGreaterThan(steps[steps.length - 1]!)
    const csvByStep = await csv('/admin/abandoned.csv?sort=-currentStep')
    expect(csvByStep.lines.slice(1).map((line) => line.split(',')[0])).toEqual(byStep.sessions.map((session) => sessionCode(session.sessionId)))
    const oldestFirst = (await rest('GET', '/admin/abandoned?sort=createdAt', { token: tokens.admin })).body as unknown as AbandonedReport
    const created = oldestFirst.sessions.map((session) => session.createdAt)
    expect(created).toEqual([...created].sort())
    const badSort = await rest('GET', '/admin/abandoned?sort=ip_address', { token: tokens.admin })
    expect(badSort.status).toBe(400)
    expect(badSort.body).toEqual({ error: adminMessages.invalidFilter })
    // A % is searched as itself, not as "anything".
    expect(((await rest('GET', '/admin/abandoned?q=%25', { token: tokens.admin })).body as unknown as AbandonedReport).sessions).toEqual([])
  })

  it('refuses, in Italian, what the lists cannot ask, and anyone but an admin', async () => {
    for (const path of ['merchants?sort=password', 'merchants?filter=cancellato', 'bookings?page=0', 'bookings?page=x', `client-requests?q=${'a'.repeat(101)}`]) {
      const list = await rest('GET', `/admin/lists/${path}`, { token: tokens.admin })
      expect(list.status, path).toBe(400)
      expect(list.body, path).toEqual({ error: adminListMessages.invalidQuery })
      expect((await csv(`/admin/export/${path}`)).status, path).toBe(400)
    }
    expect((await rest('GET', '/admin/lists/users', { token: tokens.admin })).body).toEqual({ error: adminListMessages.unknownList })
    expect((await csv('/admin/export/users')).status).toBe(404)
    for (const token of [tokens.merchant, '']) {
      expect((await csv('/admin/export/merchants', token)).status).toBe(403)
      expect((await rest('GET', '/admin/lists/merchants', token ? { token } : {})).body).toEqual({ error: adminMessages.forbidden })
    }
  })
})
