import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';

/**
 * Runs a JavaScript function in a real sandbox: QuickJS (quickjs-emscripten) inside a worker thread,
 * so an endless loop never blocks the server. The QuickJS runtime has a memory limit and an interrupt
 * deadline; the code sees no Node globals (no require, no process), only the language itself.
 */
export interface SandboxCall {
  /** The function's name, parameter names and body. */
  name: string;
  params: readonly string[];
  code: string;
  args: readonly unknown[];
  timeoutMs: number;
  memoryBytes?: number;
}

export type SandboxResult = { ok: true; result: unknown } | { ok: false; kind: 'timeout' | 'memory' | 'error'; message: string };

const quickjsPath = createRequire(import.meta.url).resolve('quickjs-emscripten');

/** The worker's program (plain CommonJS, evaluated): define the function, call it with the JSON arguments, answer JSON. */
const workerSource = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { newQuickJSWASMModule, newVariant, RELEASE_SYNC, shouldInterruptAfterDeadline } = require(workerData.quickjs);
const { name, params, code, args, timeoutMs, memoryBytes, maxResultLength } = workerData;
let memoryFull = () => false;
function failure(vm, handle, deadline) {
  // Reading the error takes memory too: lift QuickJS's own limit (the WebAssembly memory stays capped).
  vm.runtime.setMemoryLimit(-1);
  const e = vm.dump(handle);
  const message = e && typeof e === 'object' ? (e.name ? e.name + ': ' : '') + (e.message ?? '') : String(e);
  // An allocation refused by the capped WebAssembly memory leaves no error object to read.
  if (memoryFull() && (e === null || e === undefined)) return { ok: false, kind: 'memory', message: 'out of memory' };
  if (Date.now() >= deadline || /interrupted/.test(message)) return { ok: false, kind: 'timeout', message };
  if (/out of memory/i.test(message)) return { ok: false, kind: 'memory', message };
  return { ok: false, kind: 'error', message };
}
(async () => {
  // The runtime's limit counts QuickJS's own allocations, but not every string: the WebAssembly memory itself is
  // capped too (16 MB to start, room for four times the limit), so nothing the function builds can grow past it.
  const page = 64 * 1024;
  const maximum = 256 + Math.ceil((4 * memoryBytes) / page);
  const wasmMemory = new WebAssembly.Memory({ initial: 256, maximum });
  memoryFull = () => wasmMemory.buffer.byteLength + 4 * page >= maximum * page;
  const QuickJS = await newQuickJSWASMModule(newVariant(RELEASE_SYNC, { wasmMemory }));
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  const deadline = Date.now() + timeoutMs;
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  const handles = [];
  const keep = (h) => (handles.push(h), h);
  try {
    const defined = vm.evalCode('function ' + name + '(' + params.join(', ') + ') {\n' + code + '\n}', 'function.js');
    if (defined.error) return parentPort.postMessage(failure(vm, keep(defined.error), deadline));
    keep(defined.value);
    const caller = vm.evalCode('(function (a) { var r = ' + name + '.apply(undefined, JSON.parse(a)); var s = JSON.stringify(r); return s === undefined ? "null" : s; })', 'call.js');
    if (caller.error) return parentPort.postMessage(failure(vm, keep(caller.error), deadline));
    const result = vm.callFunction(keep(caller.value), vm.undefined, keep(vm.newString(JSON.stringify(args))));
    if (result.error) return parentPort.postMessage(failure(vm, keep(result.error), deadline));
    const json = vm.getString(keep(result.value));
    // A result longer than a flow value may be is not even sent: only its length is.
    parentPort.postMessage(json.length > maxResultLength ? { ok: true, length: json.length } : { ok: true, json });
  } finally {
    for (const h of handles) h.dispose();
    vm.dispose();
    runtime.dispose();
  }
})().catch((e) => parentPort.postMessage({ ok: false, kind: 'error', message: String((e && e.message) || e) }));
`;

export function runInSandbox(call: SandboxCall): Promise<SandboxResult> {
  const workerData = {
    ...call,
    quickjs: quickjsPath,
    memoryBytes: call.memoryBytes ?? 32 * 1024 * 1024,
    maxResultLength: limits.flow.maxValueLength,
  };
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerSource, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: 64 } });
    const finish = (result: SandboxResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      void worker.terminate();
      resolve(result);
    };
    // A safety net beyond QuickJS's own deadline (the worker's start-up is not counted there).
    const guard = setTimeout(() => finish({ ok: false, kind: 'timeout', message: 'timeout' }), call.timeoutMs + 3000);
    worker.on('message', (m: { ok: boolean; json?: string; length?: number; kind?: 'timeout' | 'memory' | 'error'; message?: string }) => {
      if (!m.ok) return finish({ ok: false, kind: m.kind ?? 'error', message: m.message ?? '' });
      // A result is a flow value: one longer than the bound is refused, never parsed on the main thread.
      if (m.length !== undefined) {
        const [length, max] = [m.length, limits.flow.maxValueLength].map((n) => n.toLocaleString('en-US'));
        return finish({ ok: false, kind: 'error', message: fill(messages.expr.valueTooLong, { length, max }) });
      }
      try {
        finish({ ok: true, result: JSON.parse(m.json ?? 'null') });
      } catch (e) {
        finish({ ok: false, kind: 'error', message: String((e as Error).message) });
      }
    });
    worker.on('error', (e) => finish({ ok: false, kind: 'error', message: e.message }));
    worker.on('exit', () => finish({ ok: false, kind: 'error', message: 'The sandbox stopped unexpectedly.' }));
  });
}
