/**
 * The V8 heap of the Worker's isolate, read through `wrangler dev`'s inspector (the DevTools
 * protocol): the memory a deployed isolate is held to 128 MB of, apart from the rest of workerd.
 */
import { inspect } from './worker-inspector';

/**
 * Bytes in use on the Worker's heap, garbage not yet collected included, by the inspector at
 * `port` (workerd does not answer HeapProfiler.collectGarbage).
 */
export async function heapInUse(port: number) {
  const session = await inspect(port);
  try {
    return (await session.call<{ usedSize?: number }>('Runtime.getHeapUsage')).usedSize ?? 0;
  } finally {
    session.close();
  }
}
