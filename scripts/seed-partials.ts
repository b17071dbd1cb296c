/**
 * `node scripts/seed-partials.ts [count]`: adds `count` (default 100,000) synthetic questionnaire sessions
 * to partial_submissions of DATABASE_URL in one INSERT … SELECT generate_series, for load tests of the
 * abandoned-forms view. Services, versions, steps, completion and dates vary like real traffic; every
 * run draws fresh session ids, so it can be run again to add more.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export async function seedPartials(connectionString: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const salt = randomBytes(8).toString('hex')
    const result = await client.query(
      `with params as (
         select i,
                (array['luce-gas','internet-mobile','fotovoltaico','caldaie-clima','sistemi-allarme','assicurazione-casa','assicurazione-auto','depuratori'])[1 + (hashtext($2 || i) & 7)] as service,
                5 + (abs(hashtext('t' || $2 || i)) % 6) as total,
                abs(hashtext('s' || $2 || i)) as draw,
                now() - make_interval(mins => abs(hashtext('d' || $2 || i)) % (90 * 24 * 60)) as started
         from generate_series(1, $1::int) as i
       )
       insert into partial_submissions
         (session_id, service_type, questionnaire_version, current_step, total_steps, answers, last_question, completed,
          ip_address, user_agent, created_at, updated_at)
       select 'LG' || upper(substr(md5($2 || i), 1, 6)) || lpad((i % 10000)::text, 4, '0'),
              service,
              1 + (draw % 3 = 0)::int,
              case when draw % 10 < 3 then total else 1 + (draw / 10) % total end,
              total,
              jsonb_build_object('userType', case when draw % 2 = 0 then 'Privato' else 'Azienda / P.IVA' end,
                                 'location', lpad(((draw / 7) % 99999)::text, 5, '0')),
              case when draw % 10 < 3 then 'Completed' else 'step-' || (1 + (draw / 10) % total) end,
              draw % 10 < 3,
              '198.51.100.' || (i % 250),
              'Mozilla/5.0 (bench)',
              started,
              started + make_interval(mins => (draw % 30))
       from params
       on conflict (session_id) do nothing`,
      [count, salt],
    )
    await client.query('analyze partial_submissions')
    return result.rowCount ?? 0
  } finally {
    await client.end()
  }
}

if (import.meta.main) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set.')
  const count = Number(process.argv[2] ?? 100_000)
  const started = performance.now()
  const inserted = await seedPartials(process.env.DATABASE_URL, count)
  console.log(`${inserted} partial submissions inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
