/**
 * The V8 heap of the Worker's isolate, read through `wrangler dev`'s inspector (the DevTools
 * protocol): the memory a deployed isolate is held to 128 MB of, apart from the rest of workerd.
 */

interface Reply {
  id?: number;
  result?: { usedSize?: number };
}

/**
 * Bytes in use on the Worker's heap, garbage not yet collected included, by the inspector at
 * `port` (workerd does not answer HeapProfiler.collectGarbage).
 */
export async function heapInUse(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!target) throw new Error(`no Worker behind the inspector on port ${port}`);
  // The inspector proxy takes local origins only; Node's WebSocket sends none unless told.
  const socket = new WebSocket(target.webSocketDebuggerUrl, {
    headers: { origin: `http://127.0.0.1:${port}` },
  } as unknown as string[]);
  const replies = new Map<number, (reply: Reply) => void>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id !== undefined) replies.get(reply.id)?.(reply);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', () => reject(new Error(`the inspector on port ${port} refused the connection`)));
  });
  let next = 0;
  const call = (method: string) =>
    new Promise<Reply>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => reject(new Error(`the inspector did not answer ${method}`)), 10_000);
      replies.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    // The proxy passes calls on once the runtime domain is on.
    await call('Runtime.enable');
    return (await call('Runtime.getHeapUsage')).result?.usedSize ?? 0;
  } finally {
    socket.close();
  }
}
