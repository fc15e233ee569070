// The prompt-list budget of the content library: an account with 5,000 prompts (created through the
// API, a tenth of them using a variable), then GET /api/prompt/prompts?prompt_type=IVA — what the
// content screen asks for — at 10 concurrent connections. Used by bench-content.mjs.
import { median, launchChromium } from './bench-kit.mjs';

async function post(url, headers, body) {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()).data;
}

export async function measurePromptList({ base, headers, autocannon, runs = 3, count = 5000 }) {
  const variable = await post(`${base}/content/variables`, headers, {
    variable_name: 'bench_customer',
    variable_type: 'single_value',
    scope: 'session',
  });
  const existing = (await (await fetch(`${base}/prompt/prompts?prompt_type=IVA`, { headers })).json()).data.length;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const text =
        i % 10 === 0 ? `Hello {{${variable.variable_id}}}, this is prompt ${i}.` : `Thank you for calling. This is prompt number ${i}.`;
      await post(`${base}/prompt/prompts`, headers, {
        prompt_name: `Bench prompt ${String(i).padStart(4, '0')}`,
        prompt_type: 'IVA',
        texts: [{ language: 'en-US', text }],
      });
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));

  const url = `${base}/prompt/prompts?prompt_type=IVA`;
  // As the browser asks for it: gzip accepted (the list is 1.8 MB of JSON, about a tenth of that packed).
  const wire = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
  const first = await (await fetch(url, { headers })).json();
  if (first.data.length !== existing + count)
    throw new Error(`the list answered ${first.data.length} prompts, expected ${existing + count}`);
  const bytes = JSON.stringify(first).length;

  await autocannon({ url, connections: 10, duration: 2, headers: wire });
  const p99 = [];
  const rps = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({ url, connections: 10, duration: 8, headers: wire });
    if (r.non2xx > 0) throw new Error(`${r.non2xx} answers were not 2xx`);
    p99.push(r.latency.p99);
    rps.push(r.requests.average);
  }
  return [
    {
      name: `GET /api/prompt/prompts, ${first.data.length.toLocaleString('en')} prompts (${(bytes / 1024 / 1024).toFixed(1)} MB JSON), gzip, 10 connections, p99 latency`,
      budget: '≤ 150 ms',
      value: `${median(p99)} ms`,
      runs: `${p99.join(', ')} ms; ${rps.map((x) => x.toFixed(0)).join(', ')} req/s`,
      ok: median(p99) <= 150,
    },
  ];
}

/**
 * The same account's prompt list on the content screen, in headless Chromium: navigation → the first rows
 * painted (the list has all its rows), then a scroll from top to bottom at 300 px a frame, with the main thread's
 * work for each frame and the rows in the DOM at most (a virtualized list draws only what is in view).
 */
export async function measurePromptListScreen({
  origin,
  token,
  acId,
  spId,
  runs = 3,
  scrollStep = Number(process.env.BENCH_SCROLL_STEP ?? 300),
}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.evaluate((t) => localStorage.setItem('studio.token', t), token);
    // Select the account once (remembered) and warm the HTTP cache.
    await page.goto(`${origin}/build/content?tab=prompts&ac_id=${acId}&sp_id=${spId}`);
    await page.locator('[data-testid=content-list] [role=row]').first().waitFor({ timeout: 60000 });
    const first = [];
    const frames = [];
    const domRows = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      await page.goto(`${origin}/build/content?tab=prompts`);
      const painted = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const check = () => {
              const grid = document.querySelector('[role=grid][aria-rowcount]');
              if (
                grid &&
                Number(grid.getAttribute('aria-rowcount')) > 0 &&
                document.querySelector('[data-testid=content-list] [role=row]')
              ) {
                requestAnimationFrame(() => resolve({ ms: performance.now(), rows: Number(grid.getAttribute('aria-rowcount')) }));
                return true;
              }
              return false;
            };
            if (check()) return;
            const watch = new MutationObserver(() => check() && watch.disconnect());
            watch.observe(document.body, { subtree: true, childList: true, attributes: true });
          }),
      );
      first.push(painted.ms);
      total = painted.rows;
      // The main thread's work for each scroll step: from the scroll event (captured before the list's own
      // handler) through the list's update, style, layout and paint of that frame, to the first task after it.
      // Frame intervals would measure the headless browser's frame rate (30 Hz here) rather than the list.
      const scroll = await page.evaluate(
        (stepPx) =>
          new Promise((resolve) => {
            const scroller = document.querySelector('[data-testid=content-list]');
            const times = [];
            let most = 0;
            let started = 0;
            document.addEventListener('scroll', () => (started ||= performance.now()), true);
            const afterFrame = () =>
              new Promise((done) =>
                requestAnimationFrame(() => {
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => done(performance.now());
                  channel.port2.postMessage(0);
                }),
              );
            const step = async () => {
              while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
                started = 0;
                scroller.scrollTop += stepPx;
                let end = await afterFrame();
                if (!started) end = await afterFrame(); // the scroll event came a frame later
                if (started) times.push(end - started);
                most = Math.max(most, scroller.querySelectorAll('[role=row]').length);
              }
              resolve({ times, most });
            };
            void step();
          }),
        scrollStep,
      );
      frames.push(...scroll.times);
      domRows.push(scroll.most);
    }
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)];
    const mostRows = Math.max(...domRows);
    return [
      {
        name: `Content screen, prompt list of ${total.toLocaleString('en')} prompts: navigation → first rows painted`,
        budget: '≤ 1,000 ms',
        value: `${Math.round(median(first))} ms`,
        runs: `${first.map((x) => Math.round(x)).join(', ')} ms`,
        ok: median(first) <= 1000,
      },
      {
        name: `Scrolling that list top to bottom (${scrollStep.toLocaleString('en')} px a frame, a fast wheel fling; ${frames.length} steps): main-thread work of a scroll frame (scroll event → list update, style, layout, paint), median`,
        budget: '≤ 16.7 ms (a 60 Hz frame), virtualized',
        value: `${median(frames).toFixed(1)} ms`,
        runs: `p95 ${p95.toFixed(1)} ms; at most ${mostRows} rows in the DOM; software rendering in headless Chromium`,
        ok: median(frames) <= 16.7 && mostRows < 200,
      },
    ];
  } finally {
    await browser.close();
  }
}
