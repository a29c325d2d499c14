export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  views: (days: number) => [...dashboardKeys.all, 'views', days] as const,
  reviewQueue: () => [...dashboardKeys.all, 'review-queue'] as const,
}
