import { Command, CommanderError } from 'commander';
import { SiteError } from '../errors/SiteError.ts';
import { InternalError } from '../errors/InternalError.ts';
import { version } from '../version.ts';
import type { ServeCommandOptions } from './serveCommand.ts';
import type { CliIo } from './io.ts';

/** `site`: parses arguments, runs one command, returns the exit code (0 ok, 1 findings, 2 usage). */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const program = new Command('site')
    .description('Build, check and preview the hosting marketing site')
    .version(version, '-V, --version', 'print the version of site')
    .option('--verbose', 'print stack traces for internal errors', false)
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });

  program
    .command('build')
    .description('validate content, render every route and write dist/ atomically')
    .option('--out <dir>', 'output directory', 'dist')
    .option('--content <dir>', 'content directory', 'content')
    .option('--no-cache', 'build everything from scratch, reading nothing from .site-cache/ (a fresh cache is saved for the next build)')
    .option('--strict', 'fail on warnings too (records left out for missing content), writing nothing', false)
    .option('--threads <n>', 'threads to build with (1 keeps to one; default: one per core when the site is large enough to gain)')
    .option('--all-warnings', 'print every warning in full (past 20, a summary by rule is printed instead)', false)
    .action(async (options: { out: string; content: string; cache: boolean; strict: boolean; threads?: string; allWarnings: boolean }) => {
      // Commands load on demand: `site --help` should not wait for React or html-validate.
      const { buildCommand } = await import('./buildCommand.ts');
      exitCode = await buildCommand({ ...options, verbose: program.opts()['verbose'] as boolean }, io);
    });

  program
    .command('check')
    .description('validate the built site: HTML, links and more')
    .option('--dir <dir>', 'built site to check', 'dist')
    .option('--json', 'print one machine-readable report', false)
    .option('--strict', 'fail on warnings too', false)
    .option('--no-cache', 'check every page afresh, ignoring what earlier checks of unchanged pages found')
    .option('--external', 'also request every link to another site (needs the network; answers are kept in .site-cache/)', false)
    .option('--list-rules', 'list every rule with its severity, why it matters and how to fix it, and check nothing', false)
    .action(async (options: { dir: string; json: boolean; strict: boolean; cache: boolean; external: boolean; listRules: boolean }) => {
      if (options.listRules) {
        const { listRulesCommand } = await import('./listRulesCommand.ts');
        exitCode = listRulesCommand(options, io);
        return;
      }
      const { checkCommand } = await import('./checkCommand.ts');
      exitCode = await checkCommand(options, io);
    });

  program
    .command('serve')
    .description('preview dist/ on 127.0.0.1 as production serves it: redirects, 404 page and headers')
    .option('--dir <dir>', 'built site to serve', 'dist')
    .option('--port <port>', 'port to listen on', '4321')
    .option('--host <host>', 'interface to bind; only change it to share the preview on a network', '127.0.0.1')
    .option('--as <platform>', 'behave like nginx (the whole output contract), cloudflare (Pages) or netlify', 'nginx')
    .option('--content <dir>', 'content directory (with --watch)', 'content')
    .option('--watch', 'rebuild on changes and reload open pages', false)
    .action(async (options: ServeCommandOptions) => {
      const { serveCommand } = await import('./serveCommand.ts');
      exitCode = await serveCommand(options, io);
    });

  program
    .command('new')
    .description('start a record: town, location, service, guide, tutorial, comparison, use-case or faq')
    .argument('<kind>', 'town, location, service, guide, tutorial, comparison, use-case or faq')
    .argument('<slug>', 'the file name and page address: lowercase letters, digits and single hyphens')
    .option('--content <dir>', 'content directory', 'content')
    .action(async (kind: string, slug: string, options: { content: string }) => {
      const { newCommand } = await import('./newCommand.ts');
      exitCode = await newCommand(kind, slug, options, io);
    });

  try {
    await program.parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    return failureCode(error, io, program.opts()['verbose'] === true);
  }
}

/** The exit code of a command that threw: a usage error, a located problem, or a bug in site. */
export function failureCode(error: unknown, io: CliIo, verbose: boolean): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  if (error instanceof SiteError) {
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
  if (error instanceof InternalError) {
    // A bug caught in a stage of the build: said to be one, with the stage, and where with --verbose.
    io.stderr.write(`Internal error in site, in the build's ${error.stage} stage: ${error.message}\n`);
    io.stderr.write(
      verbose
        ? `${error.causeStack}\n`
        : `  This is a bug in site, not a problem with your content or your disk; nothing was written.\n  Run the command again with --verbose for where it happened, and report it with that output.\n`,
    );
    return 2;
  }
  // Anything else is a bug in site, not in the user's input: show where it happened.
  io.stderr.write(`Internal error in site: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 2;
}
