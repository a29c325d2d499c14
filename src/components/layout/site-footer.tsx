import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { copyrightYears } from '@/components/layout/copyright'
import type { HeaderLink } from '@/components/layout/header-nav'
import { Logo } from '@/components/layout/logo'
import type { SocialLink } from '@/components/layout/social-links'

export const FOOTER_TAGLINE =
  'Informação científica e responsável sobre cannabis medicinal: pesquisas, tratamentos, legislação e notícias.'

// Footer links are at least 44 px tall on phones (a thumb's target); on wider screens they are text links.
const footerLinkClasses =
  'inline-flex min-h-11 min-w-11 items-center hover:text-white hover:underline md:min-h-0 md:min-w-0'

/** Public footer: logo, tagline, social icons (configured ones only), category links, about text, copyright, the pages about the site (privacy among them) and "Sobre". */
export function SiteFooter({
  categoryLinks,
  socialLinks = [],
}: {
  categoryLinks: HeaderLink[]
  socialLinks?: SocialLink[]
}) {
  return (
    <footer className="bg-brand-950 text-brand-50 mt-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-brand-100/80 max-w-sm text-sm">{FOOTER_TAGLINE}</p>
          {socialLinks.length > 0 ? (
            <ul className="-ml-2.5 flex gap-1" aria-label="Redes sociais">
              {socialLinks.map(({ network, label, href, Icon }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (abre em nova aba)`}
                    title={label}
                    className="text-brand-100 focus-visible:ring-brand-300 inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:outline-none"
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Categorias do rodapé">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Categorias</h2>
          <ul className="text-sm md:space-y-2">
            <li>
              <Link to={paths.blog.href()} className={footerLinkClasses}>
                Todas
              </Link>
            </li>
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={footerLinkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section id="sobre" aria-labelledby="footer-sobre" className="scroll-mt-20">
          <h2 id="footer-sobre" className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            Quem somos
          </h2>
          <p className="text-brand-100/80 text-sm">
            Conteúdo informativo produzido por uma equipe editorial dedicada à cannabis medicinal. Não substitui a
            orientação de um profissional de saúde.
          </p>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="text-brand-100/70 mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-4 text-xs sm:px-6">
          <p>{`© ${copyrightYears(__BUILD_YEAR__)} Cannabis Medicinal. Todos os direitos reservados.`}</p>
          {/* The spec's "Sobre" anchor: it jumps to the about text above. */}
          <span className="flex flex-wrap gap-x-6">
            <Link to={paths.legislation.href()} className={footerLinkClasses}>
              Legislação
            </Link>
            <Link to={paths.glossary.href()} className={footerLinkClasses}>
              Glossário
            </Link>
            <Link to={paths.privacy.href()} className={footerLinkClasses}>
              Privacidade
            </Link>
            <a href="#sobre" className={footerLinkClasses}>
              Sobre
            </a>
          </span>
        </div>
      </div>
    </footer>
  )
}
