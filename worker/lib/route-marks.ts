/**
 * What a middleware tells the API's description about the routes it runs on (site/openapi.ts reads
 * it), set by the middleware itself, as `validate()` keeps its schema: no guessing from names.
 */
export type RouteMark = 'accessToken' | 'firebaseIdToken' | 'rateLimited';

const marks = new WeakMap<object, RouteMark>();

/** The middleware, marked. */
export function marked<M extends object>(middleware: M, mark: RouteMark): M {
  marks.set(middleware, mark);
  return middleware;
}

/** A route handler's mark, if a marked middleware is what it is. */
export const markOf = (handler: unknown): RouteMark | undefined =>
  typeof handler === 'function' ? marks.get(handler) : undefined;
