/** The benchmark's baseline: a Worker that answers every request with the same small JSON body. */
const body = JSON.stringify({ ok: true, service: 'thanda-bench-baseline' });

export default {
  fetch() {
    return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  },
};
