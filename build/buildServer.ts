import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serverBuild } from './serverBuild';

/** `npm run build:server`: the host and the apps tool compiled to plain JavaScript in dist-server/. */
const root = resolve(import.meta.dirname, '..');
await build(serverBuild(root, ['server/main.ts', 'server/cli/apps.ts'], join(root, 'dist-server')));
