import { describe, expect, it } from 'vitest'
import { isValidPartitaIva, MerchantProfileSchema, MerchantReviewActionSchema, merchantVettingMessages, PartitaIvaSchema, splitRequested } from '#content-schema'

describe('partita IVA check digit', () => {
  // Registered numbers of well-known Italian companies (public in their imprint).
  it.each([
    ['00905811006', 'Eni S.p.A.'],
    ['00159560366', 'Ferrari S.p.A.'],
    ['01114601006', 'Poste Italiane S.p.A.'],
    ['00488410010', 'TIM S.p.A.'],
    ['00743110157', 'Pirelli & C. S.p.A.'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidPartitaIva(value)).toBe(true)
    expect(PartitaIvaSchema.safeParse(` ${value} `).success).toBe(true)
  })

  it.each([
    ['00905811007', 'last digit changed'],
    ['00905811060', 'two digits swapped'],
    ['0090581100', '10 digits'],
    ['009058110061', '12 digits'],
    ['0090581100A', 'a letter'],
    ['IT00905811006', 'with the country prefix'],
    ['00000000000', 'all zeros'],
    ['', 'empty'],
  ])('refuses %s (%s) with the Italian message', (value) => {
    expect(isValidPartitaIva(value)).toBe(false)
    const parsed = PartitaIvaSchema.safeParse(value)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(merchantVettingMessages.partitaIva)
  })

  it('is checked by the profile form, after the missing fields', () => {
    const profile = {
      nomeCognome: 'Mario Rossi',
      nomeAzienda: 'Rossi Energia',
      ragioneSociale: 'Rossi Energia S.r.l.',
      partitaIva: '00905811007',
      sede: 'Via Roma 1, Prato',
      settoreAttivita: 'Energia',
      cap: '59100',
      zonaGeografica: 'Prato',
      servizi: ['luce-gas'],
      capCoperti: ['59100'],
      telefono: '0574 000000',
      email: 'info@rossienergia.it',
    }
    expect(MerchantProfileSchema.safeParse(profile).error?.issues[0]?.message).toBe(merchantVettingMessages.partitaIva)
    expect(MerchantProfileSchema.safeParse({ ...profile, partitaIva: '00905811006' }).success).toBe(true)
  })
})

describe('a merchant’s request against the approved coverage', () => {
  it('keeps at once what stays approved and proposes only the additions', () => {
    expect(splitRequested(['59100', '20121'], ['59100', '00184'])).toEqual({ approved: ['59100'], proposed: ['00184'] })
    expect(splitRequested(['59100'], ['59100'])).toEqual({ approved: ['59100'], proposed: [] })
    expect(splitRequested([], ['59100', '59100'])).toEqual({ approved: [], proposed: ['59100'] })
    expect(splitRequested(['luce-gas', 'fotovoltaico'], [])).toEqual({ approved: [], proposed: [] })
  })
})

describe('admin decisions', () => {
  it('needs a reason to refuse, and knows only its actions', () => {
    expect(MerchantReviewActionSchema.safeParse({ azione: 'respingi' }).error?.issues[0]?.message).toBe(merchantVettingMessages.reasonRequired)
    expect(MerchantReviewActionSchema.safeParse({ azione: 'respingi', motivo: '   ok   ' }).success).toBe(false)
    expect(MerchantReviewActionSchema.safeParse({ azione: 'respingi', motivo: 'Dati non verificabili', versione: 3 }).success).toBe(true)
    expect(MerchantReviewActionSchema.safeParse({ azione: 'elimina' }).error?.issues[0]?.message).toBe(merchantVettingMessages.invalidAction)
  })
})
