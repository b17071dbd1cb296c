import { assert, describe, expect, it } from 'vitest'
import { areraProfileFromQuery, areraRankingQuery } from '../../../content-schema/src/arera/query.ts'

const parse = (query: string) => areraProfileFromQuery(new URLSearchParams(query))

describe('the ranking endpoint’s query', () => {
  it('writes one profile as one URL, whatever order the form gave', () => {
    expect(areraRankingQuery({ resident: false, powerKw: 4.5, kwh: 3200, cap: '20121', f2Percent: 30, f1Percent: 40 }, ' 000142ESFML01XXResECAn0000118811 ')).toBe(
      'kwh=3200&kw=4.5&residente=no&f1=40&f2=30&cap=20121&codice=000142ESFML01XXResECAn0000118811',
    )
    const parsed = parse('codice=ABCDEF12&residente=si&kw=3&kwh=2700')
    expect(parsed).toEqual({ ok: true, profile: { kwh: 2700, powerKw: 3, resident: true }, code: 'ABCDEF12' })
    assert(parsed.ok)
    expect(areraRankingQuery(parsed.profile, parsed.code)).toBe('kwh=2700&kw=3&residente=si&codice=ABCDEF12')
  })

  it('writes gas without the electricity fields and luce + gas with both', () => {
    const gas = parse('tipo=gas&smc=1400&cap=20121&residente=si')
    expect(gas).toEqual({ ok: true, profile: { commodity: 'gas', kwh: 2700, powerKw: 3, resident: true, smc: 1400, cap: '20121' }, code: undefined })
    assert(gas.ok)
    expect(areraRankingQuery(gas.profile)).toBe('tipo=gas&residente=si&smc=1400&cap=20121')
    const dual = parse('tipo=luce_gas&kwh=3000&kw=4.5&residente=no&smc=900&cap=00184&f1=40&f2=30')
    expect(dual.ok && areraRankingQuery(dual.profile)).toBe('tipo=luce_gas&kwh=3000&kw=4.5&residente=no&smc=900&f1=40&f2=30&cap=00184')
    expect(parse('tipo=gas&cap=20121&residente=si')).toMatchObject({ ok: false, field: 'smc' })
    expect(parse('tipo=gas&smc=1400&residente=si')).toEqual({ ok: false, field: 'cap', error: 'Per il gas serve il CAP: le tariffe di rete e le imposte cambiano da zona a zona.' })
    expect(parse('tipo=acqua&kwh=2700&kw=3&residente=si')).toEqual({ ok: false, field: 'commodity', error: 'Scegli luce, gas o luce e gas.' })
    expect(parse('tipo=gas&smc=12.5&cap=20121&residente=si')).toMatchObject({ ok: false, field: 'smc' })
  })

  it('refuses what the method cannot take, in Italian, naming the field', () => {
    expect(parse('kwh=2700.5&kw=3&residente=si')).toEqual({ ok: false, field: 'kwh', error: 'Indica il consumo annuo in kWh, senza decimali.' })
    expect(parse('kwh=60000&kw=3&residente=si')).toMatchObject({ ok: false, field: 'kwh' })
    expect(parse('kwh=2700&kw=3.2&residente=si')).toEqual({ ok: false, field: 'powerKw', error: 'La potenza impegnata va indicata a mezzi kW (3, 3,5, 4,5…).' })
    expect(parse('kwh=2700&kw=3&residente=forse')).toEqual({ ok: false, field: 'resident', error: 'Indica se nella casa hai la residenza.' })
    expect(parse('kwh=2700&kw=3&residente=si&f1=40')).toMatchObject({ ok: false, field: 'f2Percent' })
    expect(parse('kwh=2700&kw=3&residente=si&f1=70&f2=40')).toEqual({ ok: false, field: 'f2Percent', error: 'Le quote F1 e F2 insieme non possono superare il 100 %.' })
    expect(parse('kwh=2700&kw=3&residente=si&cap=201')).toEqual({ ok: false, field: 'cap', error: 'Il CAP è di 5 cifre.' })
    expect(parse('kwh=2700&kw=3&residente=si&codice=<b>')).toMatchObject({ ok: false, field: 'codice' })
  })
})
