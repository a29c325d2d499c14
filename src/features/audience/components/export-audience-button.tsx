import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { AudienceReport } from '@/features/audience/api/get-audience-report'
import { audienceCsvFileName, buildAudienceCsv } from '@/features/audience/utils/audience-csv'
import { downloadCsv } from '@/lib/csv'

/** "Exportar CSV": the report on screen, every section, as one file (disabled until it has loaded). */
export function ExportAudienceButton({ report }: { report: AudienceReport | undefined }) {
  return (
    <Button
      variant="outline"
      disabled={!report}
      onClick={() => report && downloadCsv(buildAudienceCsv(report), audienceCsvFileName(report))}
    >
      <Download aria-hidden="true" />
      Exportar CSV
    </Button>
  )
}
