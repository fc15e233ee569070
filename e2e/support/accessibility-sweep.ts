import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appRoutes, publicRoutes, type RouteDef } from '../../src/client/routes';
import { accountApi } from './api';
import { signIn } from './browser';
import { theme, violations } from './axe';
import { quietNetwork } from './settle';
import { waitingVisualForm } from './visual-form';
import { baseUrl } from './server';

/** Every routed screen: the route table's pages, leaves only (a section with children is a menu, not a screen). */
const screens = (routes: readonly RouteDef[]): RouteDef[] =>
  routes.flatMap((r) => (r.children ? screens(r.children) : r.component ? [r] : []));

/** Quiet waits of each page the sweep uses (quietNetwork listens to a page from its first use). */
const quiet = new WeakMap<Page, () => Promise<void>>();
const settle = (page: Page) => {
  if (!quiet.has(page)) quiet.set(page, quietNetwork(page));
  return quiet.get(page)!();
};

/**
 * Opens a signed-in screen as the app's own links do (wouter's history.pushState), without a page load: the sweep
 * visits every screen of a user in one loaded app (axe-core stays loaded too), where a load per screen was most
 * of its time. The screen is checked once it has rendered and settled.
 */
async function open(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await settle(page);
}

/** Alt+T on the dashboard: the theme is saved for the user, so every screen opened next shows in it. */
async function switchTheme(page: Page, to: string) {
  await open(page, '/dashboard');
  await page.getByTestId('dashboard-stats').waitFor();
  await page.keyboard.press('Alt+t');
  await expect.poll(() => theme(page)).toBe(to);
}

export type Sweeper = 'builder' | 'provider' | 'system';
const sweeperEmail: Record<Sweeper, string> = {
  builder: 'ac.builder@studio.test',
  provider: 'sp.admin@studio.test',
  system: 'system@studio.test',
};

/**
 * The accessibility sweep (axe-core, wcag2a + wcag2aa: no serious or critical violation): every screen of the route
 * table that the given users sweep, in light and dark, and the public screens when `publicScreens`. Opening a screen
 * in normal use must ask the API nothing it refuses. The system admin sweeps the System section, a provider admin
 * Manage, the builder the rest; each test file sweeps a share, so the browser workers split the work.
 */
export async function sweepScreens(
  withPage: (use: (page: Page) => Promise<void>) => Promise<void>,
  sweepers: readonly Sweeper[],
  { publicScreens }: { publicScreens: boolean },
) {
  const api = await accountApi('ac.builder@studio.test');
  const tasks = await api.call<{ task_id: number; task_type: string }[]>('GET', '/studio/tasks?task_type=all');
  const nodes = await api.call<{ node_id: number }[]>('GET', `/node/nodes?task_id=${tasks[0].task_id}`);
  const task = tasks[0].task_id;
  // The chat preview is offered for chat tasks only: the sweep opens one (made when the account has none).
  const chatTask =
    tasks.find((t) => ['chatbot', 'messaging', 'whatsapp'].includes(t.task_type))?.task_id ??
    (await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Axe sweep chat ${Date.now()}`, task_type: 'messaging' }))
      .task_id;
  await api.call('POST', '/prompt/prompts', { prompt_name: `Axe sweep ${Date.now()}`, texts: [{ language: 'en-US', text: 'Hello.' }] });
  const node = nodes[nodes.length - 1].node_id;
  // A report instance of the account: the job page opens a real job (a made-up id is rightly answered 404).
  const report = await api.call<{ report_id: number }>('POST', '/reporting/reports', {
    report_name: `Axe sweep ${Date.now()}`,
    table_name: 'usage_by_day',
    columns: ['date', 'channel', 'sessions'],
    chart: { type: 'line', x: 'date', y: ['sessions'] },
  });
  const job = (
    await api.call<{ report_instance_id: number }>('POST', '/reporting/instances', {
      report_id: report.report_id,
      report_instance_name: 'Axe sweep',
      start_date: '2026-11-01',
      end_date: '2026-11-05',
    })
  ).report_instance_id;
  const template = (
    await api.call<{ template_id: number }>('POST', `/studio/task-libraries/publish/${task}`, {
      template_name: `Axe sweep ${Date.now()}`,
      description: 'For the sweep',
      tags: ['axe'],
    })
  ).template_id;
  // A concrete address for every signed-in screen; a new route without one fails here.
  const paths: Record<string, string> = {
    dashboard: '/dashboard',
    'build.tasks': '/build/tasks',
    'build.tasks.map': '/build/tasks/map',
    'build.content': '/build/content',
    'build.campaigns': '/build/campaigns',
    'build.callflow.node': `/build/callflow/node/${node}`,
    'build.callflow.edit': `/build/callflow/${task}/edit/${node}`,
    'build.callflow': `/build/callflow/${task}`,
    'system.node-types': '/system/node-types',
    'import.task.voice': '/import/task/voice',
    'import.task.chatbot': '/import/task/chatbot',
    'manage.profile': '/manage/profile',
    // The chat preview of a chat task (a voice task has none), and a task's live view.
    'build.preview': `/build/preview/${chatTask}`,
    'build.live': `/build/live/${task}`,
    // The task library's details view of a template published for the sweep.
    'build.tasks.template': `/build/tasks/library/${template}`,
    // Notifications: the System screens that compose messages and announcements (dashboard contents).
    'system.notification-messages': '/system/notification-messages',
    'system.dashboard-contents': '/system/dashboard-contents',
    // Analyse: the tracker without its optional ids, the job page without a job and from a notification's link.
    'analyse.virtual-agent-tracker': '/analyse/virtual-agent-tracker',
    'analyse.report-job': '/analyse/reports/job',
    'analyse.report-job-link': `/analyse/reports/job/${job}/notification/1`,
  };
  // Public screens with parameters, at concrete addresses: the visual form open (a session waits on it), unknown, and without a uuid.
  const form = await waitingVisualForm(api);
  const publicPaths: Record<string, string[]> = {
    'visual-form': [`/visualform/${form.uuid}`, `/visualform/${'A'.repeat(32)}`, '/visualform'],
    // Single sign-on's pages at an identity provider that does not exist: their error states.
    'sso-launch': ['/login/999/launch'],
    'sso-callback': ['/login/999/callback?state=x&code=y'],
  };
  // The invitation page is swept below, at an invalid link once its error shows.
  const unswept = screens(publicRoutes).filter((r) => r.path.includes(':') && !publicPaths[r.id] && r.id !== 'invite-map');
  expect(unswept.map((r) => r.id)).toEqual([]);
  const signedIn = screens(appRoutes);
  // Screens without parameters (the generated entity screens among them) are opened at their own path.
  const pathOf = (r: RouteDef) => paths[r.id] ?? (r.path.includes(':') ? undefined : r.path);
  expect(signedIn.filter((r) => !pathOf(r)).map((r) => r.id)).toEqual([]);
  /** Who sweeps a screen: the system admin the System section, a provider admin Manage, the builder the rest. */
  const sweeperOf = (r: RouteDef): Sweeper =>
    r.id.startsWith('system.')
      ? 'system'
      : (r.id.startsWith('manage.') && r.id !== 'manage.profile') || r.id.startsWith('discover.')
        ? 'provider'
        : 'builder';
  /**
   * The scope a screen is opened in: the builder's account for the builder's screens, for Discover (Northwind's
   * provider plan has no discover section) and for a screen of accounts only; Northwind itself for the provider
   * admin's other Manage screens. (The selection stays as the last query set it, so each screen names its own.)
   */
  const scopeQuery = (r: RouteDef, sweeper: Sweeper) => {
    if (sweeper === 'system') return '';
    const accountOnly = r.scopes?.length === 1 && r.scopes[0] === 'ac';
    return sweeper === 'builder' || r.id.startsWith('discover.') || accountOnly ? `?${api.scope}` : `?sp_id=${api.spId}`;
  };
  const found: string[] = [];
  const refused: string[] = [];
  /** Each signed-in screen of the user's (each content tab is a screen of its own). */
  const sweep = async (page: Page, sweeper: Sweeper) => {
    /** The top bar's title of each screen's title key: a navigation the router missed leaves the last one showing. */
    const titles = new Map<string, string>();
    for (const route of signedIn.filter((r) => sweeperOf(r) === sweeper)) {
      const path = pathOf(route)!;
      await open(page, `${path}${scopeQuery(route, sweeper)}`);
      titles.set(route.title, await page.evaluate(() => document.querySelector('.studio-topbar-title h1')?.textContent ?? ''));
      found.push(...(await violations(page, path)));
      if (route.id === 'system.business-plans') {
        // A business plan open: its features, node types, compare and plans tree beside the form.
        await page.locator('.ent-table tbody tr[data-id]').first().click();
        await page.getByTestId('plan-includes').waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} (a plan open)`)));
      }
      if (route.id !== 'build.content') continue;
      // With a row ticked: the bulk toolbar.
      const box = page.locator('.content-page').getByRole('checkbox').first();
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
      found.push(...(await violations(page, `${path} (a row ticked)`)));
      const tabs = await page
        .locator('.content-tabs [role="tab"][aria-disabled="false"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-tab-id')));
      for (const tab of tabs.slice(1)) {
        await open(page, `/build/content?tab=${tab}`);
        expect(await page.locator('.content-tabs [role="tab"][aria-selected="true"]').getAttribute('data-tab-id')).toBe(tab);
        found.push(...(await violations(page, `/build/content?tab=${tab}`)));
      }
    }
    // Every screen was really opened: as many different titles as title keys.
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
  };
  await withPage(async (page) => {
    for (const path of publicScreens
      ? [
          ...screens(publicRoutes)
            .filter((r) => !r.path.includes(':'))
            .map((r) => r.path),
          ...Object.values(publicPaths).flat(),
        ]
      : []) {
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      found.push(...(await violations(page, path)));
    }
    // An invitation link that is not valid shows its error state (the page's alert, once its check has answered).
    if (publicScreens) {
      await page.goto(`${baseUrl}/invite/map/1/not-a-valid-token`);
      await page.getByRole('alert').waitFor();
      found.push(...(await violations(page, '/invite/map')));
    }
    // Opening a screen in normal use asks the API nothing it refuses: no 4xx or 5xx answer on any signed-in screen.
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && r.status() >= 400)
        refused.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search} on ${new URL(page.url()).pathname}`);
    });
    for (const sweeper of sweepers) {
      const email = sweeperEmail[sweeper];
      if (page.url() === 'about:blank') await page.goto(`${baseUrl}/login`);
      await page.evaluate(() => localStorage.clear());
      await signIn(page, baseUrl, email);
      await sweep(page, sweeper);
      await switchTheme(page, 'dark');
      await sweep(page, sweeper);
      await switchTheme(page, 'light');
    }
  });
  expect(found).toEqual([]);
  expect([...new Set(refused)]).toEqual([]);
}
