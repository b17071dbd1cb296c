import { describe, expect, it } from 'vitest'
import { loggedPath, routeOf } from '../../server/observability.ts'

describe('the access log path', () => {
  it('drops the query string and masks tokens, keeping the route readable', () => {
    expect(loggedPath('/api/public/consents/withdraw?token=abc&email=mario@example.com')).toBe('/api/public/consents/withdraw')
    expect(loggedPath('/richiesta/8f1c2a9e4b7d4c21a0f3e5d6c7b8a9f0')).toBe('/richiesta/:token')
    expect(loggedPath('/api/users/verify/3e5d6c7b8a9f08f1c2a9e4b7d4c21a0f')).toBe('/api/users/verify/:token')
    expect(loggedPath('/luce-gas')).toBe('/luce-gas')
    expect(loggedPath('/richiesta/demo-offers-lead-2')).toBe('/richiesta/demo-offers-lead-2')
  })
})

describe('the route a request is counted under', () => {
  it('keeps few series: ids become :id, files and the admin one route each, 404s one', () => {
    expect(routeOf('/api/public/leads', 201)).toBe('/api/public/leads')
    expect(routeOf('/api/client-requests/123?depth=0', 200)).toBe('/api/client-requests/:id')
    expect(routeOf('/api/media/file/photo-2026.png', 200)).toBe('/api/media/file/:id')
    expect(routeOf('/api/cap/59100', 200)).toBe('/api/cap/:id')
    expect(routeOf('/admin/collections/users/4', 200)).toBe('/admin')
    expect(routeOf('/_astro/index.Bx1.js', 200)).toBe('/_astro')
    expect(routeOf('/richiesta/8f1c2a9e4b7d4c21a0f3e5d6c7b8a9f0', 200)).toBe('/richiesta')
    expect(routeOf('/favicon.svg', 200)).toBe('static')
    expect(routeOf('/', 200)).toBe('/')
    expect(routeOf('/readyz', 503)).toBe('/readyz')
    expect(routeOf('/wp-login.php', 404)).toBe('unmatched')
  })
})
