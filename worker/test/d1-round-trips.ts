/**
 * D1 round trips (decision 011): a binding that passes every call through to a real D1 and calls
 * `before` ahead of each call that reaches the database: a statement's `first`, `all`, `run` or
 * `raw`, and a `batch` (one round trip, however many statements). Sessions (`withSession`, for
 * read replication) go through it too. The round-trip test counts with it; the benchmark's latency
 * model (scripts/bench/latency.ts) delays each round trip with it.
 */
const STATEMENT_CALLS = new Set(['first', 'all', 'run', 'raw']);

type Call = (...args: unknown[]) => unknown;

export function observeD1(db: D1Database, before: (sql: string) => void | Promise<void>): D1Database {
  // batch() needs D1's own statements, not the wrappers handed out.
  const originals = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();

  const statement = (real: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapper = new Proxy(real, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (typeof prop === 'string' && STATEMENT_CALLS.has(prop)) {
          return async (...args: unknown[]) => {
            await before(sql);
            return (value as Call).apply(target, args);
          };
        }
        return (value as Call).bind(target);
      },
    });
    originals.set(wrapper, real);
    sqlOf.set(wrapper, sql);
    return wrapper;
  };

  const database = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, prop) {
        if (prop === 'prepare') return (query: string) => statement(target.prepare(query), query);
        if (prop === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            await before(`batch: ${statements.map((s) => sqlOf.get(s) ?? '?').join('; ')}`);
            return target.batch(statements.map((s) => originals.get(s) ?? s));
          };
        }
        if (prop === 'withSession' && 'withSession' in target) {
          return (constraint?: string) => database(target.withSession(constraint));
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as Call).bind(target) : value;
      },
    });

  return database(db);
}

/** A D1 binding that counts its round trips and keeps their SQL. */
export function countingD1(db: D1Database) {
  let queries: string[] = [];
  return {
    binding: observeD1(db, (sql) => {
      queries.push(sql);
    }),
    /** Round trips since the last `reset()`. */
    get count() {
      return queries.length;
    },
    /** The SQL of each round trip since the last `reset()`, a batch's statements on one line. */
    get queries() {
      return queries;
    },
    reset() {
      queries = [];
    },
  };
}
