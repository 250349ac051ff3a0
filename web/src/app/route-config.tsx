import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { type AdminPathKey, paths } from '@/config/paths';
import { loadAdminTexts, loadPageTexts } from '@/lib/i18n';
import { GuestOnly, HomeRedirect, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

/** Which admin page a route is; the placeholder page reads its title through useMatches(). */
export type PlaceholderHandle = { adminPage: AdminPathKey };

// Error boundaries are set here rather than in the lazy modules, so they work even when a chunk fails to load.
const ErrorBoundary = RouteErrorBoundary;

const adminPage = (
  key: AdminPathKey,
  load: () => Promise<{ Component: React.ComponentType }>,
): RouteObject => ({
  path: paths.admin[key].path,
  handle: { adminPage: key } satisfies PlaceholderHandle,
  lazy: load,
  ErrorBoundary,
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary,
    // Shown while the first lazy route loads.
    HydrateFallback: PageLoader,
    children: [
      { index: true, Component: HomeRedirect },
      {
        // Public for guests and signed-in people alike: the token in the link is the only key.
        path: paths.sharedReport.path,
        lazy: () =>
          Promise.all([import('./routes/shared-report'), loadPageTexts()]).then(([m]) => ({
            Component: m.SharedReportRoute,
          })),
        ErrorBoundary,
      },
      {
        // Public too: the signed token in an e-mail's link turns off that one type of e-mail.
        path: paths.unsubscribe.path,
        lazy: () =>
          Promise.all([import('./routes/unsubscribe'), loadPageTexts()]).then(([m]) => ({
            Component: m.UnsubscribeRoute,
          })),
        ErrorBoundary,
      },
      {
        // Public too, the list and an article in one chunk (the server renders both for search engines).
        path: paths.blog.path,
        lazy: () =>
          Promise.all([import('./routes/blog'), loadPageTexts()]).then(([m]) => ({ Component: m.BlogRoute })),
        ErrorBoundary,
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: paths.login.path,
            lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
            ErrorBoundary,
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            // The pages' English texts come with their layout (and the admin's with theirs), so
            // they stay out of the entry chunk; a route renders once all its matches' lazies resolve.
            lazy: () =>
              Promise.all([import('./routes/app/layout'), loadPageTexts()]).then(([m]) => ({
                Component: m.UserLayoutRoute,
              })),
            ErrorBoundary,
            children: [
              {
                path: paths.dashboard.path,
                lazy: () => import('./routes/app/dashboard').then((m) => ({ Component: m.DashboardRoute })),
                ErrorBoundary,
              },
              {
                path: paths.account.path,
                lazy: () => import('./routes/app/account').then((m) => ({ Component: m.AccountRoute })),
                ErrorBoundary,
              },
              {
                path: paths.report.path,
                lazy: () => import('./routes/app/report').then((m) => ({ Component: m.ReportRoute })),
                ErrorBoundary,
              },
              {
                path: paths.assessment.path,
                lazy: () => import('./routes/app/assessment').then((m) => ({ Component: m.AssessmentRoute })),
                ErrorBoundary,
              },
              {
                path: paths.profileScreening.path,
                lazy: () =>
                  import('./routes/app/profile-screening').then((m) => ({
                    Component: m.ProfileScreeningRoute,
                  })),
                ErrorBoundary,
              },
              {
                path: paths.testCheckout.path,
                lazy: () =>
                  import('./routes/app/test-checkout').then((m) => ({ Component: m.TestCheckoutRoute })),
                ErrorBoundary,
              },
              {
                path: paths.paymentHistory.path,
                lazy: () =>
                  import('./routes/app/payment-history').then((m) => ({ Component: m.PaymentHistoryRoute })),
                ErrorBoundary,
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                // Admin pages show some of the people's texts too (reports, ratings, prices).
                lazy: () =>
                  Promise.all([import('./routes/admin/layout'), loadPageTexts(), loadAdminTexts()]).then(
                    ([m]) => ({
                      Component: m.AdminLayoutRoute,
                    }),
                  ),
                ErrorBoundary,
                children: [
                  {
                    path: paths.admin.dashboard.path,
                    lazy: () =>
                      import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardRoute })),
                    ErrorBoundary,
                  },
                  {
                    path: paths.admin.settings.path,
                    lazy: () =>
                      import('./routes/admin/settings').then((m) => ({ Component: m.AdminSettingsRoute })),
                    ErrorBoundary,
                  },
                  {
                    path: paths.admin.profile.path,
                    lazy: () =>
                      import('./routes/admin/profile').then((m) => ({ Component: m.AdminProfileRoute })),
                    ErrorBoundary,
                  },
                  adminPage('assessments', () =>
                    import('./routes/admin/assessments').then((m) => ({
                      Component: m.AdminAssessmentsRoute,
                    })),
                  ),
                  adminPage('bulkUpload', () =>
                    import('./routes/admin/bulk-upload').then((m) => ({ Component: m.AdminBulkUploadRoute })),
                  ),
                  adminPage('screeningConfig', () =>
                    import('./routes/admin/screening-config').then((m) => ({
                      Component: m.AdminScreeningConfigRoute,
                    })),
                  ),
                  adminPage('promptManagement', () =>
                    import('./routes/admin/prompt-management').then((m) => ({
                      Component: m.AdminPromptManagementRoute,
                    })),
                  ),
                  adminPage('users', () =>
                    import('./routes/admin/users').then((m) => ({ Component: m.AdminUsersRoute })),
                  ),
                  adminPage('payments', () =>
                    import('./routes/admin/payments').then((m) => ({ Component: m.AdminPaymentsRoute })),
                  ),
                  adminPage('ratings', () =>
                    import('./routes/admin/ratings').then((m) => ({ Component: m.AdminRatingsRoute })),
                  ),
                  adminPage('coupons', () =>
                    import('./routes/admin/coupons').then((m) => ({ Component: m.AdminCouponsRoute })),
                  ),
                  adminPage('pricing', () =>
                    import('./routes/admin/pricing').then((m) => ({ Component: m.AdminPricingRoute })),
                  ),
                  adminPage('blog', () =>
                    import('./routes/admin/blog').then((m) => ({ Component: m.AdminBlogRoute })),
                  ),
                  // The editor's own chunk carries TipTap: the console and every other page load without it.
                  adminPage('blogArticle', () =>
                    import('./routes/admin/blog-article').then((m) => ({
                      Component: m.AdminBlogArticleRoute,
                    })),
                  ),
                  // Recharts comes with the screen's lazy chart modules, never with the entry.
                  adminPage('analytics', () =>
                    import('./routes/admin/analytics').then((m) => ({ Component: m.AdminAnalyticsRoute })),
                  ),
                  adminPage('referrals', () =>
                    import('./routes/admin/referrals').then((m) => ({ Component: m.AdminReferralsRoute })),
                  ),
                  adminPage('assessmentCategories', () =>
                    import('./routes/admin/assessment-categories').then((m) => ({
                      Component: m.AdminAssessmentCategoriesRoute,
                    })),
                  ),
                  adminPage('traitManagement', () =>
                    import('./routes/admin/trait-management').then((m) => ({
                      Component: m.AdminTraitManagementRoute,
                    })),
                  ),
                  adminPage('students', () =>
                    import('./routes/admin/students').then((m) => ({ Component: m.AdminStudentsRoute })),
                  ),
                  // Every admin screen is built (UNBUILT_ADMIN_PAGES is empty): a screen that is not
                  // gets a route here rendering routes/admin/coming-soon (AdminComingSoonRoute), which
                  // admin-tools-menu.test.tsx checks against the list. Not kept as dead code, since
                  // each route costs the people's entry chunk bytes.
                  adminPage('questions', () =>
                    import('./routes/admin/questions').then((m) => ({ Component: m.AdminQuestionsRoute })),
                  ),
                  adminPage('assessmentResults', () =>
                    import('./routes/admin/assessment-results').then((m) => ({
                      Component: m.AdminAssessmentResultsRoute,
                    })),
                  ),
                  adminPage('assessmentScreening', () =>
                    import('./routes/admin/assessment-screening').then((m) => ({
                      Component: m.AdminAssessmentScreeningRoute,
                    })),
                  ),
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];
