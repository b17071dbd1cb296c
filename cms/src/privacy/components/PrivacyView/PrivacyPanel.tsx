'use client'
import { useRef, useState, type FormEvent } from 'react'
import {
  privacyCountLabels,
  privacyMessages as m,
  PrivacyEraseRequestSchema,
  PrivacyEraseResponseSchema,
  totalCount,
  type PrivacyCounts,
} from '#content-schema'

type Result = { kind: 'export' | 'erase'; email: string; counts: PrivacyCounts }
type Busy = 'export' | 'erase' | null

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' ? body.error : m.genericError
}

/** The e-mail field, the two actions, the confirmation before erasing, and what each action found. */
export function PrivacyPanel() {
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const [result, setResult] = useState<Result | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  function checkedEmail(): string | null {
    const parsed = PrivacyEraseRequestSchema.safeParse({ email })
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? m.emailInvalid)
      return null
    }
    setFieldError(null)
    return parsed.data.email
  }

  async function exportData(event: FormEvent) {
    event.preventDefault()
    const address = checkedEmail()
    if (!address) return
    setBusy('export')
    setError(null)
    setResult(null)
    try {
      const response = await fetch(`/api/admin/privacy/export?email=${encodeURIComponent(address)}`, { credentials: 'include' })
      if (!response.ok) {
        setError(await errorMessage(response))
        return
      }
      const blob = await response.blob()
      const { counts } = JSON.parse(await blob.text()) as { counts: PrivacyCounts }
      const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'dati-personali.json'
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = filename
      document.body.append(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
      setResult({ kind: 'export', email: address, counts })
    } catch {
      setError(m.genericError)
    } finally {
      setBusy(null)
    }
  }

  function askToErase() {
    const address = checkedEmail()
    if (!address) return
    setError(null)
    setConfirming(address)
    dialog.current?.showModal()
  }

  function closeDialog() {
    dialog.current?.close()
    setConfirming(null)
  }

  async function erase() {
    const address = confirming
    closeDialog()
    if (!address) return
    setBusy('erase')
    setResult(null)
    try {
      const response = await fetch('/api/admin/privacy/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address }),
      })
      if (!response.ok) {
        setError(await errorMessage(response))
        return
      }
      const body = PrivacyEraseResponseSchema.parse(await response.json())
      setResult({ kind: 'erase', email: body.email, counts: body.counts })
    } catch {
      setError(m.genericError)
    } finally {
      setBusy(null)
    }
  }

  const total = result ? totalCount(result.counts) : 0
  const found = result ? Object.entries(result.counts).filter(([, n]) => n > 0) : []

  return (
    <div style={{ maxWidth: 640, paddingBottom: 'calc(var(--base) * 3)' }}>
      <p style={{ color: 'var(--theme-elevation-600)', lineHeight: 1.5 }}>{m.intro}</p>
      <form onSubmit={exportData} noValidate aria-busy={busy !== null}>
        <div className="field-type email" style={{ marginTop: 'var(--base)' }}>
          <label className="field-label" htmlFor="privacy-email">
            {m.emailLabel}
          </label>
          <input
            id="privacy-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'privacy-email-error' : undefined}
            disabled={busy !== null}
            style={{ width: '100%' }}
          />
          {fieldError && (
            <p id="privacy-email-error" role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) / 4) 0 0' }}>
              {fieldError}
            </p>
          )}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginTop: 'var(--base)' }}>
          <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} disabled={busy !== null}>
            {busy === 'export' ? m.exporting : m.exportButton}
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            style={{ margin: 0, color: 'var(--theme-error-600)', borderColor: 'var(--theme-error-400)' }}
            onClick={askToErase}
            disabled={busy !== null}
          >
            {busy === 'erase' ? m.erasing : m.eraseButton}
          </button>
        </div>
      </form>

      <div aria-live="polite" style={{ marginTop: 'calc(var(--base) * 1.5)' }}>
        {error && (
          <p role="alert" style={{ color: 'var(--theme-error-600)', fontWeight: 600 }}>
            {error}
          </p>
        )}
        {result && (
          <section aria-label={m.countsTitle} data-testid="privacy-result">
            <p style={{ fontWeight: 600 }}>
              {total === 0 ? m.nothingFound : result.kind === 'export' ? m.exportDone(total) : m.eraseDone(total)}{' '}
              <span style={{ fontWeight: 400, color: 'var(--theme-elevation-600)' }}>({result.email})</span>
            </p>
            {found.length > 0 && (
              <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                <caption style={{ textAlign: 'left', marginBottom: 'calc(var(--base) / 4)' }}>{m.countsTitle}</caption>
                <tbody>
                  {found.map(([kind, n]) => (
                    <tr key={kind} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
                      <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: 'calc(var(--base) / 4) 0' }}>
                        {privacyCountLabels[kind] ?? kind}
                      </th>
                      <td style={{ textAlign: 'right', padding: 'calc(var(--base) / 4) 0', fontVariantNumeric: 'tabular-nums' }}>{n}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </div>

      <dialog
        ref={dialog}
        aria-labelledby="privacy-confirm-title"
        onCancel={() => setConfirming(null)}
        style={{
          maxWidth: 480,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 8,
          padding: 'calc(var(--base) * 1.5)',
          background: 'var(--theme-bg)',
          color: 'var(--theme-text)',
        }}
      >
        <h2 id="privacy-confirm-title" style={{ marginTop: 0 }}>
          {m.confirmTitle}
        </h2>
        <p style={{ lineHeight: 1.5 }}>{confirming ? m.confirmText(confirming) : ''}</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', justifyContent: 'flex-end', marginTop: 'var(--base)' }}>
          <button type="button" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} onClick={closeDialog}>
            {m.cancelButton}
          </button>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            style={{ margin: 0, background: 'var(--theme-error-600)', borderColor: 'var(--theme-error-600)' }}
            onClick={erase}
          >
            {m.confirmButton}
          </button>
        </div>
      </dialog>
    </div>
  )
}
