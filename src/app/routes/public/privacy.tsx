import type { ReactNode } from 'react'
import { PublicPageMeta } from '@/components/seo/public-page-meta'

/** One part of the page: a heading and its paragraphs or list. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  )
}

/**
 * /privacidade: what the site counts about its readers and what it keeps, in plain words for patients
 * and families (docs/decisions/062-audience-without-cookies.md). The text must say what the code and
 * the database do: change them together.
 */
export function PrivacyRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PublicPageMeta
        title="Privacidade"
        description="O que o site conta sobre as visitas, por que conta e o que guarda: sem cookies, sem identificar ninguém."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Privacidade</h1>
      <p className="mt-3 text-slate-600">
        Contamos as visitas de forma anônima, sem cookies e sem identificar ninguém. Esta página explica o que é
        contado, por quê e por quanto tempo.
      </p>

      <Section title="O que contamos">
        <ul className="list-disc space-y-2 pl-5">
          <li>Quantas vezes cada artigo foi lido, por dia.</li>
          <li>
            De onde veio a visita: só o nome do site de origem (por exemplo, google.com, nunca o endereço completo da
            página) e, quando o link os traz, a origem, o meio e a campanha (parâmetros UTM).
          </li>
          <li>As buscas feitas no site e quantos resultados cada uma encontrou.</li>
          <li>As inscrições na newsletter, por página em que foram feitas.</li>
        </ul>
      </Section>

      <Section title="Por que contamos">
        <p>Para decidir o que escrever a seguir: quais temas interessam, o que as pessoas procuram e não encontram.</p>
      </Section>

      <Section title="O que não usamos">
        <p>
          Nenhum cookie e nenhum identificador guardado no navegador é usado para contar visitas. Não usamos “impressão
          digital” do navegador (fingerprinting).
        </p>
        <p>
          O endereço IP não é guardado. Ele só é usado para os limites contra abuso por endereço, em contadores que
          duram o tempo do limite (de um minuto a um dia) e depois são apagados.
        </p>
      </Section>

      <Section title="O que guardamos e por quanto tempo">
        <p>
          Cada visita, busca ou inscrição é somada aos totais do dia e apagada em no máximo 48 horas. Os totais diários
          são guardados por 13 meses.
        </p>
        <p>
          Um termo de busca só aparece para a equipe depois de usado em pelo menos 3 buscas. Termos com um endereço de
          e-mail ou com 6 ou mais algarismos (como um CPF ou um telefone) não são registrados.
        </p>
      </Section>

      <Section title="Não quer ser contado?">
        <p>
          Respeitamos os sinais “Do Not Track” e “Global Privacy Control” do navegador: com qualquer um deles ligado,
          nada é contado.
        </p>
      </Section>

      <Section title="Curtidas, tamanho do texto e newsletter">
        <p>
          O botão de curtir guarda uma chave aleatória no navegador, e só depois que você curte um artigo: ela serve
          para lembrar a sua curtida.
        </p>
        <p>Se você muda o tamanho do texto de um artigo (A− e A+), o navegador guarda a sua escolha, e só ela.</p>
        <p>
          A newsletter guarda o seu e-mail e o registro do consentimento descrito no próprio formulário de inscrição.
        </p>
      </Section>
    </div>
  )
}
