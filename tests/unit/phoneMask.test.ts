import { describe, expect, it } from 'vitest'
import { isMaskedPhone, leadContactLinks, maskPhone, maskPhoneInText } from '#content-schema'

describe('phone masking for merchants', () => {
  it.each([
    ['+39 333 123 4567', '+39 333 ••• ••67'],
    ['+393331234567', '+39 333 ••• ••67'],
    ['0039 347 112 3344', '+39 347 ••• ••44'],
    ['333 1234567', '333 ••• ••67'],
    ['055-123.45.89', '055 ••• ••89'],
    ['+41 79 123 45 67', '+ 417 ••• ••67'],
    ['12345', '••• •••'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked)
    expect(isMaskedPhone(maskPhone(phone))).toBe(true)
  })

  it('keeps the same shape whatever the length, so the mask hides how many digits there are', () => {
    expect(maskPhone('+39 333 1234567').length).toBe(maskPhone('+39 333 12345678').length)
    expect(isMaskedPhone('+39 333 123 4567')).toBe(false)
  })

  it('masks the number wherever free text repeats it', () => {
    const text = 'Telefono: +39 333 123 4567\nChiamatemi al 3331234567 o al 333 123 4567 dopo le 18.'
    const masked = maskPhoneInText(text, '+39 333 123 4567')
    expect(masked).toBe('Telefono: +39 333 ••• ••67\nChiamatemi al +39 333 ••• ••67 o al +39 333 ••• ••67 dopo le 18.')
    expect(masked).not.toMatch(/123/)
  })
})

describe('the partner’s contact actions', () => {
  it('calls, WhatsApps (Italian mobiles) and e-mails an unmasked contact', () => {
    expect(leadContactLinks('+39 347 555 0101', 'elena@example.com')).toEqual({ tel: 'tel:+393475550101', whatsapp: 'https://wa.me/393475550101', mailto: 'mailto:elena@example.com' })
    expect(leadContactLinks('0039 333 908 7766', 'a@example.com')?.whatsapp).toBe('https://wa.me/393339087766')
    expect(leadContactLinks('347 5550101', 'a@example.com')?.tel).toBe('tel:+393475550101')
  })

  it('offers no WhatsApp for a landline or a foreign number, and nothing for a masked one', () => {
    expect(leadContactLinks('+39 055 123 4567', 'a@example.com')).toMatchObject({ tel: 'tel:+390551234567', whatsapp: null })
    expect(leadContactLinks('+41 79 123 45 67', 'a@example.com')).toMatchObject({ tel: 'tel:+41791234567', whatsapp: null })
    expect(leadContactLinks(maskPhone('+39 347 555 0101'), 'a@example.com')).toBeNull()
  })
})
