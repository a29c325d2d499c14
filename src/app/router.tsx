import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  createContext,
  RouterContextProvider,
  type LoaderFunction,
  type RouteObject,
} from 'react-router'
import type { StaffDataName } from '@/app/routes/admin/loaders'
import { paths } from '@/config/paths'
import { PublicLayout } from '@/app/routes/public/layout'
import { HomeRoute } from '@/app/routes/public/home'
import { RootErrorPage } from '@/app/root-error-page'

/** The app's query client, handed to the loaders by createAppRouter. */
const queryClientContext = createContext<QueryClient>()

let loadersModulePromise: Promise<typeof import('@/app/routes/admin/loaders')> | undefined

/** The loaders' module, imported once; a failed download is tried again on the next navigation. */
function loadersModule() {
  loadersModulePromise ??= import('@/app/routes/admin/loaders').catch((error: unknown) => {
    loadersModulePromise = undefined
    throw error
  })
  return loadersModulePromise
}

/**
 * A route's `lazy` (staff screens, and the public pages too: the shorter shape keeps the entry small): `load`
 * imports the route's module, whose export `name` is the screen.
 */
function routeLazy<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => ({ Component: (await load())[name] })
}

/** A screen of the staff file (src/app/routes/admin/screens.ts), all of them through one import. */
const staffScreen = (name: keyof typeof import('@/app/routes/admin/screens')) =>
  routeLazy(() => import('@/app/routes/admin/screens'), name)

/**
 * A staff route's loader: starts the data its screen reads first while the route's code downloads
 * (docs/decisions/028-admin-routes-load-code-and-data-together.md), and returns the stored session.
 * The loaders' module is shared by every staff route, and an /admin page preloads it with the entry
 * (build/vite/admin-module-preload.ts). It neither waits for the data nor fails the navigation: the
 * screen reads the same query, and without the session the provider reads it itself.
 */
function staffData(name: StaffDataName): LoaderFunction {
  return async ({ context, request, params }) => {
    try {
      const { startStaffData } = await loadersModule()
      return await startStaffData(name, {
        queryClient: context.get(queryClientContext),
        url: new URL(request.url),
        params,
      })
    } catch {
      return null
    }
  }
}

// The home page and the public frame ship in the entry chunk; the other public pages load as their
// own small chunks, and everything under /admin (and the auth callback, which only staff reach) is
// split into lazily loaded chunks that visitors never download.
export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorPage />,
    // Shown while the first route's lazy chunk loads (e.g. opening an article directly).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          {
            path: paths.highlights.path,
            lazy: routeLazy(() => import('@/app/routes/public/highlights'), 'HighlightsRoute'),
          },
          {
            path: paths.blog.path,
            lazy: routeLazy(() => import('@/app/routes/public/blog'), 'BlogRoute'),
          },
          {
            path: paths.category.path,
            lazy: routeLazy(() => import('@/app/routes/public/category'), 'CategoryRoute'),
          },
          {
            path: paths.article.path,
            lazy: routeLazy(() => import('@/app/routes/public/article'), 'ArticleRoute'),
          },
          {
            path: paths.legislation.path,
            lazy: routeLazy(() => import('@/app/routes/public/legislation'), 'LegislationRoute'),
          },
          {
            path: paths.glossary.path,
            lazy: routeLazy(() => import('@/app/routes/public/glossary'), 'GlossaryRoute'),
          },
          {
            path: paths.privacy.path,
            lazy: routeLazy(() => import('@/app/routes/public/privacy'), 'PrivacyRoute'),
          },
          {
            path: paths.author.path,
            lazy: routeLazy(() => import('@/app/routes/public/author'), 'AuthorRoute'),
          },
          {
            path: paths.newsletterConfirm.path,
            lazy: routeLazy(() => import('@/app/routes/public/newsletter'), 'NewsletterConfirmRoute'),
          },
          {
            path: paths.newsletterUnsubscribe.path,
            lazy: routeLazy(() => import('@/app/routes/public/newsletter'), 'NewsletterUnsubscribeRoute'),
          },
          // Loaded on demand like the other public pages but home (the home page's budget; decision 053).
          { path: '*', lazy: routeLazy(() => import('@/app/routes/public/not-found'), 'NotFoundRoute') },
        ],
      },
      {
        lazy: routeLazy(() => import('@/app/routes/admin/staff-root'), 'StaffRoot'),
        loader: staffData('session'),
        children: [
          {
            path: paths.authCallback.path,
            lazy: staffScreen('AuthCallbackRoute'),
          },
          { path: paths.admin.auth.path, lazy: staffScreen('AuthRoute') },
          { path: paths.admin.login.path, lazy: staffScreen('AuthRoute') },
          {
            path: paths.admin.resetPassword.path,
            lazy: staffScreen('ResetPasswordRoute'),
          },
          // The invitation e-mail's link: open to anyone holding it (the invitation id is its secret).
          {
            path: paths.admin.acceptInvitation.path,
            lazy: staffScreen('AcceptInvitationRoute'),
          },
          {
            path: paths.admin.dashboard.path,
            lazy: routeLazy(() => import('@/app/routes/admin/layout'), 'AdminLayout'),
            children: [
              {
                // docs/architecture.md#who-may-do-what: the login guard covers dashboard, posts, editor, calendar, categories and menu.
                lazy: routeLazy(() => import('@/features/auth/components/require-auth'), 'RequireAuth'),
                children: [
                  {
                    index: true,
                    loader: staffData('dashboard'),
                    lazy: staffScreen('DashboardRoute'),
                  },
                  {
                    path: paths.admin.posts.path,
                    loader: staffData('posts'),
                    lazy: staffScreen('PostsRoute'),
                  },
                  {
                    path: paths.admin.newPost.path,
                    loader: staffData('newPost'),
                    lazy: routeLazy(() => import('@/app/routes/admin/post-editor'), 'PostEditorRoute'),
                  },
                  {
                    path: paths.admin.editPost.path,
                    loader: staffData('editPost'),
                    lazy: routeLazy(() => import('@/app/routes/admin/post-editor'), 'PostEditorRoute'),
                  },
                  {
                    path: paths.admin.calendar.path,
                    loader: staffData('calendar'),
                    lazy: routeLazy(() => import('@/app/routes/admin/calendar'), 'CalendarRoute'),
                  },
                  {
                    path: paths.admin.categories.path,
                    lazy: staffScreen('CategoriesRoute'),
                  },
                  // Editors and admins, checked by the screen ("Acesso negado") and by the database.
                  {
                    path: paths.admin.glossary.path,
                    lazy: staffScreen('GlossaryAdminRoute'),
                  },
                  {
                    path: paths.admin.media.path,
                    lazy: staffScreen('MediaRoute'),
                  },
                  {
                    path: paths.admin.menu.path,
                    lazy: routeLazy(() => import('@/app/routes/admin/menu'), 'MenuRoute'),
                  },
                  // The users page checks the role itself ("Acesso negado"); signing in comes first.
                  {
                    path: paths.admin.users.path,
                    lazy: staffScreen('UsersRoute'),
                  },
                  {
                    path: paths.admin.userProfile.path,
                    lazy: staffScreen('UserProfileRoute'),
                  },
                  {
                    path: paths.admin.profile.path,
                    lazy: staffScreen('MyProfileRoute'),
                  },
                  {
                    path: paths.admin.notifications.path,
                    lazy: staffScreen('NotificationsRoute'),
                  },
                  // Admins only, checked by the screens ("Acesso negado") and by the database.
                  {
                    path: paths.admin.settings.path,
                    lazy: staffScreen('SettingsRoute'),
                  },
                  {
                    path: paths.admin.audit.path,
                    lazy: staffScreen('AuditRoute'),
                  },
                  // Editors and admins, checked by the screen ("Acesso negado") and by the database.
                  {
                    path: paths.admin.newsletter.path,
                    lazy: staffScreen('NewsletterRoute'),
                  },
                  {
                    path: paths.admin.audience.path,
                    lazy: staffScreen('AudienceRoute'),
                  },
                ],
              },
              { path: paths.admin.setup.path, lazy: staffScreen('SetupRoute') },
              {
                path: paths.admin.comments.path,
                lazy: staffScreen('CommentsRoute'),
              },
              {
                lazy: routeLazy(() => import('@/features/auth/components/diagnostics-gate'), 'DiagnosticsGate'),
                children: diagnosticRoutes(),
              },
            ],
          },
        ],
      },
    ],
  },
]

function diagnosticRoutes(): RouteObject[] {
  const d = paths.diagnostics
  return [
    {
      path: d.fetchErrorTest.path,
      lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/fetch-error-test'), 'FetchErrorTestRoute'),
    },
    {
      path: d.quickTest.path,
      lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/quick-test'), 'QuickTestRoute'),
    },
    {
      path: d.diagnostic.path,
      lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/diagnostic'), 'DiagnosticRoute'),
    },
    {
      path: d.supabaseTest.path,
      lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/supabase-test'), 'SupabaseTestRoute'),
    },
    {
      path: d.connectionTest.path,
      lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/connection-test'), 'ConnectionTestRoute'),
    },
    {
      path: d.reconfigure.path,
      lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/reconfigure'), 'ReconfigureRoute'),
    },
    { path: d.autoFix.path, lazy: routeLazy(() => import('@/app/routes/admin/diagnostics/auto-fix'), 'AutoFixRoute') },
  ]
}

/** What the router hands its loaders: `queryClient`, the one cache the screens read. */
export function appRouterContext(queryClient: QueryClient) {
  return () => {
    const context = new RouterContextProvider()
    context.set(queryClientContext, queryClient)
    return context
  }
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes, { getContext: appRouterContext(queryClient) })
}

export type AppRouter = ReturnType<typeof createAppRouter>
