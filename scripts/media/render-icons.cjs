// Renders the app icons of public/icons from public/badge.svg with Debian's chromium:
// `node scripts/media/render-icons.cjs`. The badge fills the inner 80%, the safe zone of a maskable icon.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { chromium } = require('playwright-core');

const PUBLIC = join(__dirname, '../../apps/web/public');
const ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
];

async function main() {
  const badge = readFileSync(join(PUBLIC, 'badge.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const { file, size } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const inner = Math.round(size * 0.8);
      const svg = badge.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
      await page.setContent(`<body style="margin:0;background:#070914;display:grid;place-items:center;height:${size}px">${svg}</body>`);
      await page.screenshot({ path: join(PUBLIC, 'icons', file) });
    }
  } finally {
    await browser.close();
  }
}

main();
