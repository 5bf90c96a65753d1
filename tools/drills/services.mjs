// Private, throwaway PostgreSQL and Redis servers for the fault drills, on free loopback ports
// with their data in a temporary directory: a drill may crash, restart or exhaust them without
// touching the servers that other work on this machine uses.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A loopback port that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function reachable(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function scratchDirectory(name) {
  return mkdtempSync(path.join(os.tmpdir(), `cdm-drill-${name}-`));
}

/**
 * redis-server with append-only persistence and noeviction (as production runs it). `crash()`
 * kills it with SIGKILL; `start()` brings it back on the same port with the same data.
 */
export class PrivateRedis {
  constructor(directory) {
    this.directory = directory;
    this.port = 0;
    this.child = null;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    if (!this.port) this.port = await freePort();
    const binary = process.env.REDIS_SERVER_BIN ?? 'redis-server';
    this.child = spawn(
      binary,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.directory, '--appendonly', 'yes', '--appendfsync', 'everysec',
        '--maxmemory-policy', 'noeviction', '--save', '', '--daemonize', 'no', '--logfile', path.join(this.directory, 'redis.log')],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.exited = exited;
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await reachable(this.port)) return this;
      await sleep(100);
    }
    throw new Error(`redis-server did not start on port ${this.port} (see ${this.directory}/redis.log)`);
  }

  /** SIGKILL: no shutdown save, only what the append-only file already holds survives. */
  async crash() {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

function postgresBinDirectory() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(path.join(fromConfig.stdout.trim(), 'initdb'))) return fromConfig.stdout.trim();
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL cluster of its own (initdb in a temporary directory, trust authentication on
 * loopback only). PostgreSQL refuses to run as root: as root, its commands run as "postgres".
 */
export class PrivatePostgres {
  constructor(directory, { maxConnections = 50 } = {}) {
    this.directory = directory;
    this.dataDirectory = path.join(directory, 'data');
    this.maxConnections = maxConnections;
    this.port = 0;
    this.bin = postgresBinDirectory();
  }

  static available() {
    return postgresBinDirectory() !== null;
  }

  get serverUrl() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  #run(command, args) {
    const asRoot = process.getuid?.() === 0;
    const [file, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(this.bin, command), ...args]] : [path.join(this.bin, command), args];
    const result = spawnSync(file, fullArgs, { encoding: 'utf8', cwd: this.directory });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  }

  /** Creates the cluster on a free port the first time; after `crash()`, starts it again on the same port and data. */
  async start() {
    if (!this.bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl) were not found; set PG_BINDIR');
    if (!this.port) {
      this.port = await freePort();
      mkdirSync(this.dataDirectory, { recursive: true });
      if (process.getuid?.() === 0) {
        const { uid, gid } = postgresUser();
        chownSync(this.directory, uid, gid);
        chownSync(this.dataDirectory, uid, gid);
      }
      this.#run('initdb', ['-D', this.dataDirectory, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    }
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.directory}`,
      `-c max_connections=${this.maxConnections}`,
      '-c superuser_reserved_connections=3',
      '-c fsync=off',
      '-c shared_buffers=32MB',
    ].join(' ');
    this.#run('pg_ctl', ['-D', this.dataDirectory, '-l', path.join(this.directory, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
    return this;
  }

  /** Stops the server at once (`-m immediate`: no checkpoint, every connection cut), as a crash would; its data stays for `start()`. */
  async crash() {
    this.#run('pg_ctl', ['-D', this.dataDirectory, '-m', 'immediate', '-w', 'stop']);
  }

  async stop() {
    try {
      this.#run('pg_ctl', ['-D', this.dataDirectory, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
  }
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error('Running as root needs a "postgres" system user to run PostgreSQL');
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

export function removeDirectory(directory) {
  rmSync(directory, { recursive: true, force: true });
}
