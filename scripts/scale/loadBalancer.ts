/**
 * The load balancer in front of the scale test's web nodes: nginx with the shipped deploy/nginx.conf when nginx is
 * installed (Debian's 1.22 too: the nodes are listed instead of resolved), otherwise a small Node proxy that does
 * what the configuration asks of nginx (round robin; the next node when one refuses the connection or answers 500
 * to a read; a 503 passed on). Either way the client plays the TLS proxy in front: it sends X-Forwarded-For, which
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
  replace(/server web:3000 resolve max_fails=0;/, options.backends.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n  '))
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

function startProxy(options: { port: number; backends: number[] }): LoadBalancer {
  let next = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const visitor = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '').split(',').pop()!.trim()
      const attempt = (tries: number) => {
        const port = options.backends[next++ % options.backends.length]!
        const upstream = http.request(
          { host: '127.0.0.1', port, method: req.method, path: req.url, agent, headers: { ...req.headers, 'x-forwarded-for': visitor }, timeout: 60_000 },
          (answer) => {
            if (answer.statusCode === 500 && ['GET', 'HEAD'].includes(req.method ?? '') && tries < 3) {
              answer.resume()
              return attempt(tries + 1)
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        // A refused connection: the request never reached the node, so any method goes to the next one.
        upstream.on('error', () => (tries < 3 ? attempt(tries + 1) : (res.writeHead(502), res.end())))
        upstream.end(body)
      }
      attempt(1)
    })
  })
  server.listen(options.port, '127.0.0.1')
  return { kind: 'Node proxy (no nginx installed)', stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) }
}

export function startLoadBalancer(options: { port: number; backends: number[]; dir: string }): LoadBalancer {
  const binary = nginxBinary()
  return binary ? startNginx(binary, options) : startProxy(options)
}
