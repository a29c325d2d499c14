import { FileText, FolderOpen, MessageSquare, Users, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

interface QuickAction {
  to: string
  label: string
  description: string
  icon: LucideIcon
  adminOnly?: boolean
}

const ACTIONS: QuickAction[] = [
  {
    to: paths.admin.posts.href(),
    label: 'Gerenciar Posts',
    description: 'Escrever, revisar e publicar',
    icon: FileText,
  },
  { to: paths.admin.categories.href(), label: 'Categorias', description: 'Organizar os assuntos', icon: FolderOpen },
  // Not "Acompanhar os leitores": readers cannot comment yet, and the screen says "Funcionalidade em breve.".
  {
    to: paths.admin.comments.href(),
    label: 'Comentários',
    description: 'Ainda não abertos aos leitores',
    icon: MessageSquare,
  },
  { to: paths.admin.users.href(), label: 'Usuários', description: 'Contas e funções', icon: Users, adminOnly: true },
]

/** The dashboard's quick-action tiles (docs/product-guide.md#back-office); "Usuários" only for admins. */
export function QuickActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav aria-label="Ações rápidas">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ACTIONS.filter((action) => isAdmin || !action.adminOnly).map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-brand-500 flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-visible:ring-2 focus-visible:outline-none"
            >
              <Icon className="text-brand-700 size-5" aria-hidden="true" />
              <span className="text-sm font-semibold text-slate-900">{label}</span>
              <span className="text-xs text-slate-600">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
