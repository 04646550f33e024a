import { lazy, type ComponentType } from 'react';

const nothing = () => null;

/**
 * A component whose code loads after the first render and that the page can do without (the
 * navbar's signed-in entries, the toasts). A chunk that fails to arrive (a dropped connection) is
 * asked for once more, and then the component draws nothing: outside a route's screen the error
 * page is no way out, as it draws the same navbar, and the toasts sit above it.
 */
export function lazyOptional<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({
    default: await load()
      .catch(load)
      .catch((): ComponentType<Props> => nothing),
  }));
}
