import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { freePort } from './freePort';

/** Debian's `wordpress` package puts WordPress here. */
export const WORDPRESS_DIR = '/usr/share/wordpress';
export const PLUGIN_DIR = resolve('integrations/wordpress/sesame-signin');
const MARIADB = { host: '127.0.0.1', user: 'root' };

export interface WordPressSite {
  url: string;
  dir: string;
  /** Runs PHP inside the installed site (WordPress loaded) and returns what it printed. */
  php: (code: string, installing?: boolean) => string;
  close: () => Promise<void>;
}

/**
 * What this machine lacks to run WordPress (PHP with mysqli, Debian's WordPress, a MariaDB that
 * answers), in words; undefined when it has everything.
 */
export function wordpressMissing(): string | undefined {
  if (!existsSync(join(WORDPRESS_DIR, 'wp-settings.php')))
    return `no WordPress in ${WORDPRESS_DIR} (apt-get install wordpress)`;
  const php = spawnSync('php', ['-r', 'echo extension_loaded("mysqli") ? "ok" : "no";'], {
    encoding: 'utf8',
  });
  if (php.error) return 'no php on the PATH (apt-get install php-cli)';
  if (php.stdout !== 'ok') return 'PHP has no mysqli extension (apt-get install php-mysql)';
  const mariadb = spawnSync('mariadb', ['-h', MARIADB.host, '-u', MARIADB.user, '-e', 'select 1'], {
    encoding: 'utf8',
  });
  if (mariadb.error) return 'no mariadb client on the PATH (apt-get install mariadb-client)';
  if (mariadb.status !== 0)
    return `MariaDB does not answer at ${MARIADB.host} as ${MARIADB.user}: ${mariadb.stderr.trim()}`;
  return undefined;
}

/** Why the plugin's PHPUnit suite cannot run here (no `phpunit`), or undefined. */
export function phpunitMissing(): string | undefined {
  return spawnSync('phpunit', ['--version']).error
    ? 'no phpunit on the PATH (apt-get install phpunit)'
    : undefined;
}

function sql(statement: string): void {
  const result = spawnSync('mariadb', ['-h', MARIADB.host, '-u', MARIADB.user, '-e', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`mariadb: ${result.stderr}`);
}

/**
 * A real WordPress site from Debian's package on a fresh MariaDB database, served by PHP's
 * built-in server, with the Sesame plugin linked in and activated, and each of `plugins` (a
 * folder holding `<folder name>.php`) too. The copy of WordPress lives in a temporary folder with
 * its own wp-config.php (Debian's reads /etc/wordpress per host).
 */
export async function startWordPress(plugins: string[] = []): Promise<WordPressSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'sesame-wp-'));
  const database = `sesame_wp_${process.pid}_${port}`;
  cpSync(WORDPRESS_DIR, dir, { recursive: true, dereference: true });
  rmSync(join(dir, 'wp-config.php'));
  const content = join(dir, 'wp-content');
  mkdirSync(join(content, 'plugins'), { recursive: true });
  const activate = [PLUGIN_DIR, ...plugins].map((folder) => {
    const name = basename(folder);
    symlinkSync(folder, join(content, 'plugins', name));
    return `${name}/${name}.php`;
  });

  sql(`drop database if exists ${database}; create database ${database}`);
  writeFileSync(
    join(dir, 'wp-config.php'),
    `<?php
define('DB_NAME', '${database}');
define('DB_USER', '${MARIADB.user}');
define('DB_PASSWORD', '');
define('DB_HOST', '${MARIADB.host}');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_CONTENT_URL', '${url}/wp-content');
define('AUTH_KEY', '${randomKey()}'); define('SECURE_AUTH_KEY', '${randomKey()}');
define('LOGGED_IN_KEY', '${randomKey()}'); define('NONCE_KEY', '${randomKey()}');
define('AUTH_SALT', '${randomKey()}'); define('SECURE_AUTH_SALT', '${randomKey()}');
define('LOGGED_IN_SALT', '${randomKey()}'); define('NONCE_SALT', '${randomKey()}');
define('WP_DEBUG', true); define('WP_DEBUG_DISPLAY', false); define('WP_DEBUG_LOG', __DIR__ . '/debug.log');
define('AUTOMATIC_UPDATER_DISABLED', true); define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', 'localhost,127.0.0.1');
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );

  const php = (code: string, installing = false): string => {
    const script = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; $_SERVER['REQUEST_URI'] = '/';
${installing ? "define('WP_INSTALLING', true);" : ''}
require '${dir}/wp-load.php';
${code}`;
    const file = join(dir, `run-${Date.now()}-${Math.random().toString(36).slice(2)}.php`);
    writeFileSync(file, script);
    const result = spawnSync('php', [file], { encoding: 'utf8' });
    rmSync(file);
    if (result.status !== 0) throw new Error(`php failed: ${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
  php(
    `
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('Sesame Test Shop', 'admin', 'admin@example.com', true, '', 'admin-password');
require_once ABSPATH . 'wp-admin/includes/plugin.php';
foreach (json_decode('${JSON.stringify(activate)}') as $plugin) {
  $activated = activate_plugin($plugin);
  if (is_wp_error($activated)) { echo $activated->get_error_message(); exit(1); }
}
`,
    true,
  );

  const server: ChildProcess = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', dir], {
    stdio: 'ignore',
    cwd: dir,
    // Chromium loads a page's scripts in parallel; one PHP worker would serialise them.
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  });
  await waitForHttp(url);
  return {
    url,
    dir,
    php,
    close: async () => {
      server.kill();
      sql(`drop database if exists ${database}`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

async function waitForHttp(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`WordPress did not start at ${url}`);
}
