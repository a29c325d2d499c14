/**
 * "Pontos-chave": the three to five points that sum the article up, right under the cover, for a reader
 * who reads only the top. Plain text (React escapes it); no heading id of the body's can clash with
 * `pontos-chave-titulo` (addHeadingAnchors keeps ids the page uses apart).
 */
export function ArticleKeyPoints({ points }: { points: readonly string[] }) {
  if (points.length === 0) return null
  return (
    <section
      aria-labelledby="pontos-chave-titulo"
      className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50/60 px-5 py-4 print:border-slate-300 print:bg-transparent"
      data-testid="article-key-points"
    >
      <h2 id="pontos-chave-titulo" className="text-base font-semibold text-emerald-900">
        Pontos-chave
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800 marker:text-emerald-700">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
    </section>
  )
}
