import { createElement } from 'react';
import type { IconName } from '@blueprintjs/icons';
import { entityCatalogue } from '@shared/entities/catalogue';
import type { RouteDef, Section } from './routeDef';
import { lazyChunk } from '@client/shell/chunks';

export type { RouteDef, Section } from './routeDef';

// One chunk per page: a visitor of /login does not download the reset or two-factor pages.
const LoginPage = lazyChunk(() => import('./features/auth/LoginPage'));
const ForgotPage = lazyChunk(() => import('./features/auth/ForgotPage'));
const SsoLaunchPage = lazyChunk(() => import('./features/auth/SsoPages').then((m) => ({ default: m.SsoLaunchPage })));
const SsoCallbackPage = lazyChunk(() => import('./features/auth/SsoPages').then((m) => ({ default: m.SsoCallbackPage })));
const ResetPasswordPage = lazyChunk(() => import('./features/auth/ResetPasswordPage'));
const ResetTwofaPage = lazyChunk(() => import('./features/auth/ResetTwofaPage'));
const VerifyOtpPage = lazyChunk(() => import('./features/auth/VerifyOtpPage'));
const SetupOtpPage = lazyChunk(() => import('./features/auth/SetupOtpPage'));
const InvitePage = lazyChunk(() => import('./features/users/InvitePage'));
const MapInvitePage = lazyChunk(() => import('./features/users/MapInvitePage'));
const NotFoundPage = lazyChunk(() => import('./features/errors/NotFoundPage'));
const UnauthorizedPage = lazyChunk(() => import('./features/errors/UnauthorizedPage'));
const VisualFormPage = lazyChunk(() => import('./features/visual-form/VisualFormPage'));
const ProfilePage = lazyChunk(() => import('./features/manage/profile/ProfilePage'));
const DashboardPage = lazyChunk(() => import('./features/dashboard/DashboardPage'));
const TasksPage = lazyChunk(() => import('./features/authoring/tasks/TasksPage'));
const ImportTaskPage = lazyChunk(() => import('./features/authoring/tasks/ImportTaskPage'));
const TaskMapPage = lazyChunk(() => import('./features/authoring/taskmap/TaskMapPage'));
const CampaignsPage = lazyChunk(() => import('./features/authoring/campaigns/CampaignsPage'));
const CallflowPage = lazyChunk(() => import('./features/authoring/callflow/CallflowPage'));
const ChatPreviewPage = lazyChunk(() => import('./features/authoring/run/preview/ChatPreviewPage'));
const LiveMonitorPage = lazyChunk(() => import('./features/authoring/run/live/LiveMonitorPage'));
const NodeRoutePage = lazyChunk(() => import('./features/authoring/callflow/NodeRoutePage'));
const ContentPage = lazyChunk(() => import('./features/authoring/content/ContentPage'));
const NodeTypesPage = lazyChunk(() => import('./features/system/node-types/NodeTypesPage'));
const SystemSettingsPage = lazyChunk(() => import('./features/system/settings/SystemSettingsPage'));
const LoadedConfigurationPage = lazyChunk(() => import('./features/system/settings/LoadedConfigurationPage'));
const SystemOpenFormsPage = lazyChunk(() => import('./features/system/openforms/SystemOpenFormsPage'));
const MoveAccountPage = lazyChunk(() => import('./features/entities/MoveAccountPage'));
const MigrateAccountPage = lazyChunk(() => import('./features/system/migration/MigrateAccountPage'));
const BatchMigrationsPage = lazyChunk(() => import('./features/system/migration/BatchMigrationsPage'));
const PermissionMatrixPage = lazyChunk(() => import('./features/system/roles/PermissionMatrixPage'));
const ProviderProfilePage = lazyChunk(() =>
  import('./features/manage/profile-logo/ProfileLogoPage').then((m) => ({ default: m.ProviderProfilePage })),
);
const AccountProfilePage = lazyChunk(() =>
  import('./features/manage/profile-logo/ProfileLogoPage').then((m) => ({ default: m.AccountProfilePage })),
);
const LibraryPage = lazyChunk(() => import('./features/authoring/library/LibraryPage'));
const TemplateDetailsPage = lazyChunk(() => import('./features/authoring/library/TemplateDetailsPage'));
const UserActivitiesPage = lazyChunk(() => import('./features/analyse/user-activities/UserActivitiesPage'));
const UsagePage = lazyChunk(() => import('./features/analyse/usage/UsagePage'));
const TrackerPage = lazyChunk(() => import('./features/analyse/usage/TrackerPage'));
const ReportsPage = lazyChunk(() => import('./features/analyse/reports/ReportsPage'));
const ReportJobPage = lazyChunk(() => import('./features/analyse/reports/ReportJobPage'));
const ExportsPage = lazyChunk(() => import('./features/manage/exports/ExportsPage'));

/**
 * The declared entities' screens (spec 3 §2), as data: the generic list/detail screen, one chunk for all
 * of them, with the descriptor's path, scopes and permission.
 */
const entityRoutes = (section: Section): RouteDef[] =>
  entityCatalogue.flatMap((d) =>
    d.screens
      .filter((screen) => screen.section === section)
      .map<RouteDef>((screen) => ({
        id: screen.id,
        path: screen.path,
        title: screen.title,
        icon: d.palette.icon as IconName,
        section,
        tenant: d.tenant,
        ...(screen.scopes ? { scopes: screen.scopes } : {}),
        ...(screen.onlyWhenAllowed ? { onlyWhenAllowed: true } : {}),
        permissions: [screen.permission],
        component: lazyChunk(() =>
          import('./features/entities/EntityPage').then((m) => ({
            default: () => createElement(m.EntityPage, { d: m.entityMetaOf(d.name), screen }),
          })),
        ),
      })),
  );

/** Public routes (no sign-in required). */
export const publicRoutes: RouteDef[] = [
  { id: 'login', path: '/login', title: 'routes.login', public: true, guestOnly: true, component: LoginPage },
  // Single sign-on through a provider's identity provider (spec 1 §2).
  { id: 'sso-launch', path: '/login/:idp/launch', title: 'routes.ssoLaunch', public: true, guestOnly: true, component: SsoLaunchPage },
  { id: 'sso-callback', path: '/login/:idp/callback', title: 'routes.ssoCallback', public: true, component: SsoCallbackPage },
  { id: 'forgot', path: '/forgot', title: 'routes.forgot', public: true, guestOnly: true, component: ForgotPage },
  {
    id: 'reset-password',
    path: '/reset/password',
    title: 'routes.resetPassword',
    public: true,
    guestOnly: true,
    component: ResetPasswordPage,
  },
  { id: 'reset-twofa', path: '/reset/twofa', title: 'routes.resetTwofa', public: true, guestOnly: true, component: ResetTwofaPage },
  { id: 'verify-otp', path: '/verify/otp', title: 'routes.verifyOtp', public: true, guestOnly: true, component: VerifyOtpPage },
  { id: 'setup-otp', path: '/setup/otp', title: 'routes.setupOtp', public: true, component: SetupOtpPage },
  { id: 'invite', path: '/invite', title: 'routes.invite', public: true, guestOnly: true, component: InvitePage },
  // Completing the profile of an invitation: the same page under the other address a link may name.
  { id: 'complete-profile', path: '/profile', title: 'routes.completeProfile', public: true, guestOnly: true, component: InvitePage },
  // An existing user's invitation to another provider or account: followed signed in or not.
  { id: 'invite-map', path: '/invite/map/:id/:token', title: 'routes.invite', public: true, component: MapInvitePage },
  { id: 'not-found', path: '/404', title: 'routes.notFound', public: true, component: NotFoundPage },
  { id: 'unauthorized', path: '/401', title: 'routes.unauthorized', public: true, component: UnauthorizedPage },
  { id: 'visual-form', path: '/visualform/:uuid?', title: 'routes.visualForm', public: true, component: VisualFormPage },
];

/** Signed-in routes, in sidebar order. Only screens that exist are listed. */
export const appRoutes: RouteDef[] = [
  { id: 'dashboard', path: '/dashboard', title: 'routes.dashboard', icon: 'dashboard', open: true, component: DashboardPage },
  {
    id: 'build',
    path: '/build',
    title: 'routes.build',
    icon: 'build',
    section: 'build',
    children: [
      {
        id: 'build.tasks',
        path: '/build/tasks',
        title: 'routes.tasks',
        icon: 'flow-branch',
        section: 'build',
        permissions: ['build.tasks'],
        component: TasksPage,
      },
      {
        id: 'build.tasks.map',
        path: '/build/tasks/map',
        title: 'routes.taskMap',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: TaskMapPage,
      },
      // The task list's sub-views (spec 2 §2): the task library, and a template's details view (create a task from it).
      {
        id: 'build.tasks.library',
        path: '/build/tasks/library',
        title: 'routes.taskLibrary',
        icon: 'book',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: LibraryPage,
      },
      {
        id: 'build.tasks.template',
        path: '/build/tasks/library/:template_id',
        title: 'routes.taskTemplate',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: TemplateDetailsPage,
      },
      {
        id: 'build.campaigns',
        path: '/build/campaigns',
        title: 'routes.campaigns',
        icon: 'send-to',
        section: 'build',
        permissions: ['build.campaigns'],
        component: CampaignsPage,
      },
      {
        id: 'build.content',
        path: '/build/content',
        title: 'routes.content',
        icon: 'folder-open',
        section: 'build',
        permissions: ['build.content'],
        component: ContentPage,
      },
      // Opening a node by its id comes first: /build/callflow/node/5 would also match /build/callflow/:task_id/:nav_to_node_id?.
      {
        id: 'build.callflow.node',
        path: '/build/callflow/node/:node_id?',
        title: 'routes.callflow',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: NodeRoutePage,
      },
      // The editor's node route comes next: both start with /build/callflow/:task_id.
      {
        id: 'build.callflow.edit',
        path: '/build/callflow/:task_id/edit/:open_node_id',
        title: 'routes.callflow',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: CallflowPage,
      },
      // The chat preview of a chatbot, messaging or WhatsApp task, opened from its canvas.
      {
        id: 'build.preview',
        path: '/build/preview/:task_id',
        title: 'routes.callflow',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: ChatPreviewPage,
      },
      // Live monitoring of a task's running sessions, opened from its canvas.
      {
        id: 'build.live',
        path: '/build/live/:task_id',
        title: 'routes.callflow',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: LiveMonitorPage,
      },
      {
        id: 'build.callflow',
        path: '/build/callflow/:task_id/:nav_to_node_id?',
        title: 'routes.callflow',
        section: 'build',
        hidden: true,
        permissions: ['build.tasks'],
        component: CallflowPage,
      },
      // QforMe's queues (spec 3 §2 "Build section: qforme"): the declared entity's list/detail screen.
      ...entityRoutes('build'),
    ],
  },
  {
    // Analyse (spec 1 §2): the audit trail of administrative writes.
    id: 'analyse',
    path: '/analyse',
    title: 'routes.analyse',
    icon: 'path-search',
    section: 'analyse',
    children: [
      {
        id: 'analyse.user-activities',
        path: '/analyse/user-activities',
        title: 'routes.userActivities',
        icon: 'history',
        section: 'analyse',
        keywords: ['audit', 'audit trail', 'activity log', 'history'],
        permissions: ['analyse.user-activities'],
        component: UserActivitiesPage,
      },
      // Usage and reports (spec 3 §2): the job page is where a finished report's notification links.
      {
        id: 'analyse.virtual-agent-usage',
        path: '/analyse/virtual-agent-usage',
        title: 'routes.virtualAgentUsage',
        icon: 'timeline-bar-chart',
        section: 'analyse',
        keywords: ['usage', 'sessions', 'calls', 'chatbot'],
        permissions: ['analyse.virtual-agent-usage'],
        component: UsagePage,
      },
      {
        id: 'analyse.virtual-agent-tracker',
        path: '/analyse/virtual-agent-tracker/:sp_id?/:ac_id?/:from_ac_id?',
        title: 'routes.virtualAgentTracker',
        icon: 'pulse',
        section: 'analyse',
        keywords: ['peak', 'hourly'],
        permissions: ['analyse.virtual-agent-usage'],
        component: TrackerPage,
      },
      {
        id: 'analyse.reports',
        path: '/analyse/reports',
        title: 'routes.reports',
        icon: 'document',
        section: 'analyse',
        keywords: ['report', 'chart'],
        permissions: ['analyse.reports'],
        component: ReportsPage,
      },
      {
        id: 'analyse.report-job',
        path: '/analyse/reports/job/:job_id?',
        title: 'routes.reportJob',
        section: 'analyse',
        hidden: true,
        permissions: ['analyse.reports'],
        component: ReportJobPage,
      },
      {
        id: 'analyse.report-job-link',
        path: '/analyse/reports/job/:job_id/:from_link/:notification_message_id/:user_id?',
        title: 'routes.reportJob',
        section: 'analyse',
        hidden: true,
        permissions: ['analyse.reports'],
        component: ReportJobPage,
      },
    ],
  },
  {
    // Discover (spec 2 §2): browse the task library's templates.
    id: 'discover',
    path: '/discover',
    title: 'routes.discover',
    icon: 'compass',
    section: 'discover',
    children: [
      {
        id: 'discover.task-library',
        path: '/discover/task-library',
        title: 'routes.taskLibrary',
        icon: 'book',
        section: 'discover',
        onlyWhenAllowed: true,
        permissions: ['discover.task-library'],
        component: LibraryPage,
      },
    ],
  },
  {
    // Manage (spec 3 §2): shown when one of its screens may be opened.
    id: 'manage',
    path: '/manage',
    title: 'routes.manage',
    icon: 'wrench',
    section: 'manage',
    children: [
      ...entityRoutes('manage'),
      // Provider and account profiles: sp-profile at provider scope only; ac-profile at both (at provider scope the screen picks an account).
      {
        id: 'manage.sp-profile',
        path: '/manage/sp-profile',
        title: 'routes.spProfile',
        icon: 'office',
        section: 'manage',
        scopes: ['sp'],
        onlyWhenAllowed: true,
        permissions: ['manage.sp-profile'],
        component: ProviderProfilePage,
      },
      {
        id: 'manage.ac-profile',
        path: '/manage/ac-profile',
        title: 'routes.acProfile',
        icon: 'id-number',
        section: 'manage',
        scopes: ['sp', 'ac'],
        onlyWhenAllowed: true,
        permissions: ['manage.ac-profile'],
        component: AccountProfilePage,
      },
      {
        id: 'manage.exports',
        path: '/manage/exports',
        title: 'routes.exports',
        icon: 'export',
        section: 'manage',
        permissions: ['manage.exports'],
        component: ExportsPage,
      },
    ],
  },
  {
    // System (spec 1 §2): the access engine keeps paths containing 'system' to the system role.
    id: 'system',
    path: '/system',
    title: 'routes.system',
    icon: 'cog',
    section: 'system',
    children: [
      ...entityRoutes('system'),
      // Moving an account needs the system role and no other permission (spec 3 §6).
      {
        id: 'system.move-account',
        path: '/system/move-account',
        title: 'routes.moveAccount',
        icon: 'swap-horizontal',
        section: 'system',
        permissions: ['system.move-account'],
        component: MoveAccountPage,
      },
      // Migration from the older studio: the system role alone, like moving an account (spec 3 §6).
      {
        id: 'system.migrate-account',
        path: '/system/migrate-account',
        title: 'routes.migrateAccount',
        icon: 'import',
        section: 'system',
        permissions: ['system.migrate-account'],
        component: MigrateAccountPage,
      },
      {
        id: 'system.batch-migrations',
        path: '/system/batch-migrations',
        title: 'routes.batchMigrations',
        icon: 'layers',
        section: 'system',
        permissions: ['system.batch-migrations'],
        component: BatchMigrationsPage,
      },
      // Roles × permissions (spec 3 §6), beside the Roles and Permissions screens.
      {
        id: 'system.permission-matrix',
        path: '/system/permission-matrix',
        title: 'routes.permissionMatrix',
        icon: 'grid',
        section: 'system',
        permissions: ['system.roles'],
        component: PermissionMatrixPage,
      },
      {
        id: 'system.node-types',
        path: '/system/node-types',
        title: 'routes.nodeTypes',
        icon: 'cube',
        section: 'system',
        permissions: ['system.node-types'],
        component: NodeTypesPage,
      },
      {
        id: 'system.settings',
        path: '/system/settings',
        title: 'routes.systemSettings',
        icon: 'cog',
        section: 'system',
        permissions: ['system.settings'],
        component: SystemSettingsPage,
      },
      // The open forms published as system ones (spec 1 §2 System `openforms`): the system role alone.
      {
        id: 'system.openforms',
        path: '/system/openforms',
        title: 'routes.systemOpenForms',
        icon: 'chat',
        section: 'system',
        permissions: ['system.content-forms'],
        component: SystemOpenFormsPage,
      },
      {
        id: 'system.loaded-configuration',
        path: '/system/loaded-configuration',
        title: 'routes.loadedConfiguration',
        icon: 'properties',
        section: 'system',
        permissions: ['system.settings'],
        component: LoadedConfigurationPage,
      },
    ],
  },
  {
    id: 'import.task.voice',
    path: '/import/task/voice',
    title: 'routes.importTask',
    hidden: true,
    permissions: ['build.tasks'],
    component: ImportTaskPage,
  },
  {
    id: 'import.task.chatbot',
    path: '/import/task/chatbot',
    title: 'routes.importTask',
    hidden: true,
    permissions: ['build.tasks'],
    component: ImportTaskPage,
  },
  {
    id: 'manage.profile',
    path: '/manage/profile',
    title: 'routes.profile',
    icon: 'user',
    section: 'manage',
    hidden: true,
    open: true,
    component: ProfilePage,
  },
];

export const fallbackPath = '/dashboard';
