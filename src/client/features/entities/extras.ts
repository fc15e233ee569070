import { createElement, Fragment, Suspense, type ComponentType } from 'react';
import type { Selection } from '@shared/access/scope';
import type { EntityRow } from './api';
import UserPanel from '../users/UserPanel';
import InviteExisting from '../users/InviteExisting';
import ApiKeyReveal from '../system/roles/ApiKeyReveal';
import RolePermissionsExtra from '../system/roles/RolePermissionsExtra';
import ProviderSettings from './ProviderSettings';
import { firebaseTest, profileTests, type TestSpec } from '../profiles/tests';
import { lazyChunk } from '@client/shell/chunks';

const PlanIncludes = lazyChunk(() => import('../plans/PlanIncludes'));
const LinkedChoices = lazyChunk(() => import('../voices/LinkedChoices'));
const SpPlanFeatures = lazyChunk(() => import('../plans/SpPlanFeatures'));
const AccountPlanFacts = lazyChunk(() => import('../plans/AccountPlanFacts'));
const AccountDomain = lazyChunk(() => import('../manage/domain/AccountDomain'));
/** A voices panel in a chunk of its own: the package's or profile's voices, the language package's languages. */
const linked = (name: string) => (props: { row: EntityRow; canWrite: boolean }) =>
  createElement(Suspense, { fallback: null }, createElement(LinkedChoices, { name, ...props }));
const BurstUsagePanel = lazyChunk(() => import('../billing/BurstUsagePanel'));
const PaymentProfileRequest = lazyChunk(() => import('../billing/PaymentProfileRequest'));
const InvoicePanel = lazyChunk(() => import('../billing/InvoicePanel'));
const GenerateInvoice = lazyChunk(() => import('../billing/GenerateInvoice'));
const SpeechPlay = lazyChunk(() => import('../voices/SpeechPlay'));
const LexiconUpload = lazyChunk(() => import('../voices/LexiconUpload'));
const ProfileTest = lazyChunk(() => import('../profiles/ProfileTest'));
const NodeLoggingTasks = lazyChunk(() => import('../profiles/NodeLoggingTasks'));
const AuthProfileStatus = lazyChunk(() => import('../profiles/AuthProfileStatus'));
const TrunkPanel = lazyChunk(() => import('../telephony/TrunkPanel'));
const NumberMove = lazyChunk(() => import('../telephony/NumberMove'));
const NumbersSummary = lazyChunk(() => import('../telephony/NumbersSummary'));
const SbcAddresses = lazyChunk(() => import('../telephony/SbcAddresses'));
const PoolNumbers = lazyChunk(() => import('../dnis/PoolNumbers'));
const QueueWaiters = lazyChunk(() => import('../qforme/QueueWaiters'));
const ActiveCalls = lazyChunk(() => import('../qforme/ActiveCalls'));
const WaitingSummary = lazyChunk(() => import('../qforme/WaitingSummary'));
const AnnouncementCountsTag = lazyChunk(() => import('../system/announcements/AnnouncementCountsTag'));
/** A profile's test: the real outside call with what it needs, in a chunk of its own. */
const profileTest = (spec: TestSpec) => (props: { row: EntityRow; canWrite: boolean }) =>
  createElement(Suspense, { fallback: null }, createElement(ProfileTest, { ...props, spec }));

/**
 * What an entity's side panel shows beside its generated form, by entity name (a screen that needs
 * more adds to the generated one, never copies it).
 */
import type { PanelExtraProps } from './panelPart';
export type { PanelExtraProps, PanelPart } from './panelPart';
export const panelExtras: Record<string, ComponentType<PanelExtraProps>> = {
  'service-providers': ProviderSettings,
  // An account's contact-center domain: its accounts, the platform's counts, its skills and the tasks using each.
  accounts: (props) => createElement(Suspense, { fallback: null }, createElement(AccountDomain, props)),
  // A business plan's features, node types, changes check, comparison and plans tree, a chunk of its own.
  'business-plans': (props) => createElement(Suspense, { fallback: null }, createElement(PlanIncludes, props)),
  // A provider plan's feature subset within its business plan.
  'sp-plans': (props) => createElement(Suspense, { fallback: null }, createElement(SpPlanFeatures, props)),
  // What the account has from its plans: its plans, the features of the type, its usage against the limits.
  'ac-plans': (props) => createElement(Suspense, { fallback: null }, createElement(AccountPlanFacts, props)),
  // A burst usage's progress, items, CSV and usage chart, a chunk of its own (uPlot in another).
  'burst-usages': (props) => createElement(Suspense, { fallback: null }, createElement(BurstUsagePanel, props)),
  // A payment profile's request body and gateway test.
  'payment-profiles': (props) => createElement(Suspense, { fallback: null }, createElement(PaymentProfileRequest, props)),
  // An invoice's provider, period, units × unit price = amount, lines per account, print view and CSV.
  'billing-invoices': (props) => createElement(Suspense, { fallback: null }, createElement(InvoicePanel, props)),
  users: UserPanel,
  'user-api-keys': ApiKeyReveal,
  roles: RolePermissionsExtra,
  // A TTS package's voices, then its pronunciation lexicon uploaded in chunks.
  'tts-packages': (props) =>
    createElement(
      Fragment,
      null,
      createElement(linked('tts-packages'), props),
      createElement(Suspense, { fallback: null }, createElement(LexiconUpload, props)),
    ),
  // A WSL profile's voices, then Play: a text in one of them through the profile's speech service.
  'wsl-profiles': (props) =>
    createElement(
      Fragment,
      null,
      createElement(linked('wsl-profiles'), props),
      createElement(Suspense, { fallback: null }, createElement(SpeechPlay, props)),
    ),
  'asr-language-packages': linked('asr-language-packages'),
  ...Object.fromEntries(Object.entries(profileTests).map(([name, spec]) => [name, profileTest(spec)])),
  // An auth profile's connection test, its last test as stored, and the token a step would use now.
  'auth-profiles': (props) => createElement(Suspense, { fallback: null }, createElement(AuthProfileStatus, props)),
  // A Firebase node-logging profile's connection test; any node-logging profile's attached tasks: listed, removed, one more attached.
  'node-logging-profiles': (props) =>
    createElement(
      Fragment,
      null,
      createElement(profileTest(firebaseTest), props),
      createElement(Suspense, { fallback: null }, createElement(NodeLoggingTasks, props)),
    ),
  // A trunk's validation state in words and its registrants.
  trunks: (props) => createElement(Suspense, { fallback: null }, createElement(TrunkPanel, props)),
  // Moving a number to another of the provider's accounts.
  'phone-numbers': (props) => createElement(Suspense, { fallback: null }, createElement(NumberMove, props)),
  // A DNIS pool's numbers: search, add, remove, the CSV template and import.
  'dnis-pools': (props) => createElement(Suspense, { fallback: null }, createElement(PoolNumbers, props)),
  // A QforMe queue's waiters (add, call back, remove) and its call log.
  'qforme-queues': (props) => createElement(Suspense, { fallback: null }, createElement(QueueWaiters, props)),
};

/** What an entity's screen shows beside its subtitle, by entity name: actions on the whole list, not on one row. */
export const pageExtras: Record<string, ComponentType<{ canWrite: boolean; selection?: Selection; onOpen(id: number): void }>> = {
  // Generate an invoice for a provider (POST /billing/generate/{sp_id}); the new one opens in the panel.
  'billing-invoices': (props) => createElement(Suspense, { fallback: null }, createElement(GenerateInvoice, props)),
  // The numbers' summary (total, in use, available) and adding many numbers at once.
  'phone-numbers': (props) => createElement(Suspense, { fallback: null }, createElement(NumbersSummary, props)),
  // Every trunk's SBC addresses in one table (GET /portal/sbc_ips).
  trunks: (props) => createElement(Suspense, { fallback: null }, createElement(SbcAddresses, props)),
  // The account's waiters against its plan's limit (GET /qforme/plan-types-waiters); its running calls and clearing the
  // stale ones (POST /opensip/active-calls, clear-stale-calls).
  'qforme-queues': (props) => createElement(Suspense, { fallback: null }, createElement(WaitingSummary), createElement(ActiveCalls, props)),
  // The live tutorial and what's-new counts (holders of system.dashboard-contents.write receive them on the socket).
  announcements: () => createElement(Suspense, { fallback: null }, createElement(AnnouncementCountsTag)),
};

/** What an entity's create panel shows beside its form: the request it would send and the fields' errors. */
export const createExtras: Record<string, ComponentType<{ body: EntityRow; errors: Record<string, string | null>; onDone(): void }>> = {
  // An address that is already a user's: invite that user to this scope instead.
  users: InviteExisting,
};
