/** The page an unhandled render failure shows (docs/product-guide.md#back-office). Kept free of app context on purpose. */
export function SomethingWentWrong() {
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong.</h1>
      <a href="/" className="text-brand-700 underline underline-offset-4">
        Ir para a página inicial
      </a>
    </main>
  )
}
