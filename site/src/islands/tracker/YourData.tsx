import { useState } from 'react'
import { acceptedLegalTitles, requestDataMessages as m, type AcceptedTexts } from '#content-schema/privacy/privacy.ts'
import { consentPurposeLabels, type ConsentPurpose } from '#content-schema/consents/consents.ts'
import { linkParts } from '#content-schema/textTemplate.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { failureMessage } from '../publicPost.ts'
import { useHydrated } from '../useHydrated.ts'

type Format = 'json' | 'csv'

/**
 * The request page's «I tuoi dati»: the texts the consumer accepted (the legal texts' versions, each a link to that
 * version, and the words beside each checkbox) and a copy of everything held about the request, as JSON or CSV
 * (POST /api/public/request/export, the page's token as proof), saved as a file by the browser.
 */
export function YourData({ requestRef, accepted }: { requestRef: string; accepted: AcceptedTexts }) {
  const hydrated = useHydrated()
  const [sending, setSending] = useState<Format | null>(null)
  const [error, setError] = useState<string | null>(null)
  const download = async (format: Format) => {
    setSending(format)
    setError(null)
    try {
      const response = await fetch('/api/public/request/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ref: requestRef, format }),
      })
      if (!response.ok) {
        setError(failureMessage(response.status, await response.json().catch(() => ({})), m.failed))
        return
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `i-miei-dati.${format}`
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch {
      setError(m.failed)
    } finally {
      setSending(null)
    }
  }
  return (
    <section aria-labelledby="dati-titolo" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="tracker-your-data">
      <h2 id="dati-titolo" className="text-xl font-bold text-ink-900">
        {m.title}
      </h2>
      {(accepted.legal.length > 0 || accepted.wordings.length > 0) && (
        <div className="mt-3" data-testid="tracker-accepted-texts">
          <h3 className="font-semibold text-ink-900">{m.noticeTitle}</h3>
          <p className="mt-1 text-sm text-slate-600">{m.noticeIntro}</p>
          <ul className="mt-2 space-y-1">
            {accepted.legal.map((text) => (
              <li key={text.slug}>
                <a href={text.path} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {m.noticeLink(acceptedLegalTitles[text.slug as keyof typeof acceptedLegalTitles] ?? text.slug, text.version)}
                </a>
              </li>
            ))}
          </ul>
          <dl className="mt-3 divide-y divide-slate-200 text-sm">
            {accepted.wordings.map((item) => (
              <div key={item.purpose} className="py-2">
                <dt className="font-medium text-slate-800">
                  {consentPurposeLabels[item.purpose as ConsentPurpose] ?? item.label} ({item.granted ? m.given : m.refused})
                </dt>
                {/* The words as read; their links (to the legal texts in force) are the versions listed above. */}
                <dd className="mt-1 text-slate-600">«{linkParts(item.wording).map((part) => part.text).join('')}»</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <p className="mt-4 text-slate-700">{m.intro}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {(['json', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            disabled={!hydrated || sending !== null}
            aria-busy={sending === format}
            onClick={() => void download(format)}
            className={buttonClass('secondary', 'medium')}
          >
            {sending === format ? m.downloading : m[format]}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </section>
  )
}
