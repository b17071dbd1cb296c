import { describe, expect, it } from 'vitest'
import { fillText, linkParts } from '#content-schema/textTemplate.ts'
import { emptyReviewSummary, offersHeading, uiTextCatalogue, UiTextsSchema } from '#content-schema'
import { continueSelectedLabel, progressLabel } from '../../site/src/islands/questionnaire/texts.ts'

describe('fillText', () => {
  it('puts each value in its placeholder, every time it appears', () => {
    expect(fillText('Passo {passo} di {totale}', { passo: 2, totale: 5 })).toBe('Passo 2 di 5')
    expect(fillText('{azienda}, {azienda}', { azienda: 'Rossi' })).toBe('Rossi, Rossi')
    expect(fillText('Nel CAP {cap}{citta}.', { cap: '59100', citta: '' })).toBe('Nel CAP 59100.')
  })

  it('leaves a placeholder it was not given as written, and text without placeholders as it is', () => {
    expect(fillText('Ciao {nomee}', { nome: 'Anna' })).toBe('Ciao {nomee}')
    expect(fillText('Continua', { numero: 3 })).toBe('Continua')
    expect(fillText('{toString}', {})).toBe('{toString}')
  })
})

describe('linkParts', () => {
  it('splits the links written [testo](/indirizzo) from the text around them', () => {
    expect(linkParts(uiTextCatalogue.contactStep.texts.privacyConsent.default)).toEqual([
      { text: 'Accetto i ' },
      { text: 'Termini e Condizioni', href: '/termini-condizioni' },
      { text: " e dichiaro di aver letto l'" },
      { text: 'Informativa Privacy', href: '/privacy-policy' },
      { text: ' *' },
    ])
  })

  it('gives a text without links as one part', () => {
    expect(linkParts('Acconsento (facoltativo)')).toEqual([{ text: 'Acconsento (facoltativo)' }])
    expect(linkParts('')).toEqual([])
  })

  it('links only paths of this site: another address, protocol-relative or javascript:, stays text', () => {
    for (const written of ['[qui](https://altro.example)', '[qui](//altro.example)', '[qui](javascript:alert(1))']) {
      expect(linkParts(written).every((part) => part.href === undefined)).toBe(true)
    }
    expect(linkParts('[qui](/cookie-policy#durata)')).toEqual([{ text: 'qui', href: '/cookie-policy#durata' }])
  })

  it('keeps as text every path a browser would open at another host, and escapes no path of the site has', () => {
    for (const href of [
      '/\\evil.example/x',
      '/\\/evil.example',
      '\\\\evil.example',
      '//evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/ /evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/%00',
      '/%zz',
      '/\u3000/evil.example',
      '/\uFF0F/evil.example',
      'https://evil.example',
      'HTTPS://evil.example',
      'data:text/html,<script>alert(1)</script>',
      ' /privacy-policy',
    ]) {
      const written = `Leggi [qui](${href}) e basta.`
      expect(linkParts(written), JSON.stringify(href)).toEqual([{ text: written }])
    }
    expect(linkParts('[a](/privacy-policy?x=1&y=%C3%A0#fine)')).toEqual([{ text: 'a', href: '/privacy-policy?x=1&y=%C3%A0#fine' }])
    expect(linkParts('[a](/)')).toEqual([{ text: 'a', href: '/' }])
  })
})

describe('UiTextsSchema', () => {
  it('reads a blank or missing text, or a missing group, as its default and keeps what an editor wrote', () => {
    const texts = UiTextsSchema.parse({
      questionnaire: { back: '  ', continue: 'Avanti' },
      contactForm: { submit: null },
      offers: { book: 'Richiamami' },
    })
    expect(texts.questionnaire.back).toBe('Indietro')
    expect(texts.questionnaire.continue).toBe('Avanti')
    expect(texts.contactForm.submit).toBe('Invia messaggio')
    expect(texts.offers.book).toBe('Richiamami')
    expect(texts.postcode.noCity).toBe('Nessuna città trovata per il CAP {cap}')
    expect(texts.luceGasStart.title).toBe('Inserisci il CAP della tua zona')
  })

  it('gives every group of the catalogue, each text filled', () => {
    const texts = UiTextsSchema.parse({})
    for (const [group, { texts: entries }] of Object.entries(uiTextCatalogue)) {
      for (const [key, entry] of Object.entries(entries)) {
        expect((texts as unknown as Record<string, Record<string, string>>)[group]?.[key]).toBe(entry.default)
      }
    }
  })
})

describe('the questionnaire’s counted texts', () => {
  const { questionnaire } = UiTextsSchema.parse({})

  it('word the progress, with "circa" while later answers can still hide steps', () => {
    expect(progressLabel(questionnaire, { step: 2, total: 5, ratio: 0.4, approximate: false })).toBe('Passo 2 di 5')
    expect(progressLabel(questionnaire, { step: 1, total: 6, ratio: 1 / 6, approximate: true })).toBe('Passo 1 di circa 6')
    expect(progressLabel({ ...questionnaire, progress: 'Domanda {passo}/{totale}' }, { step: 3, total: 4, ratio: 0.75, approximate: false })).toBe('Domanda 3/4')
  })

  it('word the multiple-choice button by count', () => {
    expect(continueSelectedLabel(questionnaire, 1)).toBe('Continua (1 selezionato)')
    expect(continueSelectedLabel(questionnaire, 3)).toBe('Continua (3 selezionati)')
  })
})

describe('offersHeading', () => {
  const { offers: texts } = UiTextsSchema.parse({})
  const card = (slug: 'fotovoltaico' | 'luce-gas') => ({
    id: 1,
    nomeAzienda: 'Sole Srl',
    nomeCognome: 'Anna Bianchi',
    zonaGeografica: 'Prato',
    cap: '59100',
    citta: 'Prato',
    telefono: '0574 000000',
    email: 'sole@example.it',
    disponibilitaOraria: null,
    logoUrl: null,
    servizi: [{ slug, label: slug }],
    rispostaOre: null,
    iscrizioneRui: null,
    recensioni: emptyReviewSummary,
  })
  const lead = (firstName: string, citta: string | null, served: boolean) => ({
    service: { slug: 'fotovoltaico' as const, label: 'Fotovoltaico' },
    cap: '59100',
    citta,
    firstName,
    merchants: [card(served ? 'fotovoltaico' : 'luce-gas')],
    estimate: null,
    partnerConsents: [],
    booking: null,
    requestPath: '/richiesta/abc',
    verified: true,
  })

  it('names the visitor and the town when known, for each page', () => {
    expect(offersHeading(texts, 'service', lead('Mario', 'Prato', true))).toEqual({
      title: 'Offerte per Fotovoltaico',
      intro: 'Mario, ecco i partner verificati per il CAP 59100 (Prato): scegli da chi vuoi essere richiamato/a.',
    })
    expect(offersHeading(texts, 'cap', lead('', null, true))).toEqual({
      title: 'I nostri partner per il CAP 59100',
      intro: 'Questi sono i professionisti attivi nella tua zona per Fotovoltaico e non solo: scegli da chi vuoi essere richiamato/a.',
    })
  })

  it('gives a lead nobody serves its request instead, and the page without offers its plain title', () => {
    expect(offersHeading(texts, 'cap', lead('Mario', 'Prato', false))).toEqual({
      title: 'La tua richiesta per Fotovoltaico',
      intro: 'Grazie Mario: abbiamo ricevuto la tua richiesta per Fotovoltaico nel CAP 59100 (Prato).',
    })
    expect(offersHeading(texts, 'service', null)).toEqual({ title: 'Offerte', intro: null })
    expect(offersHeading(texts, 'cap', null)).toEqual({ title: 'I nostri partner', intro: null })
  })

  it('uses what an editor wrote', () => {
    expect(offersHeading({ ...texts, serviceTitle: '{servizio}: i partner di {nome}' }, 'service', lead('Mario', null, true)).title).toBe('Fotovoltaico: i partner di Mario')
  })
})
