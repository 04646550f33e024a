/**
 * Counts the D1 round trips a request makes (issue 17): a binding that passes every call through
 * to the real D1 of the Workers test pool and counts those that reach the database: a statement's
 * `first`, `all`, `run` or `raw`, and a `batch` (one round trip, however many statements). Sessions
 * (`withSession`, for read replication) are counted on the same counter.
 */
const STATEMENT_CALLS = new Set(['first', 'all', 'run', 'raw']);

export function countingD1(db: D1Database) {
  let roundTrips = 0;
  // batch() needs D1's own statements, not the counting wrappers handed out.
  const originals = new WeakMap<object, D1PreparedStatement>();

  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(real, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (typeof prop === 'string' && STATEMENT_CALLS.has(prop)) {
          return (...args: unknown[]) => {
            roundTrips++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    originals.set(wrapper, real);
    return wrapper;
  };

  const database = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, prop) {
        if (prop === 'prepare') return (query: string) => statement(target.prepare(query));
        if (prop === 'batch') {
          return (statements: D1PreparedStatement[]) => {
            roundTrips++;
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
    reset() {
      roundTrips = 0;
    },
  };
}
