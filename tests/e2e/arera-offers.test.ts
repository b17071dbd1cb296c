import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ARERA_ATTRIBUTION, computeEstimate, ownEstimateModel, withDefaultParameters } from '#content-schema'
import { questionnaireFixtures } from '../../content-schema/src/questionnaire/fixtures.ts'
import type { GroupField, QuestionnaireDefinition } from '../../content-schema/src/questionnaire/definition.ts'
import { axeViolations, baseUrl, questionnaireReady, shoot, useBrowser } from './harness.ts'

/**
 * The real offers of ARERA's Portale Offerte (the project's samples of 28/09/2026, imported by the seed) as a visitor
 * meets them: at the end of the Luce & Gas questionnaire on a phone, ranked for the consumption the estimate found,
 * each offer opening its arithmetic, and their own codice offerta placed among them; and on /luce-gas for a
 * profile typed directly.
 */
const browser = useBrowser()
const DEMO_NOTICE = 'Dati dimostrativi: offerte e prezzi inventati per mostrare il funzionamento, non sono offerte reali del Portale Offerte.'
const luceGas = questionnaireFixtures['luce-gas']

function label(definition: QuestionnaireDefinition, key: string): string {
  for (const step of definition.steps) if (step.kind === 'group') for (const field of step.fields as GroupField[]) if (field.key === key) return field.label
  throw new Error(`no field ${key}`)
}
const pick = (page: Page, key: string, title: string) => page.getByRole('group', { name: label(luceGas, key) }).getByLabel(title, { exact: true }).check()

describe('ARERA offers on the site', () => {
  it('at 390 px: answers Luce & Gas, sees the ranked offers with the data’s date, opens the arithmetic, places a codice offerta', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/luce-gas`)
    await questionnaireReady(page)
    await pick(page, 'serviceNeeded', 'Solo Luce')
    await pick(page, 'userType', 'Privato')
    await page.getByRole('button', { name: 'Continua' }).click()
    await pick(page, 'hasElectricitySupply', 'Sì')
    await page.getByLabel(label(luceGas, 'currentElectricityProvider')).selectOption('Enel Energia')
    await page.getByRole('group', { name: label(luceGas, 'electricityUsage') }).getByLabel('Frigorifero').check()
    await page.getByRole('button', { name: 'Continua' }).click()
    await pick(page, 'residents', '3')
    await pick(page, 'houseSize', '2-3 stanze')
    await pick(page, 'solarPanel', 'No')
    await page.getByRole('button', { name: 'Continua' }).click()
    await page.getByRole('heading', { name: 'La tua stima' }).waitFor()

    const answers = { serviceNeeded: 'Solo Luce', userType: 'Privato', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Enel Energia', electricityUsage: ['Frigorifero'], residents: '3', houseSize: '2-3 stanze', solarPanel: 'No' }
    const kwh = computeEstimate({ service: 'luce-gas', model: ownEstimateModel('luce-gas'), answers, parameters: withDefaultParameters({}), cap: null }).figures.find((f) => f.unit === 'kWh/anno')!.value
    const ranking = page.locator('[data-step]').getByTestId('offers-ranking')
    await expect.poll(() => ranking.getByTestId('ranking-date').textContent()).toMatch(/^Dati del Portale Offerte del 28\/09\/2026: 21 offerte luce per la casa\.$/)
    expect(await ranking.getByLabel('Consumo annuo (kWh)').inputValue()).toBe(String(kwh))
    expect(await ranking.getByTestId('arera-attribution').textContent()).toBe(ARERA_ATTRIBUTION)
    // Electricity rests on real samples of the portal: no demonstration notice, on the ranking or on a row.
    expect(await ranking.getByTestId('ranking-demo-notice').count()).toBe(0)
    expect(await ranking.getByTestId('offer-demo-notice').count()).toBe(0)
    expect(await ranking.getByText('Dati dimostrativi', { exact: false }).count()).toBe(0)
    expect(await ranking.getByText('Non dipende in nessun modo da chi è nostro partner.', { exact: false }).isVisible()).toBe(true)
    const fixed = ranking.getByTestId('ranking-fixed')
    const totals = (await fixed.getByTestId('offer-total').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
    expect(totals.length).toBeGreaterThan(3)
    expect([...totals].sort((a, b) => a - b)).toEqual(totals)

    const first = fixed.getByTestId('ranked-offer').first()
    await first.getByText('Vedi il calcolo').click()
    const arithmetic = first.getByTestId('offer-arithmetic')
    await expect.poll(() => arithmetic.getByText('Spesa annua stimata').isVisible()).toBe(true)
    expect(await arithmetic.getByText(/^2\.\d{3} kWh × 0,024 €\/kWh$/).first().isVisible()).toBe(true)
    expect(await arithmetic.getByRole('rowheader', { name: /Oneri di sistema ASOS/ }).isVisible()).toBe(true)
    await shoot(page, 'arera-ranking-questionnaire-mobile')

    await ranking.getByLabel('Il tuo codice offerta (facoltativo)').fill('000142ESFML01XXResECAn0000118811')
    await ranking.getByRole('button', { name: 'Confronta le offerte' }).click()
    await expect.poll(() => ranking.getByTestId('own-place').textContent()).toMatch(/^È \dª su \d+ offerte a prezzo fisso calcolate per i tuoi consumi\.$/)
    expect(await ranking.getByTestId('own-offer').getByText('Enel Luce e Giga').isVisible()).toBe(true)
    await shoot(page, 'arera-own-offer-mobile')
    await page.close()
  })

  it('at 390 px, by keyboard: chooses Gas, then Luce e gas insieme, and sees each ranked for the CAP', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/luce-gas#offerte-luce`)
    const ranking = page.locator('#offerte-luce').getByTestId('offers-ranking')
    await page.waitForSelector('#offerte-luce astro-island:not([ssr])')
    const choice = ranking.getByRole('group', { name: 'Cosa vuoi confrontare?' })
    await choice.getByLabel('Luce', { exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await choice.getByLabel('Gas', { exact: true }).isChecked()).toBe(true)
    // Gas only: no electricity fields; the CAP is asked for, the gas consumption offered at the typical 1.400 Smc.
    expect(await ranking.getByLabel('Consumo annuo (kWh)').isVisible()).toBe(false)
    await ranking.getByRole('button', { name: 'Confronta le offerte' }).click()
    await expect.poll(() => ranking.getByText('Per il gas serve il CAP: le tariffe di rete e le imposte cambiano da zona a zona.').isVisible()).toBe(true)
    await ranking.getByLabel('CAP della fornitura').fill('20121')
    await page.keyboard.press('Enter')
    // The gas samples are illustrative: said on the ranking and on every row, and not attributed to the portal.
    await expect.poll(() => ranking.getByTestId('ranking-date').textContent()).toBe('Dati dimostrativi: 6 offerte gas per la casa.')
    expect(await ranking.getByTestId('ranking-demo-notice').textContent()).toBe(DEMO_NOTICE)
    expect(await ranking.getByTestId('ranking-demo-notice').isVisible()).toBe(true)
    const rows = ranking.getByTestId('ranked-offer')
    expect(await rows.count()).toBe(5)
    expect(await ranking.getByTestId('offer-demo-notice').allTextContents()).toEqual(Array(5).fill('Dati dimostrativi: offerta e prezzi inventati, non è un’offerta reale del Portale Offerte.'))
    expect(await ranking.getByText('Dati del Portale Offerte', { exact: false }).count()).toBe(0)
    expect(await ranking.getByTestId('arera-attribution').textContent()).toMatch(/^Le offerte dimostrative e i loro prezzi sono inventati dal sito, non vengono dal Portale Offerte\. /)
    expect(await ranking.getByText('Tariffe di rete del gas dell’ambito Nord orientale', { exact: false }).isVisible()).toBe(true)
    expect(await ranking.getByText('media dei PSV mensili pubblicati da luglio 2025 a giugno 2026', { exact: false }).isVisible()).toBe(true)
    const first = ranking.getByTestId('ranking-fixed').getByTestId('ranked-offer').first()
    expect(await first.getByTestId('offer-total').textContent()).toBe('1.632,65 €')
    await first.getByText('Vedi il calcolo').click()
    expect(await first.getByText('1.400 Smc × 0,45 €/Smc').isVisible()).toBe(true)
    expect(await first.getByText('22 % di 910,11 €').isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('?tipo=gas&residente=si&smc=1400&cap=20121')
    await shoot(page, 'arera-ranking-gas-mobile')

    await choice.getByLabel('Luce e gas insieme').check()
    await ranking.getByRole('button', { name: 'Confronta le offerte' }).click()
    await expect.poll(() => ranking.getByTestId('ranking-date').textContent()).toBe('Dati dimostrativi: 1 offerta congiunta luce e gas per la casa.')
    expect(await ranking.getByTestId('ranking-demo-notice').textContent()).toBe(DEMO_NOTICE)
    const dual = ranking.getByTestId('ranking-fixed').getByTestId('ranked-offer').first()
    expect(await dual.getByTestId('offer-total').textContent()).toBe('2.511,69 €')
    expect(await dual.getByText('Luce e gas insieme: le due offerte con gli sconti dell’offerta congiunta').isVisible()).toBe(true)
    expect(await axeViolations(page, { include: '#offerte-luce' })).toEqual([])
    await shoot(page, 'arera-ranking-dual-mobile')
    // The gas ranking on a desktop, its notice beside the offers.
    await page.setViewportSize({ width: 1280, height: 900 })
    await choice.getByLabel('Gas', { exact: true }).check()
    await ranking.getByRole('button', { name: 'Confronta le offerte' }).click()
    await expect.poll(() => ranking.getByTestId('ranking-date').textContent()).toBe('Dati dimostrativi: 6 offerte gas per la casa.')
    await ranking.getByTestId('ranking-demo-notice').scrollIntoViewIfNeeded()
    await shoot(page, 'arera-ranking-gas-desktop')
    await page.close()
  })

  it('on /luce-gas for a profile typed directly, from the address a shared link carries', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 })
    await page.goto(`${baseUrl}/luce-gas?kwh=2700&kw=3&residente=si&codice=000294ESFFL01XXA2AFullD260933882#offerte-luce`)
    const ranking = page.locator('#offerte-luce').getByTestId('offers-ranking')
    await expect.poll(() => ranking.getByTestId('own-place').textContent(), { timeout: 20_000 }).toBe('È 3ª su 10 offerte a prezzo fisso calcolate per i tuoi consumi.')
    expect(await ranking.getByTestId('ranking-variable').getByTestId('ranked-offer').count()).toBe(7)
    await ranking.getByTestId('ranking-left-out').getByText('offerte escluse, e perché').click()
    expect(await ranking.getByText('riservata alle seconde case (non residenti): 1').isVisible()).toBe(true)
    await ranking.getByTestId('ranking-fixed').getByText('Vedi il calcolo').first().click()
    // The ranking with its reasons and an offer's arithmetic open: axe's WCAG 2.1 A/AA rules and best practices.
    expect(await axeViolations(page, { include: '#offerte-luce' })).toEqual([])
    await ranking.getByLabel('Consumo annuo (kWh)').fill('12')
    await ranking.getByRole('button', { name: 'Confronta le offerte' }).click()
    await expect.poll(() => ranking.getByText('Il consumo annuo deve essere di almeno 100 kWh.').isVisible()).toBe(true)
    await shoot(page, 'arera-ranking-luce-gas-desktop')
    await page.close()
  })
})
