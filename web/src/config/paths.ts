/**
 * Every route of the web app in one place. `path` is the router pattern,
 * `getHref` builds a concrete link (with encoded params where there are any).
 */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => `/login${redirectTo ? `?redirectTo=${enc(redirectTo)}` : ''}`,
  },

  // User area
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  account: { path: '/account', getHref: () => '/account' },
  report: { path: '/report/:id', getHref: (id: string) => `/report/${enc(id)}` },
  assessment: {
    path: '/assessment/:assessmentId',
    getHref: (assessmentId: string) => `/assessment/${enc(assessmentId)}`,
  },
  profileScreening: { path: '/profile-screening', getHref: () => '/profile-screening' },
  paymentHistory: { path: '/payment-history', getHref: () => '/payment-history' },
  /** The built-in test checkout (no money moves): pay or decline one order. */
  testCheckout: {
    path: '/checkout/test/:orderId',
    getHref: (orderId: string) => `/checkout/test/${enc(orderId)}`,
  },

  // Public: the read-only summary behind a share link (signed in or not)
  sharedReport: { path: '/shared/:token', getHref: (token: string) => `/shared/${enc(token)}` },
  /** Public: turn off one type of e-mail from the link in that e-mail (signed in or not). */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token?: string) => `/unsubscribe${token ? `?token=${enc(token)}` : ''}`,
  },

  /** Public: the blog (the server renders it as HTML for search engines; the app takes over). */
  blog: { path: '/blog/:slug?', getHref: () => '/blog' },
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${enc(slug)}` },

  // Admin console (spec §2 "Admin routes")
  admin: {
    dashboard: { path: '/admin', getHref: () => '/admin' },
    assessments: { path: '/admin/assessments', getHref: () => '/admin/assessments' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    bulkUpload: { path: '/admin/bulk-upload', getHref: () => '/admin/bulk-upload' },
    screeningConfig: { path: '/admin/screening-config', getHref: () => '/admin/screening-config' },
    promptManagement: { path: '/admin/prompt-management', getHref: () => '/admin/prompt-management' },
    blog: { path: '/admin/blog', getHref: () => '/admin/blog' },
    /** One article in the editor; `new` opens an empty one (saved, it takes its id). */
    blogArticle: {
      path: '/admin/blog/articles/:id',
      getHref: (id: string) => `/admin/blog/articles/${enc(id)}`,
    },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    payments: { path: '/admin/payments', getHref: () => '/admin/payments' },
    ratings: { path: '/admin/ratings', getHref: () => '/admin/ratings' },
    coupons: { path: '/admin/coupons', getHref: () => '/admin/coupons' },
    pricing: { path: '/admin/pricing', getHref: () => '/admin/pricing' },
    referrals: { path: '/admin/referrals', getHref: () => '/admin/referrals' },
    assessmentCategories: {
      path: '/admin/assessment-categories',
      getHref: () => '/admin/assessment-categories',
    },
    traitManagement: { path: '/admin/trait-management', getHref: () => '/admin/trait-management' },
    profile: { path: '/admin/profile', getHref: () => '/admin/profile' },
    students: { path: '/admin/students', getHref: () => '/admin/students' },
    questions: {
      path: '/admin/questions/:assessmentId',
      getHref: (assessmentId: string, categoryId?: string) =>
        `/admin/questions/${enc(assessmentId)}${categoryId ? `?categoryId=${enc(categoryId)}` : ''}`,
    },
    assessmentResults: {
      path: '/admin/assessments/:id/results',
      getHref: (id: string) => `/admin/assessments/${enc(id)}/results`,
    },
    assessmentScreening: {
      path: '/admin/assessments/:id/screening',
      getHref: (id: string) => `/admin/assessments/${enc(id)}/screening`,
    },
  },
} as const;

export type AdminPathKey = keyof typeof paths.admin;

/**
 * Admin screens not built yet: their routes show the shared placeholder page (a route in
 * app/route-config.tsx rendering AdminComingSoonRoute) and the admin menus mark them "Soon". Take a
 * key out of this list when its screen ships. Empty since analytics shipped (issue 17).
 */
export const UNBUILT_ADMIN_PAGES: readonly AdminPathKey[] = [];

export function isUnbuiltAdminPage(key: AdminPathKey): boolean {
  return UNBUILT_ADMIN_PAGES.includes(key);
}

/** True for any path inside the admin console. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
