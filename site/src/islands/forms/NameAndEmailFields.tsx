import type { Path, UseFormRegister } from 'react-hook-form'
import { Field } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'

type Person = { nome: string; cognome: string; email: string }

/** The first three fields of the contact and call forms: first name, last name and e-mail, with the server's messages. */
export function NameAndEmailFields<V extends Person>({
  register,
  errors,
  fieldId,
  t,
}: {
  register: UseFormRegister<V>
  errors: Partial<Record<keyof Person, { message?: string }>>
  fieldId: (name: keyof Person) => string
  t: { firstName: string; lastName: string; email: string }
}) {
  return (
    <>
      <Field id={fieldId('nome')} label={t.firstName} error={errors.nome?.message}>
        {(control) => <input {...control} type="text" autoComplete="given-name" className={inputClass} {...register('nome' as Path<V>)} />}
      </Field>
      <Field id={fieldId('cognome')} label={t.lastName} error={errors.cognome?.message}>
        {(control) => <input {...control} type="text" autoComplete="family-name" className={inputClass} {...register('cognome' as Path<V>)} />}
      </Field>
      <Field id={fieldId('email')} label={t.email} error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" className={inputClass} {...register('email' as Path<V>)} />}
      </Field>
    </>
  )
}
