import { ADMIN_ROLES } from '../../contract/admin';
import { responses } from '../http/schemas';

/** JSON schemas shared by the dashboard's routes (docs/dashboard.md "API"). */
export const anyObject = { type: 'object', additionalProperties: true } as const;
export const idParams = (...names: string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', minLength: 1, maxLength: 256 }])),
    required: names,
  }) as const;
export const roleSchema = { type: 'string', enum: [...ADMIN_ROLES] } as const;
export const meSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, email: { type: 'string' }, role: roleSchema },
  required: ['id', 'email', 'role'],
} as const;
/** A list answer: `{ items: [...] }`, each item passed through as stored. */
export const listOf = (item: Record<string, unknown> = anyObject) =>
  responses({ type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'] });
export const okResponse = responses({
  type: 'object',
  properties: { ok: { type: 'boolean' } },
  required: ['ok'],
});
