/**
 * A DevTools-protocol session with the Worker's isolate, through `wrangler dev`'s inspector port:
 * what the bench reads of its heap (worker-heap.ts) and its CPU profiles (cpu-profile.ts).
 */

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

export interface InspectorSession {
  call: <T = unknown>(method: string, params?: object, timeoutMs?: number) => Promise<T>;
  close: () => void;
}

/** Opens a session with the Worker behind the inspector at `port`, its runtime domain on. */
export async function inspect(port: number): Promise<InspectorSession> {
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
  const call = <T>(method: string, params?: object, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => reject(new Error(`the inspector did not answer ${method}`)), timeoutMs);
      replies.set(id, (reply) => {
        clearTimeout(timer);
        replies.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result as T);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  // The proxy passes calls on once the runtime domain is on.
  await call('Runtime.enable');
  return { call, close: () => socket.close() };
}
