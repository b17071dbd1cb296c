import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { SMS_CODE_LENGTH, SMS_CODE_MINUTES, VerificationSentSchema, VerificationStatusSchema, VerifiedSchema, verificationMessages, type VerificationStatus } from '#content-schema/verification/verification.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { failureMessage } from '../publicPost.ts'
import { inputClass } from '../ui/inputClasses.ts'
import { Notice } from '../ui/Notice.tsx'

/** `texts`: the page's words as the editors wrote them («Testi dell'interfaccia» → conferma della richiesta). */
type Props = { requestRef: string; texts: UiTexts['verificationPage'] }

/** The secret of the e-mail's link travels in the fragment (`#codice=…`): read here, never sent in a URL. */
function linkSecret(): string | null {
  const match = /(?:^|[#&])codice=([^&]+)/.exec(window.location.hash)
  return match ? decodeURIComponent(match[1]) : null
}

async function errorOf(response: Response, fallback: string): Promise<string> {
  return failureMessage(response.status, await response.json().catch(() => ({})), fallback)
}

/**
 * The confirmation of a request's contacts (/conferma-richiesta?ref=…): the six digits of the SMS in one field the
 * keyboard and a phone's code suggestion fill (`autocomplete="one-time-code"`), or the button that confirms the
 * e-mail's link. On success the page goes on to the offers; errors are read out (role="alert").
 */
export default function VerifyRequest({ requestRef, texts: t }: Props) {
  const [status, setStatus] = useState<VerificationStatus | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [info, setInfo] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [wait, setWait] = useState(0)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    setSecret(linkSecret())
    void (async () => {
      try {
        const response = await fetch(`/api/public/request/verification?ref=${encodeURIComponent(requestRef)}`, { headers: { accept: 'application/json' } })
        const parsed = VerificationStatusSchema.safeParse(await response.json())
        if (!response.ok || !parsed.success) return setLoadFailed(true)
        if (parsed.data.state === 'verified') return window.location.replace(parsed.data.offersUrl)
        setStatus(parsed.data)
        setWait(parsed.data.resendInSeconds)
      } catch {
        setLoadFailed(true)
      }
    })()
  }, [requestRef])

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const confirm = useCallback(
    async (value: string) => {
      setBusy(true)
      setError(null)
      setInfo(null)
      try {
        const response = await fetch('/api/public/request/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref: requestRef, code: value }) })
        const parsed = VerifiedSchema.safeParse(await response.clone().json().catch(() => null))
        if (response.ok && parsed.success) {
          setDone(true)
          window.location.assign(parsed.data.offersUrl)
          return
        }
        setError(await errorOf(response, t.loadError))
        input.current?.focus()
      } catch {
        setError(t.loadError)
      }
      setBusy(false)
    },
    [requestRef, t.loadError],
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    const digits = code.replace(/\D/g, '')
    if (digits.length !== SMS_CODE_LENGTH) {
      setError(verificationMessages.codeFormat)
      input.current?.focus()
      return
    }
    await confirm(digits)
  }

  async function resend() {
    setBusy(true)
    setError(null)
    setInfo(null)
    try {
      const response = await fetch('/api/public/request/verify/resend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref: requestRef }) })
      const parsed = VerificationSentSchema.safeParse(await response.clone().json().catch(() => null))
      if (response.ok && parsed.success) {
        setWait(parsed.data.resendInSeconds)
        setInfo(status?.channel === 'email' ? t.resentEmail : t.resent)
        setCode('')
      } else setError(await errorOf(response, t.loadError))
    } catch {
      setError(t.loadError)
    }
    setBusy(false)
  }

  if (loadFailed) {
    return (
      <Notice tone="error" role="alert">
        {t.loadError}
      </Notice>
    )
  }
  if (!status) return <p aria-live="polite">…</p>
  if (status.state === 'expired' || status.state === 'cancelled') {
    return (
      <Notice tone="warning" title={status.state === 'expired' ? t.expiredTitle : t.cancelledTitle}>
        <p className="mt-1">{status.state === 'expired' ? verificationMessages.expired : verificationMessages.cancelled}</p>
        <a className={`${buttonClass('primary', 'large')} mt-4`} href="/">
          {t.startAgain}
        </a>
      </Notice>
    )
  }

  const messages = (
    <div aria-live="polite" className="space-y-3">
      {error && (
        <Notice tone="error" role="alert" data-testid="verify-error">
          {error}
        </Notice>
      )}
      {info && <Notice tone="info">{info}</Notice>}
      {done && <Notice tone="info">{t.confirmed}</Notice>}
    </div>
  )
  const resendButton = (
    <button type="button" className={buttonClass('secondary', 'medium')} onClick={() => void resend()} disabled={busy || wait > 0} data-testid="verify-resend">
      {wait > 0 ? fillText(t.resendIn, { secondi: wait }) : status.channel === 'email' ? t.resendEmail : t.resend}
    </button>
  )
  const footer = (
    <>
      <p className="text-sm text-slate-600">{fillText(t.expiresAt, { scadenza: formatRomeDateTime(new Date(status.expiresAt)) })}</p>
      <p className="text-sm text-slate-600">{t.wrongNumber}</p>
    </>
  )

  if (status.channel === 'email') {
    return (
      <div className="max-w-xl space-y-4" data-testid="verify-email">
        <p className="text-lg text-slate-700">{secret ? t.emailLinkIntro : fillText(t.emailIntro, { destinatario: status.sentTo })}</p>
        {secret ? (
          <button type="button" className={buttonClass('primary', 'large')} onClick={() => void confirm(secret)} disabled={busy || done} data-testid="verify-email-confirm">
            {busy ? t.confirming : t.confirmEmail}
          </button>
        ) : (
          resendButton
        )}
        {messages}
        {footer}
      </div>
    )
  }

  return (
    <form className="max-w-xl space-y-4" onSubmit={(event) => void submit(event)} noValidate data-testid="verify-sms">
      <p className="text-lg text-slate-700">{fillText(t.smsIntro, { destinatario: status.sentTo, cifre: SMS_CODE_LENGTH })}</p>
      <div>
        <label htmlFor="verify-code" className="block font-semibold text-ink-900">
          {t.codeLabel}
        </label>
        <p id="verify-code-hint" className="text-sm text-slate-600">
          {fillText(t.codeHint, { cifre: SMS_CODE_LENGTH, minuti: SMS_CODE_MINUTES })}
        </p>
        <input
          ref={input}
          id="verify-code"
          name="code"
          className={`${inputClass} mt-2 max-w-56 text-center text-2xl tracking-[0.4em]`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
          aria-describedby={error ? 'verify-code-hint verify-error' : 'verify-code-hint'}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'large')} disabled={busy || done} data-testid="verify-submit">
          {busy ? t.confirming : t.confirm}
        </button>
        {resendButton}
      </div>
      {error && <span id="verify-error" hidden>{error}</span>}
      {messages}
      {footer}
    </form>
  )
}
