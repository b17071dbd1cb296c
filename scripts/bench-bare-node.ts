/**
 * `node scripts/bench-bare-node.ts <port> <route>=<file> …`: the ceiling one Node process reaches on this
 * machine — a bare `node:http` server answering each route with a file's bytes from memory, nothing else on the
 * path. `npm run bench` runs it beside the product (and nginx) on the same bytes; `.json` files go out as JSON.
 */
import fs from 'node:fs'
import http from 'node:http'

const [port, ...routes] = process.argv.slice(2)
if (!port || routes.length === 0) throw new Error('usage: node scripts/bench-bare-node.ts <port> <route>=<file> …')

const bodies = new Map(
  routes.map((pair) => {
    const [route, file] = pair.split('=') as [string, string]
    return [route, { body: fs.readFileSync(file), type: file.endsWith('.json') ? 'application/json' : 'text/html' }]
  }),
)

http
  .createServer((req, res) => {
    const found = bodies.get(req.url ?? '/')
    if (!found) {
      res.writeHead(404)
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': found.type, 'content-length': String(found.body.length) })
    res.end(found.body)
  })
  .listen(Number(port), '127.0.0.1')
