import { CHANNELS } from '../../contract/channels';
import { EXIT_FAILED, EXIT_USAGE } from './CliError';
import type { Command } from './Command';

export const USAGE_PREFIX = 'npm run apps --';

/** `help`: every command's usage, or one command's. */
export function helpText(commands: readonly Command[], only?: Command): string {
  if (only) return `Usage: ${USAGE_PREFIX} ${only.usage}\n\n${only.summary}`;
  return [
    'Sesame apps: registers and configures the merchant apps of this host.',
    '',
    `Usage: ${USAGE_PREFIX} <command> [options]`,
    '',
    'Commands:',
    ...commands.flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
    '  help [COMMAND]',
    "      Prints this help, or one command's.",
    '',
    "Storage is the host's: DATABASE_URL (PostgreSQL) or SQLITE_PATH (default data/sesame.db), and",
    'the same SESAME_SECRET, or the client secrets will not match.',
    'Origins are exact: https://shop.example (scheme, host, port; no path); http only for localhost',
    'and 127.0.0.1. URIs are absolute http(s) URLs.',
    `Channels: ${CHANNELS.join(', ')}.`,
    `Exit codes: 0 done, ${EXIT_FAILED} the command failed (no such app, id taken), ${EXIT_USAGE} bad input.`,
  ].join('\n');
}
