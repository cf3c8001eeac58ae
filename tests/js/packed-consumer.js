// The package as a user installs it, for the kinema/react and kinema/vue
// tests: `npm pack` (--ignore-scripts: web/dist is built already, and the
// "prepack" rebuild would rewrite it under other tests), then an offline
// install of the tarball into an empty project. React and Vue are optional
// peer dependencies, so npm installs neither: the user installs the one they
// use. Here `frameworks` names which of this repository's copies
// (node_modules) are linked into the project's node_modules, as npm would
// have put them there.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

function run(command, args, options) {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 120_000, maxBuffer: 16 << 20, ...options },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }));
  });
}

/**
 * Packs and installs kinema into a new temp project; returns { dir (the
 * project), tarball, remove() }. `frameworks`: packages of this repository's
 * node_modules to link in (e.g. ['react', 'react-dom', 'scheduler']).
 */
export async function packedConsumer({ frameworks = [] } = {}) {
  if (!existsSync(join(root, 'web/dist/dom.js'))) throw new Error('build first: node scripts/bundle.mjs');
  const work = await mkdtemp(join(tmpdir(), 'kinema-consumer-'));
  const env = {
    ...process.env,
    npm_config_cache: join(work, 'npm-cache'),   // private; --offline: no registry
    npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false',
  };
  const remove = () => rm(work, { recursive: true, force: true });
  try {
    const pack = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root, env });
    if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stdout}${pack.stderr}`);
    const [packed] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')));
    const tarball = join(work, packed.filename);
    const dir = join(work, 'app');
    await mkdir(dir);
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module' }));
    const install = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: dir, env });
    if (install.code !== 0) throw new Error(`npm install failed:\n${install.stdout}${install.stderr}`);
    for (const name of frameworks) {
      const to = join(dir, 'node_modules', name);
      await mkdir(join(to, '..'), { recursive: true });
      await symlink(join(root, 'node_modules', name), to, 'dir');
    }
    return { dir, tarball, files: packed.files.map((f) => f.path), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
