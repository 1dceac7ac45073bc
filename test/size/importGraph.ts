import { posix } from 'node:path';
import { init, parse } from 'es-module-lexer';

/** What a page downloads from one entry of the built bundle, by file (paths relative to dist/). */
export interface ImportGraph {
  /** The entry and every file it reaches through static `import`/`export … from`: all needed before it runs. */
  eager: string[];
  /** Files reached only through a dynamic `import()` somewhere in the graph: loaded on demand. */
  lazy: string[];
  /** Specifiers that are not files of the bundle (bare names, URLs) or not literal strings. */
  unresolved: string[];
}

/** A built ES module's imports, split by kind. */
export interface ModuleImports {
  staticImports: string[];
  dynamicImports: string[];
  /** `import()` of an expression that is not a plain string. */
  opaqueDynamic: number;
}

/** Reads the imports of one ES module (es-module-lexer: strings and comments never count as imports). */
export async function importsOf(source: string): Promise<ModuleImports> {
  await init;
  const [imports] = parse(source);
  const result: ModuleImports = { staticImports: [], dynamicImports: [], opaqueDynamic: 0 };
  for (const specifier of imports) {
    if (specifier.d === -2) continue; // import.meta
    if (specifier.d === -1) {
      result.staticImports.push(specifier.n!);
      continue;
    }
    // A template literal without substitutions is as plain as a string.
    const name = specifier.n ?? /^`([^`$\\]*)`$/.exec(source.slice(specifier.s, specifier.e))?.[1];
    if (name === undefined) result.opaqueDynamic += 1;
    else result.dynamicImports.push(name);
  }
  return result;
}

/**
 * Walks the import graph of a built ESM bundle from `entry`. `read` returns a file's source, or
 * undefined when the bundle has no such file. Relative specifiers are resolved against the
 * importing file; the browser fetches everything static before the entry runs.
 */
export async function walkImports(
  entry: string,
  read: (file: string) => string | undefined,
): Promise<ImportGraph> {
  const eager = new Set<string>();
  const dynamicTargets = new Set<string>();
  const unresolved = new Set<string>();
  const cache = new Map<string, ModuleImports | undefined>();

  const load = async (file: string): Promise<ModuleImports | undefined> => {
    if (!cache.has(file)) {
      const source = read(file);
      cache.set(file, source === undefined ? undefined : await importsOf(source));
    }
    return cache.get(file);
  };

  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('./') && !specifier.startsWith('../') && !specifier.startsWith('/')) {
      return undefined;
    }
    const path = specifier.startsWith('/')
      ? specifier.slice(1)
      : posix.normalize(posix.join(posix.dirname(from), specifier));
    return path.startsWith('../') ? undefined : path;
  };

  /** Visits `file` and its static closure, marking each as `into`. */
  const visit = async (file: string, into: Set<string>, skip: Set<string>): Promise<void> => {
    if (into.has(file) || skip.has(file)) return;
    const imports = await load(file);
    if (!imports) {
      unresolved.add(file);
      return;
    }
    into.add(file);
    if (imports.opaqueDynamic > 0) unresolved.add(`${file}: import() of an expression`);
    for (const specifier of imports.dynamicImports) {
      const target = resolve(file, specifier);
      if (target) dynamicTargets.add(target);
      else unresolved.add(specifier);
    }
    for (const specifier of imports.staticImports) {
      const target = resolve(file, specifier);
      if (target) await visit(target, into, skip);
      else unresolved.add(specifier);
    }
  };

  await visit(entry, eager, new Set());
  // What the lazy chunks pull in beyond the eager set is lazy too, however deep.
  const lazy = new Set<string>();
  for (let pending = [...dynamicTargets]; pending.length > 0; pending = [...dynamicTargets]) {
    dynamicTargets.clear();
    for (const target of pending) await visit(target, lazy, eager);
  }
  return { eager: [...eager], lazy: [...lazy], unresolved: [...unresolved] };
}
