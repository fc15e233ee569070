import { dataStores } from '../../modules/content/datastores/datastores';
import { holidaySchedules } from '../../modules/content/holidays/holidays';
import { prompts } from '../../modules/content/prompts/prompts';
import { variables } from '../../modules/content/variables/variables';
import type { SeedAccount } from './demo-context';

export interface RetailContent {
  variables: { customerName: number; orderNumber: number; menuChoice: number };
  prompts: { welcome: number; mainMenu: number; orderStatus: number; returnsKnown: number; returnsPolicy: number; goodbye: number };
  holidayScheduleId: number;
  dataStoreId: number;
}

/** Northwind Retail's content library: the variables, prompts, holiday schedule and datastore its demo tasks use. */
export async function seedRetailContent(ac: SeedAccount): Promise<RetailContent> {
  const variable = async (variable_name: string, extra: Record<string, unknown> = {}) =>
    (await ac.create(variables, { variable_name, variable_type: 'single_value', ...extra })).variable_id as number;
  const customerName = await variable('customer_name', { passed_parameter: true });
  const orderNumber = await variable('order_number', { passed_parameter: true });
  const menuChoice = await variable('menu_choice', { default_value: '' });

  const prompt = async (prompt_name: string, text: string) =>
    (await ac.create(prompts, { prompt_name, prompt_type: 'IVA', texts: [{ language: 'en-GB', text }] })).prompt_id as number;
  const ids = {
    welcome: await prompt('Main line welcome', 'Welcome to Northwind Retail. Calls may be recorded for training.'),
    mainMenu: await prompt('Main line menu', 'For an order, press 1. For a return, press 2. To hear these options again, press 0.'),
    orderStatus: await prompt(
      'Order status',
      `Your order {{${orderNumber}}} is on its way. You will receive a text message when it is out for delivery.`,
    ),
    returnsKnown: await prompt(
      'Returns for known customers',
      `Hello {{${customerName}}}. We have sent a returns label to the e-mail address on your account.`,
    ),
    returnsPolicy: await prompt(
      'Returns policy',
      'You can return any item within 30 days. Please visit northwind.example/returns to print a label.',
    ),
    goodbye: await prompt('Main line goodbye', 'Thank you for calling Northwind Retail. Goodbye.'),
  };

  const holidays = await ac.create(holidaySchedules, {
    schedule_name: 'UK bank holidays',
    time_zone: 'Europe/London',
    holidays: [
      { name: 'Christmas Day', start_date: '2026-12-25', recurs_yearly: true },
      { name: 'Boxing Day', start_date: '2026-12-26', recurs_yearly: true },
      { name: "New Year's Day", start_date: '2027-01-01', recurs_yearly: true },
      { name: 'Easter weekend', start_date: '2027-03-26', end_date: '2027-03-29' },
      { name: 'Early May bank holiday', start_date: '2027-05-03' },
    ],
  });
  const store = await ac.create(dataStores, {
    display_name: 'Order lookups',
    collection_structure: [
      { col_name: 'order_number', type: 'STRING' },
      { col_name: 'customer_name', type: 'STRING' },
      { col_name: 'status', type: 'STRING' },
      { col_name: 'total', type: 'CURRENCY_GPB' },
      { col_name: 'placed_on', type: 'DATE' },
    ],
  });
  return {
    variables: { customerName, orderNumber, menuChoice },
    prompts: ids,
    holidayScheduleId: holidays.schedule_id as number,
    dataStoreId: store.data_store_id as number,
  };
}
