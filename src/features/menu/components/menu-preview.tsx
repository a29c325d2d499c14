import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { env } from '@/lib/env'

/** How the public header will look: brand and the active items in order (the links do nothing here). */
export function MenuPreview({ items }: { items: MenuItem[] }) {
  const active = items.filter((item) => item.is_active)
  return (
    <div
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
      role="group"
      aria-label="Pré-visualização do cabeçalho"
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3">
        <span className="text-brand-900 flex items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" width={24} height={24} className="size-6" />
          {env.siteName}
        </span>
        {active.length === 0 ? (
          <span className="text-sm text-slate-500">Sem itens ativos: o cabeçalho mostra as categorias.</span>
        ) : (
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700"
            data-testid="menu-preview-links"
          >
            {active.map((item) => (
              <li key={item.id}>{item.label}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
