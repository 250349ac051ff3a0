import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { dashboardRoutes } from './modules/analytics/dashboard/dashboard.routes.ts';
import { funnelsRoutes } from './modules/analytics/funnels/funnels.routes.ts';
import { peopleRoutes } from './modules/analytics/people/people.routes.ts';
import { aiReportsRoutes } from './modules/analytics/reports/reports.routes.ts';
import { statisticsRoutes } from './modules/analytics/statistics/statistics.routes.ts';
import { systemRoutes } from './modules/analytics/system/system.routes.ts';
import { bulkUploadRoutes } from './modules/assessments/bulk-upload/bulk-upload.routes.ts';
import { catalogueRoutes } from './modules/assessments/catalogue/catalogue.routes.ts';
import { categoriesRoutes } from './modules/assessments/categories/categories.routes.ts';
import { assessmentGroupsRoutes } from './modules/assessments/groups/groups.routes.ts';
import { profilersRoutes } from './modules/assessments/profilers/profilers.routes.ts';
import { promptsRoutes } from './modules/assessments/prompts/prompts.routes.ts';
import { questionsRoutes } from './modules/assessments/questions/questions.routes.ts';
import { screeningRoutes } from './modules/assessments/screening/screening.routes.ts';
import { targetingRoutes } from './modules/assessments/targeting/targeting.routes.ts';
import { traitTypesRoutes } from './modules/assessments/traits/traits.routes.ts';
import { adminResultsRoutes } from './modules/attempts/admin-results/admin-results.routes.ts';
import { attemptsRoutes } from './modules/attempts/taking/taking.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { articlesRoutes } from './modules/blog/articles/articles.routes.ts';
import { contentRoutes } from './modules/blog/content/content.routes.ts';
import { blogPagesRoutes } from './modules/blog/pages/pages.routes.ts';
import { createSeoBulk, SEO_BULK_QUEUE } from './modules/blog/seo/seo.bulk.ts';
import { seoRoutes } from './modules/blog/seo/seo.routes.ts';
import { taxonomyRoutes } from './modules/blog/taxonomy/taxonomy.routes.ts';
import { careersRoutes } from './modules/careers/matching/matching.routes.ts';
import { createNormsJob, NORMS_QUEUE } from './modules/careers/norms/norms.job.ts';
import { normsRoutes } from './modules/careers/norms/norms.routes.ts';
import { importOnetData } from './modules/careers/occupations/occupations.import.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { campaignRoutes } from './modules/notifications/notifications.campaigns.routes.ts';
import { CAMPAIGN_QUEUE, createCampaignService } from './modules/notifications/notifications.campaigns.ts';
import { createNotificationMailer } from './modules/notifications/notifications.mailer.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationService } from './modules/notifications/notifications.service.ts';
import {
  createNotificationTriggers,
  TRIGGERS_QUEUE,
} from './modules/notifications/notifications.triggers.ts';
import { createUnsubscribeTokens } from './modules/notifications/notifications.unsubscribe.ts';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes.ts';
import { paymentHistoryRoutes } from './modules/payments/payments.history.routes.ts';
import {
  createPaymentReconciliation,
  PAYMENT_RECONCILE_QUEUE,
} from './modules/payments/payments.reconcile.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentWebhooks, PAYMENT_WEBHOOK_QUEUE } from './modules/payments/payments.webhook.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { referralsAdminRoutes } from './modules/referrals/admin/admin.routes.ts';
import { referralsRoutes } from './modules/referrals/people/people.routes.ts';
import { createReferralSignupHooks } from './modules/referrals/people/people.signup.ts';
import { createReferralRewards, REFERRAL_REWARD_QUEUE } from './modules/referrals/rewards/rewards.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { aiAnalysisQueue, createReportsService } from './modules/reports/reports.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { sharesRoutes } from './modules/shares/shares.routes.ts';
import { userRoutes } from './modules/users/account/account.routes.ts';
import { createUserService } from './modules/users/account/account.service.ts';
import { adminUserActionsRoutes } from './modules/users/admin/admin.actions.routes.ts';
import { adminUsersQueriesRoutes } from './modules/users/admin/admin.queries.routes.ts';
import { dataExportRoutes } from './modules/users/export/export.routes.ts';
import {
  createDataExportService,
  DATA_EXPORT_CLEANUP_QUEUE,
  DATA_EXPORT_QUEUE,
} from './modules/users/export/export.service.ts';
import { studentRoutes } from './modules/users/profile/profile.routes.ts';
import { studentAudienceCondition } from './modules/users/students/students.filter.ts';
import { adminStudentsRoutes } from './modules/users/students/students.routes.ts';
import { registerAuthGuard } from './platform/auth-guard.ts';
import { createCacheInvalidation } from './platform/cache-invalidation.ts';
import { createSecretBox, deriveKey } from './platform/crypto.ts';
import { closeConnectionsWhenDraining } from './platform/drain.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createJobs } from './platform/jobs.ts';
import { loggerOptions } from './platform/logging.ts';
import { createMailService, SEND_EMAIL_QUEUE } from './platform/mail/mail-service.ts';
import { createMailProviderResolver } from './platform/mail/resolve-mail-provider.ts';
import { documentErrors, errorSchemaComponents } from './platform/openapi-errors.ts';
import { createPasswordHasher, type PasswordHasher } from './platform/passwords.ts';
import { createMemoryRateCounter, createRedisRateCounter } from './platform/rate-counter.ts';
import { DevelopmentRequestLog } from './platform/request-log.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createTokenService } from './platform/tokens.ts';
import { registerWebAppFiles } from './platform/web-app-files.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  redis?: Redis;
  /** Run the background job workers (off in tests that read queued e-mails without delivering them). */
  startJobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Tests use cheaper argon2 parameters; production uses the OWASP minimum (19 MiB, t=2). */
  passwordHasher?: PasswordHasher;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDist?: string | null;
  /** The sign-in backoff's wait; tests record it instead of sleeping. */
  pause?: (ms: number) => Promise<void>;
};

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    // Whatever logger a caller configures gets the safe serializers and redaction (platform/logging.ts).
    logger:
      options.logger === false
        ? false
        : loggerOptions(config, typeof options.logger === 'object' ? options.logger : {}),
    // Outside production: one line per request, none for the app's files and polled endpoints (request-log.ts).
    logController: config.isProduction ? undefined : new DevelopmentRequestLog(),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (bad percent-encoding, an over-long parameter) is answered before
    // any route or error handler: without this, Fastify's own body of another shape echoes the URL.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply)
        .status(400)
        .send({ statusCode: 400, error: 'BAD_REQUEST', message: 'The request URL is malformed.' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  closeConnectionsWhenDraining(app);

  registerSecurityHeaders(app, { isProduction: config.isProduction });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 20 },
    attachFieldsToBody: 'keyValues',
  });
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: 'pathwise:ip-rate:',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Pathwise API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: errorSchemaComponents,
      },
    },
    transform: documentErrors,
  });
  // The document is built in every environment (app.swagger()); only its HTTP exposure is configured,
  // because the UI page cannot send a bearer token to gate it on admins (decision 009).
  if (config.apiDocsPublic) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandler(app);
  registerInputGuard(app);

  const tokens = createTokenService(config.jwtSecret);
  registerAuthGuard(app, { db: database.db, tokens, now });

  const jobs = createJobs(
    database,
    app.log,
    [
      SEND_EMAIL_QUEUE,
      aiAnalysisQueue(config),
      PAYMENT_WEBHOOK_QUEUE,
      PAYMENT_RECONCILE_QUEUE,
      NORMS_QUEUE,
      CAMPAIGN_QUEUE,
      TRIGGERS_QUEUE,
      DATA_EXPORT_QUEUE,
      DATA_EXPORT_CLEANUP_QUEUE,
      REFERRAL_REWARD_QUEUE,
      SEO_BULK_QUEUE,
    ],
    { runWorkers: options.startJobs !== false },
  );
  const rateCounter = options.redis ? createRedisRateCounter(options.redis) : createMemoryRateCounter();
  const secretBox = createSecretBox(deriveKey(config.appSecret, 'settings-encryption'));
  const passwords = options.passwordHasher ?? createPasswordHasher();

  const settings = createSettingsService({ db: database.db, config, secretBox, now, logger: app.log });
  const mail = createMailService({
    db: database.db,
    jobs,
    logger: app.log,
    resolveProvider: createMailProviderResolver({ config, settings, logger: app.log }),
  });
  // Signs the per-type unsubscribe link of every notification e-mail (decision 017).
  const unsubscribe = createUnsubscribeTokens(deriveKey(config.appSecret, 'unsubscribe'));
  const notifications = createNotificationService({
    db: database.db,
    mail,
    now,
    publicUrl: config.PUBLIC_URL,
    unsubscribe,
  });
  // One campaign engine (broadcasts, bulk reminders, announcements), delivered by pg-boss batches.
  const campaigns = createCampaignService({
    db: database.db,
    jobs,
    now,
    queueEmail: createNotificationMailer({ mail, publicUrl: config.PUBLIC_URL, unsubscribe }),
    audiences: { students: studentAudienceCondition },
  });
  const auth = createAuthService({
    db: database.db,
    config,
    tokens,
    passwords,
    mail,
    notifications,
    rateCounter,
    otpKey: deriveKey(config.appSecret, 'otp'),
    now,
    logger: app.log,
    pause: options.pause,
    // Registration and e-mail confirmation tell referrals (decision 019); auth knows no referral tables.
    referrals: createReferralSignupHooks({ db: database.db, settings, now }),
  });
  const users = createUserService({
    db: database.db,
    passwords,
    auth,
    now,
    emailHashKey: deriveKey(config.appSecret, 'deleted-email'),
  });

  // In-process caches that every instance must drop on a change (decision 024).
  const cacheInvalidation = createCacheInvalidation(database, app.log);
  const pricing = createPricingService({ db: database.db, now, cacheInvalidation });
  // O*NET reference data ships with the code: a new or older release in the tables is replaced here.
  if (await importOnetData(database.db)) app.log.info('imported the O*NET occupations');
  const moduleDeps: ModuleDeps = {
    db: database.db,
    config,
    now,
    settings,
    notifications,
    logger: app.log,
    pricing,
    jobs,
    campaigns,
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, redis: options.redis, jobs });
      await api.register(authRoutes, { auth, config });
      await api.register(userRoutes, { users });
      await api.register(settingsRoutes, { settings, config });
      await api.register(notificationRoutes, { notifications });
      await api.register(campaignRoutes, moduleDeps);
      await api.register(mailRoutes, { db: database.db, config, settings });
      await api.register(profilersRoutes, moduleDeps);
      await api.register(targetingRoutes, moduleDeps);
      await api.register(assessmentGroupsRoutes, moduleDeps);
      await api.register(categoriesRoutes, moduleDeps);
      await api.register(questionsRoutes, moduleDeps);
      await api.register(traitTypesRoutes, moduleDeps);
      await api.register(screeningRoutes, moduleDeps);
      await api.register(promptsRoutes, moduleDeps);
      await api.register(bulkUploadRoutes, moduleDeps);
      await api.register(couponsRoutes, moduleDeps);
      await api.register(pricingRoutes, moduleDeps);
      await api.register(ratingsRoutes, moduleDeps);
      await api.register(statisticsRoutes, moduleDeps);
      await api.register(dashboardRoutes, moduleDeps);
      await api.register(peopleRoutes, moduleDeps);
      await api.register(funnelsRoutes, moduleDeps);
      await api.register(systemRoutes, { ...moduleDeps, database, redis: options.redis });
      await api.register(aiReportsRoutes, moduleDeps);
      await api.register(catalogueRoutes, moduleDeps);
      await api.register(attemptsRoutes, moduleDeps);
      await api.register(adminResultsRoutes, moduleDeps);
      await api.register(studentRoutes, moduleDeps);
      await api.register(reportsRoutes, moduleDeps);
      await api.register(sharesRoutes, moduleDeps);
      await api.register(careersRoutes, moduleDeps);
      await api.register(normsRoutes, moduleDeps);
      await api.register(paymentsRoutes, moduleDeps);
      await api.register(paymentsAdminRoutes, moduleDeps);
      await api.register(paymentHistoryRoutes, moduleDeps);
      await api.register(adminUserActionsRoutes, { ...moduleDeps, auth });
      await api.register(adminUsersQueriesRoutes, moduleDeps);
      await api.register(dataExportRoutes, moduleDeps);
      await api.register(adminStudentsRoutes, moduleDeps);
      await api.register(referralsRoutes, moduleDeps);
      await api.register(referralsAdminRoutes, moduleDeps);
      await api.register(seoRoutes, moduleDeps);
      await api.register(contentRoutes, moduleDeps);
      await api.register(articlesRoutes, { ...moduleDeps, cacheInvalidation });
      await api.register(taxonomyRoutes, { ...moduleDeps, cacheInvalidation });
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist === undefined ? (config.WEB_DIST ?? DEFAULT_WEB_DIST) : options.webDist;
  const servesWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  // The public blog as server-rendered HTML, sitemap.xml, rss.xml and robots.txt (outside /api).
  await app.register(blogPagesRoutes, {
    ...moduleDeps,
    cacheInvalidation,
    webDist: servesWeb ? path.resolve(webDist!) : null,
  });
  if (servesWeb) {
    await registerWebAppFiles(app, path.resolve(webDist!));
  }
  // Client-side routes (/admin/settings, /login...) all load the SPA; unknown /api paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file under /assets/ (a chunk of an older build) is a 404, not the page: a script
    // answered with HTML fails on its MIME type instead of saying it is gone.
    const isAppRoute = !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (servesWeb && readsPage && isAppRoute) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });

  await mail.registerWorker();
  await campaigns.registerWorker();
  await createNotificationTriggers(moduleDeps).registerWorker();
  await createReportsService(moduleDeps).registerWorker();
  await createPaymentWebhooks(moduleDeps).registerWorker();
  await createPaymentReconciliation(moduleDeps).registerWorker();
  const norms = createNormsJob(moduleDeps);
  await norms.registerWorker();
  await createDataExportService(moduleDeps).registerWorker();
  await createReferralRewards(moduleDeps).registerWorker();
  await createSeoBulk(moduleDeps).registerWorker();
  app.addHook('onReady', () => cacheInvalidation.start());
  app.addHook('onReady', () => jobs.start());
  // After the queues exist: the first norms run is not left to the hourly schedule.
  if (options.startJobs !== false) app.addHook('onReady', () => norms.queueFirstRun());
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => cacheInvalidation.stop());
  return app;
}
