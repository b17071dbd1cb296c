import type { Answers } from '../questionnaire/engine.ts'
import { formatItalianNumber as n, counted } from '../numberFormat.ts'
import { euro, houseSize, isBusiness, list, noEstimate, provenance, tens, text, type Estimate, type EstimateFigure, type Reader } from './model.ts'
import { estimateNotices } from './notices.ts'

/** One supply: what it would cost with the reference offer and, when the visitor has one already, today. */
type Supply = { name: 'luce' | 'gas'; today?: number; reference: number }

function residents(answer: string | undefined): { people: number; assumed: boolean } {
  if (answer === '5+') return { people: 5, assumed: false }
  const count = Number(answer)
  return Number.isInteger(count) && count > 0 ? { people: count, assumed: false } : { people: 3, assumed: true }
}

/** What the reference offer's figure says when it saves nothing: no «Risparmio 0», the difference in words. */
export const comparisonNotes = {
  dearer: (euros: string) => `Con i tuoi consumi l’offerta di riferimento costerebbe ${euros} € all’anno più di oggi: cambiare solo per il prezzo non ti conviene.`,
  same: 'Con i tuoi consumi l’offerta di riferimento costerebbe quanto spendi oggi: cambiare solo per il prezzo non ti fa risparmiare.',
} as const

const names = (supplies: Supply[]) => supplies.map((supply) => supply.name).join(' e ')

/**
 * Luce & Gas for a household: consumption from the people, the rooms and the appliances; for a supply the visitor
 * already has, today's yearly spend and the reference offer's on one basis — each a price per unit times the
 * consumption plus its own yearly fixed fees — and the saving when the reference costs less, or in words how much
 * more it costs; for a new supply, only what it would cost with the reference offer. A business gets no figure (no
 * business model).
 */
export function luceGas(answers: Answers, r: Reader): Estimate {
  if (isBusiness(answers)) return noEstimate('luce-gas', estimateNotices.luceGasBusiness)
  const wanted = text(answers, 'serviceNeeded') ?? 'Luce + Gas'
  const { people, assumed: peopleAssumed } = residents(text(answers, 'residents'))
  const house = houseSize(text(answers, 'houseSize'))
  const figures: EstimateFigure[] = []
  const supplies: Supply[] = []
  const assumptions = [`Consumi stimati per ${counted(people, 'persona', 'persone')} in una casa di ${house.size}.`]
  if (peopleAssumed || house.assumed) assumptions.push('Dove non ci hai risposto abbiamo usato una famiglia di 3 persone in una casa di 2-3 stanze.')

  if (wanted !== 'Solo Gas') {
    const usage = list(answers, 'electricityUsage') ?? []
    const extras: Array<[string, string]> = [
      ['Climatizzatore', 'luce.extraClimatizzatore'],
      ['Scaldabagno', 'luce.extraScaldabagno'],
      ['Asciugatrice', 'luce.extraAsciugatrice'],
      ['Stazione di ricarica', 'luce.extraRicarica'],
    ]
    let kwh = r.get('luce.consumoBase') + r.get('luce.consumoPerPersona') * people
    for (const [appliance, key] of extras) if (usage.includes(appliance)) kwh += r.get(key)
    if (text(answers, 'solarPanel') === 'Sì') {
      const fromGrid = r.get('luce.quotaConFotovoltaico')
      kwh *= fromGrid
      assumptions.push(`Con i pannelli solari prendi dalla rete il ${n(fromGrid * 100)} % dei consumi.`)
    }
    kwh = tens(kwh)
    figures.push({ label: 'Consumo di luce stimato', value: kwh, unit: 'kWh/anno' })
    const current = text(answers, 'hasElectricitySupply') === 'Sì'
    supplies.push({
      name: 'luce',
      today: current ? kwh * r.get('luce.prezzoAttuale') + r.get('luce.quotaFissaAttuale') : undefined,
      reference: kwh * r.get('luce.prezzoRiferimento') + r.get('luce.quotaFissaRiferimento'),
    })
  }
  if (wanted !== 'Solo Luce') {
    const current = text(answers, 'hasGasSupply') === 'Sì'
    const answered = current ? list(answers, 'gasUsage') : undefined
    // A new supply has no usage answer: heating, hot water and cooking, as in most homes.
    const usage = answered ?? ['Riscaldamento', 'Acqua calda', 'Piano cottura']
    if (!answered) assumptions.push('Per il gas contiamo riscaldamento, acqua calda e cottura, come nella maggior parte delle case.')
    let smc = 0
    if (usage.includes('Riscaldamento')) smc += r.get('gas.riscaldamentoPerStanza') * house.rooms
    if (usage.includes('Acqua calda')) smc += r.get('gas.acquaCaldaPerPersona') * people
    if (usage.includes('Piano cottura')) smc += r.get('gas.cottura')
    smc = tens(smc)
    figures.push({ label: 'Consumo di gas stimato', value: smc, unit: 'Smc/anno' })
    supplies.push({
      name: 'gas',
      today: current ? smc * r.get('gas.prezzoAttuale') + r.get('gas.quotaFissaAttuale') : undefined,
      reference: smc * r.get('gas.prezzoRiferimento') + r.get('gas.quotaFissaRiferimento'),
    })
  }

  const existing = supplies.filter((supply) => supply.today !== undefined)
  const added = supplies.filter((supply) => supply.today === undefined)
  let chart: Estimate['chart'] = null
  if (existing.length > 0) {
    const scope = added.length > 0 ? ` (${names(existing)})` : ''
    const today = euro(existing.reduce((sum, supply) => sum + supply.today!, 0))
    const reference = euro(existing.reduce((sum, supply) => sum + supply.reference, 0))
    const saving = today - reference
    if (saving > 0) {
      figures.push(
        { label: `Spesa annua stimata oggi${scope}`, value: today, unit: '€/anno' },
        { label: `Con l’offerta di riferimento${scope}`, value: reference, unit: '€/anno' },
        { label: `Risparmio stimato${scope}`, value: saving, unit: '€/anno', highlight: true },
      )
    } else {
      // No saving to headline: today's spend is the figure that counts, and the reference says in words what it costs more.
      const note = saving === 0 ? comparisonNotes.same : comparisonNotes.dearer(n(-saving))
      figures.push(
        { label: `Spesa annua stimata oggi${scope}`, value: today, unit: '€/anno', highlight: true },
        { label: `Con l’offerta di riferimento${scope}`, value: reference, unit: '€/anno', note },
      )
    }
    chart = {
      title: `Spesa annua${scope}`,
      unit: '€/anno',
      bars: [
        { label: 'Oggi', value: today },
        { label: 'Offerta di riferimento', value: reference },
      ],
    }
    assumptions.push(
      'Oggi e con l’offerta di riferimento contiamo allo stesso modo: un prezzo per unità consumata (imposte incluse) più le quote fisse annue. La tua bolletta può essere diversa.',
    )
  }
  if (added.length > 0) {
    const label = `Spesa annua stimata della nuova fornitura di ${names(added)}`
    const value = euro(added.reduce((sum, supply) => sum + supply.reference, 0))
    figures.push({ label, value, unit: '€/anno', highlight: existing.length === 0 })
    chart ??= { title: label, unit: '€/anno', bars: added.map((supply) => ({ label: supply.name === 'luce' ? 'Luce' : 'Gas', value: euro(supply.reference) })) }
    assumptions.push('Per una fornitura da attivare non c’è una spesa di oggi da confrontare: mostriamo quanto costerebbe con l’offerta di riferimento.')
  }
  return { service: 'luce-gas', kind: 'saving', figures, chart, assumptions, ...provenance(r) }
}
