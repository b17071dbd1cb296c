/**
 * nginx for the runs that need it: the balancer of the frozen-node fault test (tests/faults/frozen-node.test.ts) and
 * of the scale test (scripts/scale-test.ts), running the repository's own deploy/nginx.conf, and the bench's static
 * reference server. Debian's package (1.22 on Debian 12): .ci/run installs it; a run as root installs it when missing,
 * as .ci/run does. It runs unprivileged-style from a temp prefix (`-p`, `-c`, `-e`), in the foreground
 * (`daemon off`), its pid, logs and temp files in that folder, and is stopped by its own PID.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from './lib.ts'

/** Debian's nginx, installed from its packages when missing and we are root; otherwise an error saying what to do. */
export function nginxBinary(): string {
  const binary = '/usr/sbin/nginx'
  if (fs.existsSync(binary)) return binary
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: install Debian's nginx (apt-get install -y nginx), as .ci/run does`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  console.log(`[nginx] installing Debian's nginx (apt-get install -y nginx)`)
  execFileSync('sh', ['-c', 'apt-get install -y -qq nginx || (apt-get update -qq && apt-get install -y -qq nginx)'], { stdio: 'ignore', env })
  if (!fs.existsSync(binary)) throw new Error(`apt-get install nginx left no ${binary}`)
  return binary
}

/**
 * The main file around an `http` block's content, everything under `dir`. Root's workers run as root (nginx would
 * otherwise drop them to `nobody`, who cannot write the test's temp folder).
 */
export function nginxMain(dir: string, http: string, options: { workers?: string | number; accessLog?: boolean } = {}): string {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  ${options.accessLog ? `log_format upstreams '$status $request_method $uri $request_time "$upstream_addr" "$upstream_status"';\n  access_log ${dir}/access.log upstreams;` : 'access_log off;'}
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`
}

/**
 * deploy/nginx.conf for nodes on this machine: its upstream lists `backends` (Debian's 1.22 has no `resolve`, so no
 * `resolver` either, as docs/operations.md says for an older nginx), it listens on 127.0.0.1:`port`, and it trusts
 * the X-Forwarded-For of 127.0.0.1 (the client plays the TLS proxy in front: set_real_ip_from, as the docs say to
 * configure it). Each change is checked, so the runs follow the shipped file or fail saying what moved.
 */
export function balancerConfig(options: { port: number; backends: number[] }): string {
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update scripts/nginx.ts`)
    conf = conf.replace(pattern, by)
  }
  replace(/^resolver .*$/m, '')
  replace(/server web:3000 resolve (max_fails=\d+ fail_timeout=\d+s);/, options.backends.map((port) => `server 127.0.0.1:${port} $1;`).join('\n  '))
  replace(/listen 80;/, `listen 127.0.0.1:${options.port};\n  set_real_ip_from 127.0.0.1;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;`)
  return conf
}

export type Nginx = {
  /** `nginx version: nginx/1.22.1` */
  version: string
  /** The master process's PID. */
  pid: number
  /** The access log (with accessLog): one line per request, `status method uri seconds "upstreams tried" "their statuses"`. */
  accessLog: string
  stop: () => Promise<void>
}

/** nginx on `http` (an `http` block's content) from the prefix `dir`, checked with `-t` first. */
export function startNginx(dir: string, http: string, options: { workers?: string | number; accessLog?: boolean } = {}): Nginx {
  const binary = nginxBinary()
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'nginx.conf')
  const errorLog = path.join(dir, 'error.log')
  fs.writeFileSync(file, nginxMain(dir, http, options))
  const args = ['-p', dir, '-c', file, '-e', errorLog]
  execFileSync(binary, ['-t', '-q', ...args], { stdio: 'inherit' })
  const child: ChildProcess = spawn(binary, args, { stdio: 'inherit' })
  return {
    // `nginx -v` writes to stderr.
    version: spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr.trim(),
    pid: child.pid!,
    accessLog: path.join(dir, 'access.log'),
    // SIGTERM: nginx's fast shutdown (its workers close their connections at once).
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The balancer in front of two or more web nodes on this machine: deploy/nginx.conf (balancerConfig). */
export function startBalancer(options: { port: number; backends: number[]; dir: string; accessLog?: boolean }): Nginx {
  return startNginx(options.dir, balancerConfig(options), { accessLog: options.accessLog })
}
