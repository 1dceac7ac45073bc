import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';

/** Stands in for a value while the query is built once; bound by name on every run. */
class Slot {
  constructor(readonly name: string) {}
}

/** Names a value of `P` in a build; typed as the value itself so the builder checks it. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query built and compiled once per dialect, then run with each call's values, through the
 * given database or transaction. Kysely builds and compiles a query anew on every call, which
 * under load cost about as much as SQLite running it: for the statements every sign-in makes,
 * this keeps that work to one time. The build must have one shape whatever the values (no
 * optional parts, no lists whose length varies); a value it names with `p` is bound at run time,
 * anything else stays as built.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, p: Param<P>) => Compilable<R>,
): (db: Kysely<Database>, values: P) => Promise<QueryResult<R>> {
  // Kept per dialect adapter: a transaction's executor shares its database's.
  const templates = new WeakMap<DialectAdapter, CompiledQuery>();
  const slot = ((name: string) => new Slot(name)) as Param<P>;
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = build(db, slot).compile();
      templates.set(adapter, template);
    }
    // Each parameter of the compiled SQL: a named value of this call, or a constant of the build.
    const parameters = template.parameters.map((value) =>
      value instanceof Slot ? values[value.name] : value,
    );
    return db.executeQuery<R>({ ...template, parameters } as CompiledQuery<R>);
  };
}

/** A slot for each name: an object of values (a row to insert, columns to set) bound at run time. */
export function slots<P, K extends keyof P & string>(p: Param<P>, names: readonly K[]): { [N in K]: P[N] } {
  return Object.fromEntries(names.map((name) => [name, p(name)])) as { [N in K]: P[N] };
}

/** The first row a select answered, if any. */
export async function firstRow<R>(result: Promise<QueryResult<R>>): Promise<R | undefined> {
  return (await result).rows[0];
}

/** How many rows a write changed. */
export async function affected(result: Promise<QueryResult<unknown>>): Promise<number> {
  return Number((await result).numAffectedRows ?? 0n);
}
