import type { AuditFilters } from '@/features/audit/api/get-audit-log'

// Query keys for the audit log, general to specific.
export const auditKeys = {
  all: ['audit_log'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: AuditFilters) => [...auditKeys.lists(), filters] as const,
}
