import type { Page } from 'playwright-core';
import { accountApi, type AccountApi } from './api';
import { signIn, type SharedPage } from './browser';
import { baseUrl } from './server';

/** The account builder, who keeps the content tests' items in Northwind Retail. */
export const contentBuilder = 'ac.builder@studio.test';

let retail: Promise<AccountApi> | undefined;
/** The builder's API in Northwind Retail (its ac_id/sp_id query among it), asked for once. */
export const retailApi = () => (retail ??= accountApi(contentBuilder, 'Northwind Retail'));

/**
 * Signs the account builder in straight onto Northwind Retail's content library by the spec's ac_id/sp_id query:
 * no dashboard and no account switch on the way (switching from the palette has its own test in shell.test.ts).
 * `query` adds to the address (`tab=files&create=1`); resolves once the library shows.
 */
export async function openRetailContent(page: Page, query = '') {
  const { scope } = await retailApi();
  await signIn(page, baseUrl, contentBuilder, `/build/content?${query ? `${query}&` : ''}${scope}`);
  await page.getByTestId('content-page').waitFor();
}

/** openRetailContent in a file's shared signed-in page: the library opened by client-side navigation. */
export async function openSharedRetailContent(shared: SharedPage, query = '') {
  const { scope } = await retailApi();
  await shared.visit(`/build/content?${query ? `${query}&` : ''}${scope}`);
  await shared.page.getByTestId('content-page').waitFor();
}
