import { X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { fieldClasses } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/**
 * Chips: Enter or comma adds what was typed (trimmed, no repeats), Backspace in an empty box removes
 * the last chip, and each chip has its own remove button. Leaving the box keeps what was typed.
 */
export function TagsInput({
  value,
  onChange,
  id,
  placeholder,
  ...aria
}: {
  value: string[]
  onChange: (tags: string[]) => void
  id?: string
  placeholder?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}) {
  const [draft, setDraft] = useState('')

  function add(text: string) {
    const tags = text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
    const next = [...value]
    for (const tag of tags) if (!next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag)
    if (next.length !== value.length) onChange(next)
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add(draft)
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div
      className={cn(
        fieldClasses,
        'focus-within:border-brand-500 focus-within:ring-brand-500/30 flex min-h-10 flex-wrap items-center gap-1.5 py-1.5 focus-within:ring-2',
      )}
    >
      <ul className="contents" aria-label="Tags escolhidas">
        {value.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs text-slate-800"
          >
            #{tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((item) => item !== tag))}
              className="focus-visible:ring-brand-500 rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:ring-2 focus-visible:outline-none"
              aria-label={`Remover tag ${tag}`}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        placeholder={value.length === 0 ? placeholder : undefined}
        className="min-w-24 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-400"
        {...aria}
      />
    </div>
  )
}
