import type { ServiceVariant } from '#content-schema'

/** Each service variant's colours (full class names, so Tailwind finds them). */
export const variantStyles: Record<ServiceVariant, { icon: string; bar: string }> = {
  energy: { icon: 'bg-amber-100 text-amber-800', bar: 'bg-amber-400' },
  internet: { icon: 'bg-sky-100 text-sky-800', bar: 'bg-sky-500' },
  solar: { icon: 'bg-yellow-100 text-yellow-800', bar: 'bg-yellow-400' },
  heating: { icon: 'bg-rose-100 text-rose-800', bar: 'bg-rose-500' },
  security: { icon: 'bg-slate-200 text-slate-800', bar: 'bg-slate-500' },
  insurance: { icon: 'bg-violet-100 text-violet-800', bar: 'bg-violet-500' },
  auto: { icon: 'bg-indigo-100 text-indigo-800', bar: 'bg-indigo-500' },
  water: { icon: 'bg-cyan-100 text-cyan-800', bar: 'bg-cyan-500' },
}
