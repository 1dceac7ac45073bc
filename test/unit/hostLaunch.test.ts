import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostNodeFlags, launchFlags } from '../bench/hostNodeFlags';

const ROOT = resolve(import.meta.dirname, '../..');
const lines = (file: string) => readFileSync(resolve(ROOT, file), 'utf8').split('\n');

describe('the host is launched with the same node flags everywhere', () => {
  it('npm start gives the host a small young generation (idle RSS, docs/deployment.md)', () => {
    expect(hostNodeFlags()).toContain('--max-semi-space-size=4');
  });

  it('the Docker image runs it with the flags of npm start', () => {
    const cmd = lines('deploy/Dockerfile').find((line) => line.startsWith('CMD '));
    const words = JSON.parse(cmd?.slice(4) ?? '[]') as string[];
    expect(launchFlags(words.join(' '))).toEqual(hostNodeFlags());
  });

  it('the systemd unit runs it with the flags of npm start', () => {
    const exec = lines('deploy/sesame.service').find((line) => line.startsWith('ExecStart='));
    expect(launchFlags(exec ?? '')).toEqual(hostNodeFlags());
  });

  it('reads flags only from a line that starts the host', () => {
    expect(launchFlags('node dist-server/main.mjs')).toEqual([]);
    expect(launchFlags('/usr/bin/node --a=1 --b dist-server/main.mjs')).toEqual(['--a=1', '--b']);
    expect(launchFlags('node dist-server/cli/apps.mjs')).toBeUndefined();
  });
});
