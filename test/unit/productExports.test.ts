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

/**
 * Exports that, today, only tests or the design-review page use: each is to be wired into the
 * product or made private with its tests moved onto what the product calls. The list only
 * shrinks: a name that becomes used, or goes, must leave it too.
 */
const NOT_YET_WIRED = new Set([
  'contract/widget.ts: CHANNEL_LABELS',
  'widgets/ErrorToast.tsx: ToastStillContext',
  'widgets/LoginPage.tsx: LoginPageLayout',
  'widgets/PasskeyDialog.tsx: PasskeyModal',
  'widgets/WhatsAppNudge.tsx: NudgeShownContext',
  'widgets/hooks/useLayout.ts: LayoutContext',
  'state/flows/dismissal.ts: hideDurationMs',
  'state/flows/followIntentStatus.ts: followIntentStatus',
  'state/flows/logout.ts: LOGOUT_KEYS',
  'state/rules/intentRoute.ts: historyBackDelay',
  'state/rules/isConfigComplete.ts: isConfigComplete',
  'state/rules/launchParams.ts: URL_PARAMS',
  'services/analytics/sdkEventNames.ts: SDK_EVENT_NAMES',
  'services/device/canvasHash.ts: fnv1a',
  'services/hosted/serveParentRequests.ts: verifySession',
  'services/webauthn/toPublicKeyOptions.ts: canonicalBase64Url',
  'server/admin/funnelView.ts: shareOut',
  'server/admin/seedDashboardApp.ts: DEV_ADMIN_EMAIL',
  'server/channels/channelReadiness.ts: UNBUILT_CHANNELS',
  'server/channels/truecaller/truecallerSettings.ts: TRUECALLER_PROFILE_ORIGINS',
  'server/channels/whatsapp/InboundMessages.ts: INBOUND_CLAIM_LEASE_MS',
  'server/delivery/DeliveryHealth.ts: DELIVERY_HEALTH_WINDOW_MS',
  'server/delivery/DeliveryHealth.ts: DELIVERY_DOWN_FAILURES',
  'server/sso/safeFetch.ts: ForbiddenAddressError',
  'server/webhooks/webhookEvents.ts: WEBHOOK_FIRST_RETRY_MS',
]);

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
 * Every exported function, constant and class is used by another product module, not only by
 * tests or by the demo pages: a rule only tests reach is either wired in or deleted. A use is an
 * import of the name (or a read off a dynamic import) in another product file; a mention in a
 * comment, the same file, or an object property of the same name is not. Exports of demo/ may be
 * used by demo/.
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
      for (const name of new Set([...source.matchAll(declaration)].map((match) => match[1]!))) {
        const used = [...uses].some(
          ([other, taken]) =>
            other !== file &&
            (!other.startsWith('demo/') || file.startsWith('demo/')) &&
            (taken.whole.has(file) || taken.named.get(file)?.has(name)),
        );
        if (!used) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused.filter((entry) => !NOT_YET_WIRED.has(entry))).toEqual([]);
    expect([...NOT_YET_WIRED].filter((entry) => !unused.includes(entry))).toEqual([]);
  });
});
