// Every staff screen that lives in the staff file (build/vite/staff-chunk.ts), behind one import: the
// entry then holds one list of that file's preloads instead of one per route (the home page's budget).
// The frame every staff route loads first (src/config/admin-screens.ts, `staffFrame`) keeps its own
// imports, and so do the editor, the menu builder and the calendar, which have files of their own.
export { AcceptInvitationRoute } from '@/app/routes/admin/accept-invitation'
export { AudienceRoute } from '@/app/routes/admin/audience'
export { AuditRoute } from '@/app/routes/admin/audit'
export { AuthRoute } from '@/app/routes/admin/auth'
export { CategoriesRoute } from '@/app/routes/admin/categories'
export { CommentsRoute } from '@/app/routes/admin/comments'
export { DashboardRoute } from '@/app/routes/admin/dashboard'
export { GlossaryAdminRoute } from '@/app/routes/admin/glossary'
export { MediaRoute } from '@/app/routes/admin/media'
export { NewsletterRoute } from '@/app/routes/admin/newsletter'
export { NotificationsRoute } from '@/app/routes/admin/notifications'
export { PostsRoute } from '@/app/routes/admin/posts'
export { MyProfileRoute, UserProfileRoute } from '@/app/routes/admin/profile'
export { ResetPasswordRoute } from '@/app/routes/admin/reset-password'
export { SettingsRoute } from '@/app/routes/admin/settings'
export { SetupRoute } from '@/app/routes/admin/setup'
export { UsersRoute } from '@/app/routes/admin/users'
export { AuthCallbackRoute } from '@/app/routes/public/auth-callback'
