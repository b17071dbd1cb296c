import type { EmailContent } from '../layout.ts'
import {
  merchantApprovedEmailText,
  merchantInReviewAdminEmailText,
  merchantReactivatedEmailText,
  merchantRejectedEmailText,
  merchantSuspendedEmailText,
} from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'

/** The link of the confirmation e-mail: the sign-in page confirms the token and says so. */
export function verificationUrl(token: string): string {
  return `${publicUrl()}/auth-merchant?verifica=${encodeURIComponent(token)}`
}

/** The link of the password-reset e-mail. */
export function resetPasswordUrl(token: string): string {
  return `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`
}

export function merchantVerifyEmail(token: string): EmailContent {
  return {
    subject: 'Conferma la tua email - CasaConfronta',
    heading: 'Conferma il tuo indirizzo email',
    paragraphs: [
      'Grazie per esserti registrato come partner di CasaConfronta.',
      'Per completare la registrazione e accedere alla tua area merchant, conferma il tuo indirizzo email con il pulsante qui sotto.',
      'Se non hai richiesto tu la registrazione, ignora questa email.',
    ],
    cta: { label: 'Conferma email', url: verificationUrl(token) },
  }
}

export function merchantWelcomeEmail(token: string): EmailContent {
  return {
    subject: 'Benvenuto in CasaConfronta!',
    heading: 'Benvenuto nella rete dei partner CasaConfronta',
    paragraphs: [
      'Il tuo account merchant è stato creato.',
      'Dopo aver confermato la tua email potrai completare la scheda della tua azienda (ragione sociale, Partita IVA, sede, servizi e CAP serviti) e inviarla in verifica: una volta approvata riceverai le richieste dei clienti della tua zona.',
    ],
    cta: { label: 'Conferma email e accedi', url: verificationUrl(token) },
  }
}

export function merchantResetPasswordEmail(token: string): EmailContent {
  return {
    subject: 'Reimposta la tua password - CasaConfronta',
    heading: 'Reimposta la tua password',
    paragraphs: [
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
      "Il link è valido per un'ora e può essere usato una sola volta.",
      'Se non hai richiesto tu il reset, ignora questa email: la tua password resta invariata.',
    ],
    cta: { label: 'Reimposta password', url: resetPasswordUrl(token) },
  }
}

/** A team member's invitation to an account of its own: the link sets its password (Payload's reset token). */
export function teamInviteEmail(token: string, azienda: string): EmailContent {
  return {
    subject: `${azienda} ti ha invitato nell'area merchant - CasaConfronta`,
    heading: `Entra nel team di ${azienda}`,
    paragraphs: [
      `${azienda} ti ha aggiunto al suo team su CasaConfronta: con il tuo account vedrai le richieste dei clienti che ti assegna, con i loro contatti e le note.`,
      "Scegli la tua password con il pulsante qui sotto, poi accedi dalla pagina di accesso dei merchant con questo indirizzo email. Il link è valido per un'ora e può essere usato una sola volta: se scade, usa «Password dimenticata?» nella pagina di accesso.",
      'Se non conosci questa azienda, ignora questa email.',
    ],
    cta: { label: 'Scegli la password', url: resetPasswordUrl(token) },
  }
}

/** The merchant area, where a refused profile is corrected and sent again. */
function merchantAreaUrl(): string {
  return `${publicUrl()}/area-merchant`
}

export function merchantRejectedEmail(reason: string): EmailContent {
  return {
    subject: merchantRejectedEmailText.subject,
    heading: merchantRejectedEmailText.heading,
    paragraphs: [merchantRejectedEmailText.intro, merchantRejectedEmailText.outro],
    details: [{ label: 'Motivo', value: reason }],
    cta: { label: 'Vai alla tua area', url: merchantAreaUrl() },
  }
}

/** Where a merchant writes to the team: the contact form. */
export function supportUrl(): string {
  return `${publicUrl()}/contatti`
}

export function merchantSuspendedEmail(reason: string): EmailContent {
  return {
    subject: merchantSuspendedEmailText.subject,
    heading: merchantSuspendedEmailText.heading,
    paragraphs: [merchantSuspendedEmailText.intro, merchantSuspendedEmailText.outro],
    details: [{ label: 'Motivo', value: reason }],
    cta: { label: merchantSuspendedEmailText.support, url: supportUrl() },
  }
}

export function merchantReactivatedEmail(reason: string | null): EmailContent {
  return {
    subject: merchantReactivatedEmailText.subject,
    heading: merchantReactivatedEmailText.heading,
    paragraphs: [merchantReactivatedEmailText.intro],
    ...(reason ? { details: [{ label: 'Motivo', value: reason }] } : {}),
    cta: { label: 'Vai alla tua area', url: merchantAreaUrl() },
  }
}

/** To every admin: a profile entered review (new, or refused and sent again). */
export function merchantInReviewAdminEmail(company: string, again: boolean): EmailContent {
  return {
    subject: merchantInReviewAdminEmailText.subject(company),
    heading: merchantInReviewAdminEmailText.heading,
    paragraphs: [merchantInReviewAdminEmailText.intro(company, again)],
    cta: { label: merchantInReviewAdminEmailText.cta, url: `${publicUrl()}/area-admin` },
  }
}

export function merchantApprovedEmail(): EmailContent {
  return {
    subject: merchantApprovedEmailText.subject,
    heading: merchantApprovedEmailText.heading,
    paragraphs: [merchantApprovedEmailText.intro],
    cta: { label: 'Vai alla tua area', url: merchantAreaUrl() },
  }
}

/** The link that confirms a new e-mail address: the sign-in page sends the token and says how it went. */
export function emailChangeUrl(token: string): string {
  return `${publicUrl()}/auth-merchant?nuova-email=${encodeURIComponent(token)}`
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function signupExistingAccountEmail(): EmailContent {
  return {
    subject: 'Tentativo di registrazione con la tua email - CasaConfronta',
    heading: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
    paragraphs: [
      'Abbiamo ricevuto una richiesta di registrazione come partner con questo indirizzo email, che ha già un account CasaConfronta.',
      'Se eri tu, non serve registrarti di nuovo: accedi con la tua password, oppure reimpostala se non la ricordi.',
      'Se non eri tu, ignora questa email: il tuo account non è cambiato.',
    ],
    cta: { label: 'Accedi', url: `${publicUrl()}/auth-merchant` },
  }
}

export function emailChangeConfirmEmail(token: string): EmailContent {
  return {
    subject: 'Conferma la tua nuova email - CasaConfronta',
    heading: 'Conferma il nuovo indirizzo email',
    paragraphs: [
      'Hai chiesto di usare questo indirizzo per il tuo account CasaConfronta.',
      "Il cambio avviene solo quando confermi con il pulsante qui sotto; il link vale 24 ore. Fino ad allora accedi con l'indirizzo di prima.",
      'Se non hai chiesto tu il cambio, ignora questa email.',
    ],
    cta: { label: 'Conferma nuova email', url: emailChangeUrl(token) },
  }
}

/** To the new address an owner gave a member of its team: the member's account changes to it only once confirmed here. */
export function teamEmailChangeConfirmEmail(token: string, azienda: string): EmailContent {
  return {
    subject: `Conferma la tua nuova email per il team di ${azienda} - CasaConfronta`,
    heading: 'Conferma il nuovo indirizzo email',
    paragraphs: [
      `${azienda} ha indicato questo indirizzo per il tuo account di collaboratore su CasaConfronta.`,
      "Il cambio avviene solo quando confermi con il pulsante qui sotto; il link vale 24 ore. Fino ad allora accedi con l'indirizzo di prima.",
      'Se non conosci questa azienda, ignora questa email.',
    ],
    cta: { label: 'Conferma nuova email', url: emailChangeUrl(token) },
  }
}

/** To the old address, so an owner learns of a change they did not ask for while it can still be stopped. */
export function emailChangeNoticeEmail(newEmail: string): EmailContent {
  return {
    subject: 'Richiesta di cambio email - CasaConfronta',
    heading: 'È stato chiesto di cambiare la tua email',
    paragraphs: [
      `È stato chiesto di sostituire l'email del tuo account CasaConfronta con ${newEmail}. Il cambio avverrà solo se il nuovo indirizzo lo conferma.`,
      'Se non sei stato tu, reimposta subito la password: il cambio richiede la password attuale.',
    ],
  }
}
