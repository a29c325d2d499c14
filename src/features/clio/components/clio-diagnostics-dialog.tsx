import { Stethoscope } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { clio } from '@/lib/clio/clio'
import { ClioDiagnostics } from '@/features/clio/components/clio-diagnostics'

/** "Diagnóstico": opens the Clio diagnostics panel in a dialog. */
export function ClioDiagnosticsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Stethoscope aria-hidden="true" />
        Diagnóstico
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle className="sr-only">Diagnóstico da API Clio</DialogTitle>
          <DialogDescription className="sr-only">Testes de conexão com a API de conteúdo Clio</DialogDescription>
          <ClioDiagnostics client={clio} />
        </DialogContent>
      </Dialog>
    </>
  )
}
