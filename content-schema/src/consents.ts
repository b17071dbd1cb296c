// What a person consents to with a form, by purpose: the consent ledger, the request page and the admin alike.

export const consentPurposes = ['privacy', 'marketing', 'partners', 'group'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/** One name per consent, for the admin's ledger and the consumer's tracker alike. */
export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  privacy: 'Privacy e termini',
  marketing: 'Comunicazioni promozionali',
  partners: 'Contatto dai partner commerciali',
  group: 'Comunicazioni delle società del gruppo',
}
