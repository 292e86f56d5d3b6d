import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Real nginx and Apache (Debian's packages, which .ci/run installs), started on a free local port with a
 * throw-away configuration around the rules under test, answering 200 "ok" to whatever the rules let through.
 */
export type RunningServer = { origin: string; stop: () => Promise<void> };

const NGINX = '/usr/sbin/nginx';
const APACHE = '/usr/sbin/apache2';
const APACHE_MODULES = '/usr/lib/apache2/modules';

export async function startNginx(rules: { http: string; server: string }): Promise<RunningServer> {
  requireBinary(NGINX, 'nginx-light');
  const dir = mkdtempSync(join(tmpdir(), 'botlens-nginx-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join('\n    ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events {}
http {
    access_log off;
    ${temp}
${rules.http}
    server {
        listen 127.0.0.1:${port};
${rules.server}
        location / { return 200 "ok"; }
    }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'pipe',
  });
  return running(child, port, dir);
}

export async function startApache(rules: string): Promise<RunningServer> {
  requireBinary(APACHE, 'apache2');
  const dir = mkdtempSync(join(tmpdir(), 'botlens-apache-'));
  const port = await freePort();
  // Apache's workers run as www-data: the throw-away folder (0700 from mkdtemp) must let them in.
  chmodSync(dir, 0o755);
  const www = join(dir, 'www');
  mkdirSync(www);
  writeFileSync(join(www, 'index.html'), 'ok');
  writeFileSync(
    join(dir, 'httpd.conf'),
    `ServerRoot ${dir}
ServerName localhost
Listen 127.0.0.1:${port}
LoadModule mpm_event_module ${APACHE_MODULES}/mod_mpm_event.so
LoadModule authz_core_module ${APACHE_MODULES}/mod_authz_core.so
LoadModule dir_module ${APACHE_MODULES}/mod_dir.so
LoadModule rewrite_module ${APACHE_MODULES}/mod_rewrite.so
User www-data
Group www-data
PidFile ${join(dir, 'httpd.pid')}
DefaultRuntimeDir ${dir}
ErrorLog ${join(dir, 'error.log')}
DocumentRoot ${www}
DirectoryIndex index.html
<Directory ${www}>
    Require all granted
${rules
  .split('\n')
  .map((line) => `    ${line}`)
  .join('\n')}
</Directory>
`,
  );
  const child = spawn(APACHE, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], { stdio: 'pipe' });
  return running(child, port, dir);
}

function requireBinary(path: string, debianPackage: string): void {
  if (!existsSync(path))
    throw new Error(`${path} is missing: apt-get install -y ${debianPackage} (.ci/run does)`);
}

async function running(child: ChildProcess, port: number, dir: string): Promise<RunningServer> {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped at start (${child.exitCode}): ${output}`);
    try {
      await fetch(origin);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer within 10 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
