// Every URL of the app, once (docs/product-guide.md, "Public site" and "Back office"). Links use `href(...)`, the router uses `path`.
export const paths = {
  home: { path: '/', href: () => '/' },
  highlights: { path: '/destaques', href: () => '/destaques' },
  blog: {
    path: '/blog',
    href: (params: { q?: string; page?: number } = {}) => {
      const search = new URLSearchParams()
      if (params.q) search.set('q', params.q)
      if (params.page && params.page > 1) search.set('page', String(params.page))
      const query = search.toString()
      return query ? `/blog?${query}` : '/blog'
    },
  },
  category: { path: '/blog/categoria/:slug', href: (slug: string) => `/blog/categoria/${encodeURIComponent(slug)}` },
  article: {
    path: '/blog/post/:slug',
    /** `preview`: the staff preview of a post not yet public, read with the signed-in session. */
    href: (slug: string, options: { preview?: boolean } = {}) =>
      `/blog/post/${encodeURIComponent(slug)}${options.preview ? '?preview=1' : ''}`,
  },
  /** An author's page: name, credentials, bio and published posts. */
  author: {
    path: '/autor/:slug',
    href: (slug: string, params: { page?: number } = {}) =>
      `/autor/${encodeURIComponent(slug)}${params.page && params.page > 1 ? `?page=${params.page}` : ''}`,
  },
  /** The norms the site follows (issue 49); a norm's entry is at `#<its id>` (ids are [a-z0-9-]). */
  legislation: { path: '/legislacao', href: () => '/legislacao' },
  /** The glossary; a term's entry is `#{slug}` on it. */
  glossary: { path: '/glossario', href: () => '/glossario' },
  /** What the site counts about its readers and keeps (issue 52). */
  privacy: { path: '/privacidade', href: () => '/privacidade' },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  /** The links of the newsletter's e-mails (the mailer builds them from SITE_URL with these paths). */
  newsletterConfirm: {
    path: '/newsletter/confirmar',
    href: (token: string) => `/newsletter/confirmar?token=${encodeURIComponent(token)}`,
  },
  newsletterUnsubscribe: {
    path: '/newsletter/descadastrar',
    href: (token: string) => `/newsletter/descadastrar?token=${encodeURIComponent(token)}`,
  },
  admin: {
    dashboard: {
      path: '/admin',
      /** With `tema`, "Posts da IA" opens Clio's draft generation with that theme filled in. */
      href: (params: { tema?: string } = {}) =>
        params.tema ? `/admin?tema=${encodeURIComponent(params.tema)}` : '/admin',
    },
    auth: { path: '/admin/auth', href: () => '/admin/auth' },
    login: { path: '/admin/login', href: () => '/admin/login' },
    resetPassword: { path: '/admin/reset-password', href: () => '/admin/reset-password' },
    setup: { path: '/admin/setup', href: () => '/admin/setup' },
    posts: {
      path: '/admin/posts',
      href: (filters: { q?: string; status?: string; categoria?: string } = {}) => {
        const search = new URLSearchParams(
          Object.entries(filters).filter(([, value]) => Boolean(value)) as [string, string][],
        )
        const query = search.toString()
        return query ? `/admin/posts?${query}` : '/admin/posts'
      },
    },
    newPost: {
      path: '/admin/posts/new',
      /** With `titulo`, the new post starts with that title (e.g. a search term nobody found). */
      href: (params: { titulo?: string } = {}) =>
        params.titulo ? `/admin/posts/new?titulo=${encodeURIComponent(params.titulo)}` : '/admin/posts/new',
    },
    editPost: {
      path: '/admin/posts/:id',
      /** With `note`, the editor opens that note in its notes panel (a notification's link). */
      href: (id: string, note?: string) =>
        `/admin/posts/${encodeURIComponent(id)}${note ? `?nota=${encodeURIComponent(note)}` : ''}`,
    },
    /** The editorial calendar, at the month or week of `day` ("2026-12-01"; filters `status`, `categoria`, `autor`). */
    calendar: {
      path: '/admin/calendario',
      href: (day?: string) => (day ? `/admin/calendario?data=${encodeURIComponent(day)}` : '/admin/calendario'),
    },
    categories: { path: '/admin/categorias', href: () => '/admin/categorias' },
    glossary: { path: '/admin/glossario', href: () => '/admin/glossario' },
    menu: { path: '/admin/menu', href: () => '/admin/menu' },
    comments: { path: '/admin/comentarios', href: () => '/admin/comentarios' },
    users: { path: '/admin/usuarios', href: () => '/admin/usuarios' },
    media: { path: '/admin/midia', href: () => '/admin/midia' },
    /** "Meu perfil": the signed-in person's name, credentials, bio and photo. */
    profile: { path: '/admin/perfil', href: () => '/admin/perfil' },
    /** An admin edits someone else's profile. */
    userProfile: {
      path: '/admin/usuarios/:id/perfil',
      href: (id: string) => `/admin/usuarios/${encodeURIComponent(id)}/perfil`,
    },
    settings: { path: '/admin/configuracoes', href: () => '/admin/configuracoes' },
    /** Who reads the site, over 7, 30 or 90 days (`dias`): views, visits' origins, searches, sign-ups. */
    audience: {
      path: '/admin/audiencia',
      href: (days?: number) => (days ? `/admin/audiencia?dias=${days}` : '/admin/audiencia'),
    },
    /** Subscribers (search `q`, `status`, `page` in the query string) and the history of sends. */
    newsletter: { path: '/admin/newsletter', href: () => '/admin/newsletter' },
    audit: {
      path: '/admin/auditoria',
      /** Filters as the screen keeps them in the query string: person, action, period (Brasília days), page. */
      href: (filters: { pessoa?: string; acao?: string; de?: string; ate?: string; page?: number } = {}) => {
        const search = new URLSearchParams()
        for (const key of ['pessoa', 'acao', 'de', 'ate'] as const) if (filters[key]) search.set(key, filters[key])
        if (filters.page && filters.page > 1) search.set('page', String(filters.page))
        const query = search.toString()
        return query ? `/admin/auditoria?${query}` : '/admin/auditoria'
      },
    },
    /** The signed-in person's notifications and, at #preferencias, how each kind reaches them (the e-mails link here). */
    notifications: { path: '/admin/notificacoes', href: () => '/admin/notificacoes' },
    /** The link of an invitation e-mail: the invited person chooses a password there. */
    acceptInvitation: { path: '/admin/convite/:id', href: (id: string) => `/admin/convite/${encodeURIComponent(id)}` },
  },
  diagnostics: {
    fetchErrorTest: { path: '/admin/fetch-error-test', href: () => '/admin/fetch-error-test' },
    quickTest: { path: '/admin/quick-test', href: () => '/admin/quick-test' },
    diagnostic: { path: '/admin/diagnostic', href: () => '/admin/diagnostic' },
    supabaseTest: { path: '/admin/supabase-test', href: () => '/admin/supabase-test' },
    connectionTest: { path: '/admin/connection-test', href: () => '/admin/connection-test' },
    reconfigure: { path: '/admin/reconfigure', href: () => '/admin/reconfigure' },
    autoFix: { path: '/admin/auto-fix', href: () => '/admin/auto-fix' },
  },
} as const
