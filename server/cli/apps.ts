import { runAppsCli } from './runAppsCli';

/** `npm run apps -- <command>`: see `npm run apps -- help`. */
process.exitCode = await runAppsCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
