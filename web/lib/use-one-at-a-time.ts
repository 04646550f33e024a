import { useCallback, useRef } from 'react';

/**
 * One send at a time: the function returned runs `send` unless an earlier one has not settled yet.
 * A button disabled while a request is pending stops a tap only once React has re-rendered; a double
 * tap, or Enter pressed twice, lands before that and would send the same request twice.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback(async (send: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  }, []);
}
