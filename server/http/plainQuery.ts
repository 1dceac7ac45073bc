import { defaultParamProperties } from './schemas';

type Name = keyof typeof defaultParamProperties;
type Property = (typeof defaultParamProperties)[Name];

/**
 * A GET's query of the default parameter set (spec §7) read without the framework, for an answer
 * from memory (FastLane): the values by name when every field is one the schema knows, once,
 * well-encoded and valid as the schema has it (`paramsSchema()`), with `required` present.
 * Anything else is undefined, and the request goes the full way, whose validation answers it.
 */
export function plainQuery(query: string, required: readonly string[]): Map<string, string> | undefined {
  const values = new Map<string, string>();
  if (query !== '') {
    for (const pair of query.split('&')) {
      const at = pair.indexOf('=');
      const name = decoded(at < 0 ? pair : pair.slice(0, at));
      const value = decoded(at < 0 ? '' : pair.slice(at + 1));
      if (name === undefined || value === undefined || values.has(name)) return undefined;
      if (!Object.hasOwn(defaultParamProperties, name)) return undefined;
      if (!valid(defaultParamProperties[name as Name], value)) return undefined;
      values.set(name, value);
    }
  }
  return required.every((name) => values.has(name)) ? values : undefined;
}

function valid(property: Property, value: string): boolean {
  if (property.type === 'boolean') return value === 'true' || value === 'false';
  // UTF-16 units are never fewer than the characters the schema counts.
  return value.length <= property.maxLength;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}
