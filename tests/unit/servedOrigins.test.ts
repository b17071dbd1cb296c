import { afterEach, describe, expect, it } from 'vitest'
import { servedOrigins } from '../../platform/env.ts'

const saved = { PUBLIC_URL: process.env.PUBLIC_URL, EXTRA_ORIGINS: process.env.EXTRA_ORIGINS }
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('the origins the admin sign-in trusts', () => {
  it('on a local public origin: both loopback names on its port', () => {
    process.env.PUBLIC_URL = 'http://localhost:3000'
    delete process.env.EXTRA_ORIGINS
    expect(servedOrigins()).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
  })

  it('on a public domain: that origin alone, plus the ones listed in EXTRA_ORIGINS', () => {
    process.env.PUBLIC_URL = 'https://www.casaconfronta.it/'
    expect(servedOrigins()).toEqual(['https://www.casaconfronta.it'])
    process.env.EXTRA_ORIGINS = 'https://casaconfronta.it/, https://www.casaconfronta.it'
    expect(servedOrigins()).toEqual(['https://www.casaconfronta.it', 'https://casaconfronta.it'])
  })
})
