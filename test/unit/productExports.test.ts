import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productSources, SOURCE_DIRS } from '../support/productSources';

/** Files beside the source folders that the build and the test runner load. */
const ROOT_FILES = [
  'vite.config.ts',
  'web-test-runner.config.mjs',
  'custom-elements-manifest.config.mjs',
  'package.json',
];

/** What one module takes from the others: named imports per file, and files it loads whole. */
interface Uses {
  named: Map<string, Set<string>>;
  whole: Set<string>;
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
  return found ?? (specifier.endsWith('.js') ? resolve(from, specifier.replace(/\.js$/, '')) : undefined);
}

/**
 * The names a module imports from each product file (static imports and re-exports), and for a
 * dynamic `import('./x')`, the names it reads from the loaded module (`m.name`, `{ name }`).
 * Comments and same-named object properties elsewhere are not uses.
 */
function usesOf(file: string, text: string): Uses {
  const named = new Map<string, Set<string>>();
  const whole = new Set<string>();
  const add = (target: string | undefined, name: string) => {
    if (!target) return;
    named.set(target, (named.get(target) ?? new Set()).add(name));
  };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
        for (const element of bindings.elements) add(target, (element.propertyName ?? element.name).text);
      else if (!bindings && ts.isExportDeclaration(node) && target) whole.add(target);
      else if (bindings && target) whole.add(target);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      const target = argument && ts.isStringLiteral(argument) ? resolve(file, argument.text) : undefined;
      if (target) for (const name of readNames(node.parent)) add(target, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { named, whole };
}

/**
 * Property names a module reads anywhere (`m.name`, `(await load()).name`, `{ name }`): what it may
 * take from a module it imports dynamically, however the loaded module is passed around.
 */
function readNames(node: ts.Node | undefined): string[] {
  const names: string[] = [];
  const visit = (inner: ts.Node): void => {
    if (ts.isPropertyAccessExpression(inner)) names.push(inner.name.text);
    if (ts.isBindingElement(inner)) names.push((inner.propertyName ?? inner.name).getText());
    ts.forEachChild(inner, visit);
  };
  if (node) visit(node.getSourceFile());
  return names;
}

/**
 * Names a module uses itself, as values: identifiers outside their own declaration, a property
 * name (`x.name`, `{ name: … }`), an import or export clause and a type (`typeof name`). An
 * export the module runs itself is reached by the product even when only tests import it.
 */
function ownValueUses(file: string, text: string): Set<string> {
  const used = new Set<string>();
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node, inType: boolean): void => {
    const typeHere =
      inType || ts.isTypeNode(node) || ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node);
    if (ts.isIdentifier(node) && !typeHere) {
      const parent = node.parent;
      const declared =
        (ts.isVariableDeclaration(parent) ||
          ts.isFunctionDeclaration(parent) ||
          ts.isClassDeclaration(parent) ||
          ts.isEnumDeclaration(parent)) &&
        parent.name === node;
      const property =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isImportSpecifier(parent) ||
        ts.isExportSpecifier(parent);
      if (!declared && !property) used.add(node.text);
    }
    ts.forEachChild(node, (child) => visit(child, typeHere));
  };
  visit(source, false);
  return used;
}

/**
 * Every exported function, constant and class is used by another product module, not only by
 * tests or by the demo pages, or run by its own module: a rule only tests reach is either wired
 * in or deleted. A use is an import of the name (or a read off a dynamic import) in another
 * product file, or a use as a value in its own module; a mention in a comment, a type or an object
 * property of the same name is not. Exports of demo/ may be used by demo/.
 */
describe('product exports', () => {
  it('has no export that only tests or the demo use', () => {
    const files = SOURCE_DIRS.flatMap(productSources);
    const uses = new Map(
      [...files, ...ROOT_FILES.filter((file) => file.endsWith('.ts'))].map((file) => [
        file,
        usesOf(file, readFileSync(file, 'utf8')),
      ]),
    );
    const rootText = ROOT_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
    const declaration = /^export (?:async )?(?:function\*?|const|let|class|enum) ([A-Za-z_$][\w$]*)/gm;
    const unused: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      // A file the build or test runner loads by path (an entry) exports for them.
      if (rootText.includes(file.replace(/\.tsx?$/, ''))) continue;
      const own = ownValueUses(file, source);
      for (const name of new Set([...source.matchAll(declaration)].map((match) => match[1]!))) {
        const used =
          own.has(name) ||
          [...uses].some(
            ([other, taken]) =>
              other !== file &&
              (!other.startsWith('demo/') || file.startsWith('demo/')) &&
              (taken.whole.has(file) || taken.named.get(file)?.has(name)),
          );
        if (!used) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
