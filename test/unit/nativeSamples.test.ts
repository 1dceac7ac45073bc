import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANDROID_INTERFACE_NAME,
  IOS_HANDLER_NAME,
  NATIVE_APP_UA_MARKER,
  NATIVE_ASYNC_CALLS,
  NATIVE_CALLS,
  NATIVE_INBOX_NAME,
} from '../../contract/nativeBridge';

const kotlin = readFileSync('integrations/native/android/SesameBridge.kt', 'utf8');
const swift = readFileSync('integrations/native/ios/SesameBridge.swift', 'utf8');
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** The native samples speak exactly the bridge contract the hosted page uses. */
describe('native host samples', () => {
  it('declare every numbered call with its number, and no other (Kotlin)', () => {
    const declared = Object.fromEntries(
      [...kotlin.matchAll(/const val ([A-Z_]+) = (\d+)\n/g)]
        .filter(([, name]) => name !== undefined && !name.includes('VERSION'))
        .map(([, name, value]) => [name, Number(value)]),
    );
    const expected = Object.fromEntries(
      Object.entries(NATIVE_CALLS).map(([name, key]) => [snake(name), key]),
    );
    expect(declared).toEqual(expected);
  });

  it('declare every numbered call with its number, and no other (Swift)', () => {
    const declared = Object.fromEntries(
      [...swift.matchAll(/^ {4}case (\w+) = (\d+)$/gm)].map(([, name, value]) => [name, Number(value)]),
    );
    expect(declared).toEqual({ ...NATIVE_CALLS });
  });

  it('handle every call in their dispatch', () => {
    for (const name of Object.keys(NATIVE_CALLS)) {
      expect(kotlin, `Kotlin handles ${name}`).toContain(`SesameCall.${snake(name)} ->`);
      expect(swift, `Swift handles ${name}`).toContain(`case .${name}:`);
    }
  });

  it('answer every async call through the inbox the page defines', () => {
    expect(kotlin).toContain(`const val INBOX_NAME = "${NATIVE_INBOX_NAME}"`);
    expect(swift).toContain(`static let inboxName = "${NATIVE_INBOX_NAME}"`);
    expect(kotlin).toContain('window.$INBOX_NAME.resolve(');
    expect(swift).toContain('call("resolve", id, result)');
    const names = Object.entries(NATIVE_CALLS).filter(([, key]) => NATIVE_ASYNC_CALLS.includes(key));
    for (const [name] of names) {
      const kotlinLine = kotlin
        .split('\n')
        .findIndex((line) => line.includes(`SesameCall.${snake(name)} ->`));
      expect(
        kotlin
          .split('\n')
          .slice(kotlinLine, kotlinLine + 2)
          .join('\n'),
      ).toMatch(/resolve\(id,/);
      const swiftAt = swift.indexOf(`case .${name}:`);
      expect(swift.slice(swiftAt, swift.indexOf('case .', swiftAt + 6))).toMatch(/(resolve|reject)\(id,/);
    }
  });

  it('register under the names and user-agent marker the page looks for', () => {
    expect(kotlin).toContain(`const val INTERFACE_NAME = "${ANDROID_INTERFACE_NAME}"`);
    expect(kotlin).toContain('@JavascriptInterface\n    fun postMessage(json: String)');
    expect(swift).toContain(`static let handlerName = "${IOS_HANDLER_NAME}"`);
    expect(kotlin).toContain(`USER_AGENT_MARKER = "${NATIVE_APP_UA_MARKER}`);
    expect(swift).toContain(`userAgentMarker = "${NATIVE_APP_UA_MARKER}`);
  });

  it('read the wire fields the page sends', () => {
    // spec §7: 11 { token, user, code }, 12 { percent }, 3 { subscribed }, 4 { key, value }, 7/42 { url }.
    for (const field of ['token', 'code', 'user', 'percent', 'subscribed', 'key', 'value', 'url']) {
      expect(kotlin, `Kotlin reads ${field}`).toContain(`"${field}"`);
      expect(swift, `Swift reads ${field}`).toContain(`"${field}"`);
    }
  });
});
