import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://localhost:3100';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PROFILE = process.env.PROFILE === '1';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addInitScript({ content: `globalThis.__calls = [];
  const fetchOf = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const call = { url: String(input instanceof Request ? input.url : input), start: performance.now() };
    globalThis.__calls.push(call);
    try { const r = await fetchOf(input, init); call.headers = performance.now(); return r; } finally { call.end = performance.now(); }
  };` });
const page = await ctx.newPage();
await page.goto(base + '/');
const sel = JSON.parse(process.env.SEL!);
await page.evaluate(`localStorage.setItem('configurator-build', ${JSON.stringify(JSON.stringify(sel))})`);
const results: string[] = [];
for (let r = 0; r < ROUNDS; r++) {
  await page.goto(base + '/configurator');
  await page.getByRole('heading', { name: 'Expert Mode' }).waitFor();
  await page.waitForTimeout(2500);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const label = process.env.LABEL ?? 'Memory';
  await page.evaluate(`(async () => {
    const input = [...document.querySelectorAll('input[role=combobox]')].find((box) => box.labels?.[0]?.textContent === ${JSON.stringify(label)});
    window.__field = input.closest('div').parentElement;
    input.click();
    await new Promise(r => setTimeout(r, 300));
    [...__field.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Filters')).click();
    for (let i = 0; i < 500 && [...__field.querySelectorAll('input[type=checkbox]')].filter(b => b.getAttribute('role') !== 'switch').length === 0; i++) await new Promise(r => setTimeout(r, 10));
  })()`);
  await page.waitForTimeout(1500);
  const TRACE = process.env.TRACE === '1';
  const traceEvents: unknown[] = [];
  if (TRACE) { cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => traceEvents.push(...e.value)); await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' }); }
  if (PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  const out = await page.evaluate(`(async () => {
    const field = __field;
    const status = field.querySelector('[role=status]');
    const listbox = field.querySelector('[role=listbox]');
    const boxes = [...field.querySelectorAll('input[type=checkbox]')].filter(b => b.getAttribute('role') !== 'switch');
    const before = status.textContent;
    const marks = {};
    const start = performance.now();
    const mo = new MutationObserver(() => { const t = performance.now() - start; if (!marks.firstMutation) marks.firstMutation = t; if (status.textContent !== before && !marks.status) marks.status = t; if (!listbox.hasAttribute('aria-busy') && marks.busy && !marks.unbusy) marks.unbusy = t; if (listbox.hasAttribute('aria-busy') && !marks.busy) marks.busy = t; });
    mo.observe(field, { subtree: true, childList: true, attributes: true, characterData: true });
    performance.mark('tick'); const mo2 = new MutationObserver(()=>{}); mo2.observe(document.body,{subtree:true,childList:true,attributes:true,characterData:true}); boxes[0].click(); const recs = mo2.takeRecords(); mo2.disconnect(); const summary = {}; for (const r of recs) { const k = r.type + ':' + (r.type==='attributes' ? r.attributeName + '@' + r.target.nodeName : r.type==='childList' ? '+' + r.addedNodes.length + '-' + r.removedNodes.length + '@' + r.target.nodeName + '.' + (r.target.className||'').toString().slice(0,20) : r.target.parentNode?.nodeName); summary[k] = (summary[k]||0)+1; } window.__muts = summary;
    marks.clickReturned = performance.now() - start;
    while (!(status.textContent !== before && !listbox.hasAttribute('aria-busy'))) await new Promise(r => setTimeout(r, 4));
    marks.seen = performance.now() - start;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    marks.done = performance.now() - start; performance.mark('tickdone');
    mo.disconnect();
    const calls = __calls.filter(c => c.start >= start).map(c => ({ u: c.url.replace(/^.*\\/api\\//, '').slice(0, 200), s: +(c.start - start).toFixed(0), h: +((c.headers ?? NaN) - start).toFixed(0), e: +((c.end ?? NaN) - start).toFixed(0) }));
    for (const k in marks) marks[k] = +marks[k].toFixed(0);
    return JSON.stringify({ muts: window.__muts, marks, calls, count: before + ' -> ' + status.textContent });
  })()`);
  if (TRACE) { const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r)); await cdp.send('Tracing.end'); await done; writeFileSync(`/tmp/trace-${r}.json`, JSON.stringify(traceEvents)); }
  if (PROFILE) { const { profile } = await cdp.send('Profiler.stop'); writeFileSync(`/tmp/tick-${r}.cpuprofile`, JSON.stringify(profile)); }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  results.push(out as string);
  console.log(out);
}
await b.close();
