// The registry this project installs from carries only some platforms' builds of packages such as
// @swc/core; `npm install` then leaves their optional entries out of package-lock.json, and `npm ci`
// refuses that lock. This adds those entries (version, os, cpu, optional) so `npm ci` skips them as
// foreign platforms. Run it after `npm install`: `npm run lock:platforms`.
const fs = require('fs');
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const platform = (name) => {
  const m = /(darwin|linux|win32|android|freebsd|openharmony)-(arm64|x64|arm|ppc64|s390x|ia32|loong64|riscv64)/.exec(name);
  return m ? { os: [m[1]], cpu: [m[2]] } : null;
};
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key] || packages[`${path}/node_modules/${dep}`]) continue;
    const target = platform(dep);
    if (!target) {
      process.stderr.write(`no platform in the name of ${dep}; left out\n`);
      continue;
    }
    packages[key] = { version, cpu: target.cpu, license: meta.license, optional: true, os: target.os };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
process.stdout.write(`package-lock.json: ${added} platform entries added\n`);
