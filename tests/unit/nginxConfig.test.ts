import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib.ts'
import { balancerConfig, nginxMain } from '../../scripts/nginx.ts'

/**
 * The frozen-node and scale tests run the shipped deploy/nginx.conf (scripts/nginx.ts), changed only where this
 * machine differs from compose: the nodes listed (Debian's 1.22 has no `resolve`), a local port, the client trusted as
 * the TLS proxy in front. Everything that routes around a sick node is the shipped file's own.
 */
describe('deploy/nginx.conf rendered for the tests', () => {
  const shipped = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const rendered = balancerConfig({ port: 4100, backends: [4101, 4102] })

  it('lists the nodes with the shipped passive checks, in place of the resolved service', () => {
    const checks = /server web:3000 resolve (max_fails=\d+ fail_timeout=\d+s);/.exec(shipped)![1]
    expect(rendered).toContain(`server 127.0.0.1:4101 ${checks};\n  server 127.0.0.1:4102 ${checks};`)
    expect(rendered).not.toMatch(/^resolver /m)
    expect(rendered).not.toContain('web:3000')
    expect(rendered).toContain('listen 127.0.0.1:4100;\n  set_real_ip_from 127.0.0.1;\n  real_ip_header X-Forwarded-For;')
  })

  it('keeps every timeout and failover rule of the shipped file', () => {
    for (const line of shipped.split('\n').filter((line) => /proxy_(connect|read|send)_timeout|proxy_next_upstream|location /.test(line))) {
      expect(rendered).toContain(line)
    }
  })

  it('runs from its own prefix: pid, logs and temp files in the folder, in the foreground', () => {
    const main = nginxMain('/tmp/x', rendered, { accessLog: true })
    expect(main).toContain('daemon off;')
    expect(main).toContain('pid /tmp/x/nginx.pid;')
    expect(main).toContain('error_log /tmp/x/error.log warn;')
    expect(main).toContain('access_log /tmp/x/access.log upstreams;')
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(main).toMatch(new RegExp(`${temp}_temp_path /tmp/x/`))
  })
})
