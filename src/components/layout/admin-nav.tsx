import {
  BookA,
  CalendarDays,
  ChartLine,
  FileText,
  FolderOpen,
  Images,
  LayoutDashboard,
  ListTree,
  Mail,
  MessageSquare,
  ScrollText,
  Settings,
  SlidersHorizontal,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { NavLink } from 'react-router'
import { paths } from '@/config/paths'
import type { Role } from '@/lib/auth/profile'
import { cn } from '@/lib/cn'

interface NavItem {
  to: string
  label: string
  icon: LucideIcon
  /** Only the exact URL marks it current (the dashboard is the prefix of every admin URL). */
  end?: boolean
  /** The roles that see the link; everyone when absent. */
  roles?: readonly Role[]
}

const NAV_ITEMS: NavItem[] = [
  { to: paths.admin.dashboard.href(), label: 'Painel', icon: LayoutDashboard, end: true },
  { to: paths.admin.posts.href(), label: 'Posts', icon: FileText },
  { to: paths.admin.calendar.href(), label: 'Calendário', icon: CalendarDays },
  { to: paths.admin.categories.href(), label: 'Categorias', icon: FolderOpen },
  { to: paths.admin.glossary.href(), label: 'Glossário', icon: BookA, roles: ['editor', 'admin'] },
  { to: paths.admin.media.href(), label: 'Mídia', icon: Images },
  { to: paths.admin.menu.href(), label: 'Menu', icon: ListTree },
  { to: paths.admin.comments.href(), label: 'Comentários', icon: MessageSquare },
  { to: paths.admin.newsletter.href(), label: 'Newsletter', icon: Mail, roles: ['editor', 'admin'] },
  { to: paths.admin.audience.href(), label: 'Audiência', icon: ChartLine, roles: ['editor', 'admin'] },
  { to: paths.admin.profile.href(), label: 'Meu perfil', icon: UserRound },
  { to: paths.admin.users.href(), label: 'Usuários', icon: Users, roles: ['admin'] },
  { to: paths.admin.audit.href(), label: 'Auditoria', icon: ScrollText, roles: ['admin'] },
  { to: paths.admin.settings.href(), label: 'Preferências do site', icon: SlidersHorizontal, roles: ['admin'] },
  { to: paths.admin.setup.href(), label: 'Configuração do Sistema', icon: Settings, roles: ['admin'] },
]

/**
 * The back office's persistent navigation (sidebar on desktop, drawer on mobile). NavLink sets
 * aria-current="page" on the current screen. Hiding a link from a role is a courtesy: the database
 * and the screens themselves refuse it.
 */
export function AdminNav({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  return (
    <nav aria-label="Navegação do painel">
      <ul className="flex flex-col gap-1">
        {NAV_ITEMS.filter((item) => !item.roles || (role !== null && item.roles.includes(role))).map(
          ({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'focus-visible:ring-brand-500 flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
