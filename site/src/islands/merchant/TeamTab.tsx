import { useCallback, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TeamMemberSchema, merchantIssueTitle, teamMessages as text, type TeamMemberInput } from '#content-schema/forms/merchantProfile.ts'
import { payloadListOf, TeamMemberDocSchema, type TeamMemberDoc } from '#content-schema/merchants/areaRecords.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { api } from '../sessionApi.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { EmptyList } from '../ui/EmptyList.tsx'
import { Field } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { Loading } from '../ui/Loading.tsx'
import { Notice } from '../ui/Notice.tsx'
import { useToast } from '../ui/Toasts.tsx'

type TeamMemberOutput = { nome: string; ruolo: string; telefono: string | null; email: string | null }

export function TeamTab({ hasProfile }: { hasProfile: boolean }) {
  const toast = useToast()
  const [members, setMembers] = useState<TeamMemberDoc[] | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)
  const [inviting, setInviting] = useState<number | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<TeamMemberInput, unknown, TeamMemberOutput>({
    resolver: zodResolver(TeamMemberSchema),
    defaultValues: { nome: '', ruolo: '', telefono: '', email: '' },
  })
  const errors = formState.errors

  const load = useCallback(async () => {
    const result = await api('GET', '/team-members?where[attivo][equals]=true&sort=-createdAt&limit=200&depth=0', undefined, { schema: payloadListOf(TeamMemberDocSchema) })
    if (result.ok) setMembers(result.data.docs)
    else {
      console.error('Errore nel caricare il team:', result.message)
      setMembers([])
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const add = handleSubmit(
    async (data) => {
      const result = await api('POST', '/team-members', data)
      if (!result.ok) {
        toast({ tone: 'error', title: text.addErrorTitle, description: result.status === 400 ? result.message : text.addError })
        return
      }
      toast({ title: text.addedTitle })
      reset()
      await load()
    },
    (invalid) => {
      const first = invalid.nome?.message ?? invalid.ruolo?.message ?? invalid.email?.message ?? invalid.telefono?.message
      if (first) toast({ tone: 'error', title: merchantIssueTitle(first), description: first })
    },
  )

  const remove = async (member: TeamMemberDoc) => {
    setRemoving(member.id)
    const result = await api('PATCH', `/team-members/${member.id}`, { attivo: false })
    setRemoving(null)
    if (!result.ok) {
      toast({ tone: 'error', title: text.addErrorTitle, description: text.removeError })
      return
    }
    toast({ title: text.removedTitle })
    await load()
  }

  // Its own account: the server makes it and e-mails the link that sets the password.
  const invite = async (member: TeamMemberDoc) => {
    setInviting(member.id)
    const result = await api('POST', `/merchant/team/${member.id}/invite`, {})
    setInviting(null)
    if (!result.ok) {
      toast({ tone: 'error', title: text.inviteError, description: result.message })
      return
    }
    toast({ title: text.invitedTitle, description: text.invited(member.email ?? '') })
    await load()
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form onSubmit={add} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="team-add-title">
        <h2 id="team-add-title" className="text-lg font-bold text-ink-900">
          Aggiungi collaboratore
        </h2>
        {!hasProfile && (
          <Notice tone="warning" className="text-sm">
            Salva prima la tua scheda nella sezione Gestione Profilo.
          </Notice>
        )}
        <Field id="team-nome" label="Nome *" error={errors.nome?.message}>
          {(control) => <input {...control} className={compactInputClass} {...register('nome')} />}
        </Field>
        <Field id="team-ruolo" label="Ruolo *" error={errors.ruolo?.message}>
          {(control) => <input {...control} className={compactInputClass} {...register('ruolo')} />}
        </Field>
        <Field id="team-telefono" label="Telefono" error={errors.telefono?.message}>
          {(control) => <input {...control} type="tel" className={compactInputClass} {...register('telefono')} />}
        </Field>
        <Field id="team-email" label="Email" error={errors.email?.message}>
          {(control) => <input {...control} type="email" className={compactInputClass} {...register('email')} />}
        </Field>
        <button type="submit" disabled={formState.isSubmitting || !hasProfile} className={`${buttonClass('primary', 'compact')} w-full`}>
          Aggiungi
        </button>
      </form>
      <section aria-labelledby="team-list-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="team-list-title" className="text-lg font-bold text-ink-900">
          Il tuo team ({members?.length ?? 0})
        </h2>
        {members === null ? (
          <Loading />
        ) : members.length === 0 ? (
          <EmptyList text={text.empty} className="mt-4" />
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" data-testid="team-list">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink-900">{member.nome}</p>
                  <p className="text-sm text-slate-600">{member.ruolo}</p>
                  <p className="text-sm text-slate-500">{[member.telefono, member.email].filter(Boolean).join(' · ')}</p>
                  {member.emailDaConfermare && (
                    <p className="text-sm text-amber-800" data-testid="team-email-pending">
                      {text.emailPending(member.emailDaConfermare)}
                    </p>
                  )}
                  {member.invitatoIl && (
                    <p className="text-sm text-slate-600" data-testid="team-invited">
                      {text.invitedOn(formatRomeDateTime(new Date(member.invitatoIl)))}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {member.email && (
                    <button type="button" onClick={() => invite(member)} disabled={inviting === member.id} aria-label={`${member.utente ? text.inviteAgain : text.invite}: ${member.nome}`} className={buttonClass('secondary', 'compact')}>
                      {member.utente ? text.inviteAgain : text.invite}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(member)}
                    disabled={removing === member.id}
                    aria-label={`Rimuovi ${member.nome}`}
                    className={buttonClass('danger', 'compact')}
                  >
                    Rimuovi
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
