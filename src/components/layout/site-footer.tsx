import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/app/paths'
import type { HeaderLink } from '@/components/layout/site-header'
import { Logo } from '@/components/layout/logo'

export const FOOTER_TAGLINE =
  'Informação científica e responsável sobre cannabis medicinal: pesquisas, tratamentos, legislação e notícias.'

export interface SocialLink {
  network: 'instagram' | 'facebook' | 'linkedin' | 'youtube'
  href: string
}

const socialLabels = { instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn', youtube: 'YouTube' }

/** Public footer: logo, tagline, category links, "Sobre", social links (only configured ones), copyright. */
export function SiteFooter({ categoryLinks, socialLinks = [] }: { categoryLinks: HeaderLink[]; socialLinks?: SocialLink[] }) {
  return (
    <footer className="mt-16 bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-4">
          <Logo inverted />
          <p className="max-w-sm text-sm text-brand-100/80">{FOOTER_TAGLINE}</p>
          {socialLinks.length > 0 ? (
            <ul className="flex gap-3" aria-label="Redes sociais">
              {socialLinks.map(({ network, href }) => {
                return (
                  <li key={network}>
                    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm hover:bg-white/10">
                      {socialLabels[network]}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Categorias do rodapé">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Categorias</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to={paths.blog.href()} className="hover:text-white hover:underline">
                Todas
              </Link>
            </li>
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section id="sobre" aria-labelledby="footer-sobre">
          <h2 id="footer-sobre" className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            Sobre
          </h2>
          <p className="text-sm text-brand-100/80">
            Conteúdo informativo produzido por uma equipe editorial dedicada à cannabis medicinal. Não substitui a orientação de um
            profissional de saúde.
          </p>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-100/70 sm:px-6">
          © 2025 Cannabis Medicinal. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  )
}
