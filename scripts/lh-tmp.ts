import { runLighthouse } from './bench/lighthouse.ts';
import { astroPreview } from './bench/server.ts';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const preview = await astroPreview(process.cwd(), 4351);
try {
  const urls = Array(4).fill('http://localhost:4351/search/?q=dilemma');
  const r = await runLighthouse(urls, '/usr/bin/chromium', FLAGS, 4353, process.cwd());
  for (const x of r) console.log(x.scores, x.benchmarkIndex, x.failing.map(f => f.id).join(','));
} finally { await preview.stop(); }
