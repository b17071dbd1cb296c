/** A person's e-mail and phone in a list row, each a link that opens the mail or phone app. */
export function Contacts({ email, telefono }: { email: string; telefono: string }) {
  return (
    <div className="space-y-0.5">
      <a href={`mailto:${email}`} className="block [overflow-wrap:anywhere] text-brand-700 hover:underline">
        {email}
      </a>
      <a href={`tel:${telefono.replace(/\s+/g, '')}`} className="block whitespace-nowrap text-slate-600 hover:underline">
        {telefono}
      </a>
    </div>
  )
}
