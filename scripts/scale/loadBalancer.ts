/**
 * The load balancer in front of the scale test's web nodes: nginx with the shipped deploy/nginx.conf when nginx is
 * installed (Debian's 1.22 too: the nodes are listed instead of resolved), otherwise a small Node proxy that does
 * what the configuration asks of nginx (round robin; the next node when one refuses the connection, or does not
 * answer a page within its read timeout; a node that failed 3 times within 10 s left out for 10 s; a 500 or 503
 * passed on). Either way the client plays the TLS proxy in front: it sends X-Forwarded-For, which
 * the balancer trusts from 127.0.0.1 only (set_real_ip_from, as docs/operations.md says to configure it).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { root } from '../lib.ts'

export type LoadBalancer = { kind: string; stop: () => Promise<void> }

function nginxBinary(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

/** deploy/nginx.conf for nodes on this machine: each change is checked, so the test follows the shipped file. */
export function nginxConfig(options: { port: number; backends: number[]; dir: string }): string {
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update scripts/scale/loadBalancer.ts`)
    conf = conf.replace(pattern, by)
  }
  replace(/^resolver .*$/m, '')
  replace(/server web:3000 resolve (max_fails=\d+ fail_timeout=\d+s);/, options.backends.map((port) => `server 127.0.0.1:${port} $1;`).join('\n  '))
  replace(/listen 80;/, `listen 127.0.0.1:${options.port};\n  set_real_ip_from 127.0.0.1;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;`)
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `${user}
daemon off;
worker_processes 1;
pid ${options.dir}/nginx.pid;
error_log ${options.dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${options.dir}/body;
  proxy_temp_path ${options.dir}/proxy;
  fastcgi_temp_path ${options.dir}/fastcgi;
  uwsgi_temp_path ${options.dir}/uwsgi;
  scgi_temp_path ${options.dir}/scgi;
${conf}
}
`
}

function startNginx(binary: string, options: { port: number; backends: number[]; dir: string }): LoadBalancer {
  fs.mkdirSync(options.dir, { recursive: true })
  const file = path.join(options.dir, 'nginx.conf')
  fs.writeFileSync(file, nginxConfig(options))
  execFileSync(binary, ['-t', '-q', '-c', file, '-p', options.dir], { stdio: 'inherit' })
  const child: ChildProcess = spawn(binary, ['-c', file, '-p', options.dir], { stdio: 'inherit' })
  const version = execFileSync(binary, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim() || 'nginx'
  return {
    kind: version,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGQUIT')
      }),
  }
}

/** deploy/nginx.conf's read timeouts, by the location a path falls in. */
function readTimeoutMs(url: string): number {
  if (/^\/api\/(admin|merchant)\/live$/.test(url.split('?')[0]!)) return 3600_000
  if (url === '/healthz') return 2000
  if (url.startsWith('/api/') || /^\/(admin|_next)(\/|$|\?)/.test(url)) return 60_000
  return 3000
}

const CONNECT_TIMEOUT_MS = 1000
const MAX_FAILS = 3
const FAIL_TIMEOUT_MS = 10_000

/** The stand-in for nginx (exported for its own test, tests/unit/loadBalancer.test.ts). */
export function startProxy(options: { port: number; backends: number[] }): LoadBalancer {
  let next = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  // nginx's passive checks: failures of each node within FAIL_TIMEOUT_MS, and until when it is left out.
  const health = options.backends.map(() => ({ failures: [] as number[], downUntil: 0 }))
  const fail = (index: number) => {
    const node = health[index]!
    const now = Date.now()
    node.failures = [...node.failures.filter((at) => now - at < FAIL_TIMEOUT_MS), now]
    if (node.failures.length >= MAX_FAILS) {
      node.downUntil = now + FAIL_TIMEOUT_MS
      node.failures = []
    }
  }
  const pick = (tried: Set<number>): number | undefined => {
    const now = Date.now()
    for (let n = 0; n < options.backends.length; n++) {
      const index = next++ % options.backends.length
      if (!tried.has(index) && health[index]!.downUntil <= now) return index
    }
    return undefined
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const visitor = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '').split(',').pop()!.trim()
      const idempotent = ['GET', 'HEAD'].includes(req.method ?? '')
      const tried = new Set<number>()
      const attempt = () => {
        const index = pick(tried)
        if (index === undefined) {
          res.writeHead(502)
          res.end()
          return
        }
        tried.add(index)
        let connected = false
        let settled = false
        const retry = () => {
          if (settled) return
          settled = true
          fail(index)
          if (tried.size < 3) attempt()
          else {
            res.writeHead(502)
            res.end()
          }
        }
        const upstream = http.request(
          { host: '127.0.0.1', port: options.backends[index], method: req.method, path: req.url, agent, headers: { ...req.headers, 'x-forwarded-for': visitor } },
          (answer) => {
            if (settled) return answer.resume()
            settled = true
            clearTimeout(timer)
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        // A connection not made within the connect timeout, or a node that does not answer within the read timeout:
        // the node failed. A request that may have reached it is sent again only when it is a read.
        const timer = setTimeout(
          () => {
            upstream.destroy()
            if (connected && !idempotent) {
              settled = true
              fail(index)
              res.writeHead(504)
              res.end()
              return
            }
            retry()
          },
          CONNECT_TIMEOUT_MS + readTimeoutMs(req.url ?? '/'),
        )
        upstream.on('socket', (socket) => {
          const connectedNow = () => (connected = true)
          if (!socket.connecting) connectedNow()
          else socket.once('connect', connectedNow)
        })
        upstream.on('error', () => {
          clearTimeout(timer)
          if (!connected || idempotent) retry()
          else if (!settled) {
            settled = true
            res.writeHead(502)
            res.end()
          }
        })
        upstream.end(body)
      }
      attempt()
    })
  })
  server.listen(options.port, '127.0.0.1')
  return { kind: 'Node proxy (no nginx installed)', stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) }
}

export function startLoadBalancer(options: { port: number; backends: number[]; dir: string }): LoadBalancer {
  const binary = nginxBinary()
  return binary ? startNginx(binary, options) : startProxy(options)
}
