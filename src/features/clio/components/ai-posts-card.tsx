import { Plus, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { ErrorState } from '@/components/feedback/error-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { Profile } from '@/lib/auth/profile'
import { useAiDrafts } from '@/features/clio/api/ai-drafts'
import { AiDraftCard } from '@/features/clio/components/ai-draft-card'
import { AiPostGenerateForm } from '@/features/clio/components/ai-post-generate-form'
import { ClioDiagnosticsButton } from '@/features/clio/components/clio-diagnostics-dialog'

/**
 * "Posts da IA": Clio's blog drafts, one queue for the whole team (ai_drafts). With `initialTopic`
 * (the dashboard's `?tema=`) the generation form starts open with that theme.
 */
export function AiPostsCard({ profile, initialTopic = '' }: { profile: Profile; initialTopic?: string }) {
  const [generating, setGenerating] = useState(Boolean(initialTopic))
  const drafts = useAiDrafts()
  const isEditor = profile.role === 'editor' || profile.role === 'admin'

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="text-brand-700 size-5" aria-hidden="true" />
            Posts da IA
          </CardTitle>
          <CardDescription>Rascunhos de posts gerados pela Clio, para revisar antes de publicar.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setGenerating(true)} disabled={generating}>
            <Plus aria-hidden="true" />
            Gerar Novo Post
          </Button>
          <ClioDiagnosticsButton />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {generating ? <AiPostGenerateForm initialTheme={initialTopic} onClose={() => setGenerating(false)} /> : null}
        {drafts.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : drafts.isError ? (
          <ErrorState onRetry={() => void drafts.refetch()} retrying={drafts.isFetching} />
        ) : drafts.data.length === 0 ? (
          <p className="text-sm text-slate-500">Nenhum post pendente de IA</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label="Posts pendentes de IA">
            {drafts.data.map((draft) => (
              <li key={draft.id}>
                <AiDraftCard draft={draft} canChange={isEditor || draft.created_by === profile.id} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
