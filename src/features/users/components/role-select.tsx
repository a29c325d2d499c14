import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ROLE_LABELS, type Role } from '@/lib/auth/profile'
import { ROLES } from '@/features/users/schemas'

export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  id?: string
  value: Role
  onChange: (role: Role) => void
  disabled?: boolean
  describedBy?: string
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Role)} disabled={disabled}>
      <SelectTrigger id={id} aria-label="Função" aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

export const ROLE_BADGE_CLASSES: Record<Role, string> = {
  admin: 'bg-red-100 text-red-800',
  editor: 'bg-blue-100 text-blue-800',
  author: 'bg-green-100 text-green-800',
}
