/**
 * Counts the D1 round trips a request makes (issue 17): a binding that passes every call through
 * to the real D1 of the Workers test pool and counts those that reach the database: a statement's
 * `first`, `all`, `run` or `raw`, and a `batch` (one round trip, however many statements). Sessions
 * (`withSession`, for read replication) are counted on the same counter.
 */
const STATEMENT_CALLS = new Set(['first', 'all', 'run', 'raw']);

export function countingD1(db: D1Database) {
  let roundTrips = 0;
  let queries: string[] = [];
  // batch() needs D1's own statements, not the counting wrappers handed out.
  const originals = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();

  const statement = (real: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapper = new Proxy(real, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (typeof prop === 'string' && STATEMENT_CALLS.has(prop)) {
          return (...args: unknown[]) => {
            roundTrips++;
            queries.push(sql);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
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
          return (statements: D1PreparedStatement[]) => {
            roundTrips++;
            queries.push(`batch: ${statements.map((s) => sqlOf.get(s) ?? '?').join('; ')}`);
            return target.batch(statements.map((s) => originals.get(s) ?? s));
          };
        }
        if (prop === 'withSession' && 'withSession' in target) {
          return (constraint?: string) => database(target.withSession(constraint));
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });

  return {
    binding: database(db),
    /** Round trips since the last `reset()`. */
    get count() {
      return roundTrips;
    },
    /** The SQL of each round trip since the last `reset()`, a batch's statements on one line. */
    get queries() {
      return queries;
    },
    reset() {
      roundTrips = 0;
      queries = [];
    },
  };
}
