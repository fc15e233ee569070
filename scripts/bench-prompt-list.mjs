// The prompt-list budget of the content library: an account with 5,000 prompts (created through the
// API, a tenth of them using a variable), then GET /api/prompt/prompts?prompt_type=IVA — what the
// content screen asks for — at 10 concurrent connections. Used by bench-content.mjs.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function post(url, headers, body) {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()).data;
}

export async function measurePromptList({ base, headers, autocannon, runs = 3, count = 5000 }) {
  const variable = await post(`${base}/content/variables`, headers, { variable_name: 'bench_customer', variable_type: 'single_value', scope: 'session' });
  const existing = (await (await fetch(`${base}/prompt/prompts?prompt_type=IVA`, { headers })).json()).data.length;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const text = i % 10 === 0 ? `Hello {{${variable.variable_id}}}, this is prompt ${i}.` : `Thank you for calling. This is prompt number ${i}.`;
      await post(`${base}/prompt/prompts`, headers, { prompt_name: `Bench prompt ${String(i).padStart(4, '0')}`, prompt_type: 'IVA', texts: [{ language: 'en-US', text }] });
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));

  const url = `${base}/prompt/prompts?prompt_type=IVA`;
  // As the browser asks for it: gzip accepted (the list is 1.8 MB of JSON, about a tenth of that packed).
  const wire = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
  const first = await (await fetch(url, { headers })).json();
  if (first.data.length !== existing + count) throw new Error(`the list answered ${first.data.length} prompts, expected ${existing + count}`);
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
  return [{
    name: `GET /api/prompt/prompts, ${first.data.length.toLocaleString('en')} prompts (${(bytes / 1024 / 1024).toFixed(1)} MB JSON), gzip, 10 connections, p99 latency`,
    budget: '≤ 150 ms',
    value: `${median(p99)} ms`,
    runs: `${p99.join(', ')} ms; ${rps.map((x) => x.toFixed(0)).join(', ')} req/s`,
    ok: median(p99) <= 150,
  }];
}
