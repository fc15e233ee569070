import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, runFromPalette, signedInPagePerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const shared = signedInPagePerFile(builder);
const withPage = browserPerFile();
const shots = process.env.WORKFLOW_SHOTS;

describe('a workflow task runs now and is scheduled from the task list (spec 2 §7 workflow run)', () => {
  it('Run now asks for a required parameter, runs with it and shows the run’s output; Schedule from the palette shows the next run', async () => {
    const { raw, scope } = await accountApi(builder, 'Northwind Retail');
    const suffix = Math.random().toString(36).slice(2, 7);
    const order = `order_${suffix}`;
    await raw('POST', '/content/variables', { variable_name: order, variable_type: 'single_value', passed_parameter: true });
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    const name = `Nightly ${suffix}`;
    const task = (
      await raw('POST', '/studio/tasks', {
        task_name: name,
        task_type: 'workflow',
        workflow_task: { passed_params: [order], output_params: [order], workflow_schedule: 'Once', start_on: start },
      })
    ).data as { task_id: number };

    await shared.run(async (page) => {
      await shared.visit(`/build/tasks?${scope}`);
      await page.getByRole('searchbox', { name: 'Search by name, id or tag' }).fill(suffix);
      await page.getByTestId(`task-row-${task.task_id}`).getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Run now…' }).click();
      const dialog = page.getByRole('dialog', { name: `Run ${name} now` });
      const field = dialog.getByRole('textbox', { name: `${order} (required)` });
      await field.waitFor();

      // An empty required parameter is refused before anything runs, with the simulator's message, and takes the focus.
      await page.keyboard.press('Tab');
      await field.press('Enter');
      await dialog.getByText(`Enter a value for ${order}.`).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.type('A-42');
      await page.keyboard.press('Enter');
      const ran = dialog.getByTestId('workflow-run-answer');
      await ran.getByText('The run has finished.').waitFor();
      // The output parameter is the passed one: the run really had the value typed.
      expect(await ran.getByRole('row', { name: order }).innerText()).toContain('A-42');
      expect(await violations(page, 'workflow run now')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/workflow-run.png` });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });

      await runFromPalette(page, `Schedule workflow: ${name}`, `Schedule workflow: ${name}`);
      const scheduling = page.getByRole('dialog', { name: `Schedule ${name}` });
      const again = scheduling.getByRole('textbox', { name: `${order} (required)` });
      await again.fill('B-7');
      await again.press('Enter');
      await scheduling
        .getByTestId('workflow-schedule-answer')
        .getByText(/^Scheduled: the next run is at /)
        .waitFor();
      expect(await violations(page, 'workflow schedule')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/workflow-schedule.png` });
      await page.keyboard.press('Escape');
      await scheduling.waitFor({ state: 'detached' });
    });
  });

  it('a user who may only read tasks finds Run now and Schedule disabled in the row’s menu', async () => {
    const { raw, scope } = await accountApi(builder, 'Northwind Retail');
    const suffix = Math.random().toString(36).slice(2, 7);
    const task = (await raw('POST', '/studio/tasks', { task_name: `Read only ${suffix}`, task_type: 'workflow' })).data as {
      task_id: number;
    };
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test', `/build/tasks?${scope}`);
      await page.getByRole('searchbox', { name: 'Search by name, id or tag' }).fill(suffix);
      await page.getByTestId(`task-row-${task.task_id}`).getByRole('button', { name: 'Actions' }).click();
      for (const item of ['Run now…', 'Schedule…'])
        expect(await page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled')).toBe('true');
    });
  });
});
