import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/app/paths'
import { ConsultationButton } from '@/components/layout/consultation-button'
import { DocumentMeta } from '@/components/layout/document-meta'
import { buttonVariants } from '@/components/ui/button'

export function HomeRoute() {
  return (
    <>
      <DocumentMeta />
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-emerald-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">Cannabis Medicinal</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50/90">
            Ciência, tratamentos, legislação e notícias sobre o uso terapêutico da cannabis, com fontes e responsabilidade.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.blog.href()} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Últimas Notícias
              <ArrowRight aria-hidden="true" />
            </Link>
            <ConsultationButton size="lg" />
          </div>
        </div>
      </section>
    </>
  )
}
