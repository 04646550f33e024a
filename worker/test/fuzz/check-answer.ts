/** What every refusal of a write must look like (docs/architecture.md sections 4 and 7), as a list of problems. */

export interface Expectation {
  /** The statuses that correctly refuse this case. */
  statuses: number[];
  /** POST /bookings and POST /wishlist failures also say `acknowledged: false`. */
  acknowledges?: boolean;
  /** Uploads answer imgbb's error shape instead of `{message}`. */
  imgbb?: boolean;
}

// zod's built-in messages: a person should read the schema's own words instead.
const JARGON =
  /Invalid input|expected [a-z]+, received|Too (big|small):|Unrecognized key|Invalid (option|string|email|element)/;
const STACK_TRACE = /\bat \S+ \(|\.ts:\d+|\.js:\d+/;

function messageProblems(message: unknown, where: string) {
  if (typeof message !== 'string' || message.trim() === '') return [`${where} is missing or empty`];
  if (JARGON.test(message)) return [`${where} is zod's jargon: "${message}"`];
  return [];
}

function bodyProblems(body: Record<string, unknown>, status: number, expectation: Expectation) {
  if (expectation.imgbb) {
    const error = body.error as { message?: unknown; code?: unknown } | undefined;
    return [
      ...(body.status_code === status ? [] : [`imgbb status_code ${String(body.status_code)} is not ${status}`]),
      ...(typeof error?.code === 'number' ? [] : ['imgbb error.code is not a number']),
      ...(typeof body.status_txt === 'string' && body.status_txt ? [] : ['imgbb status_txt is missing']),
      ...messageProblems(error?.message, 'imgbb error.message'),
    ];
  }
  const problems = messageProblems(body.message, 'message');
  if (expectation.acknowledges && body.acknowledged !== false) problems.push('acknowledged is not false');
  if (body.issues !== undefined) {
    if (!Array.isArray(body.issues)) problems.push('issues is not an array');
    else
      for (const issue of body.issues as { path?: unknown; message?: unknown }[]) {
        if (typeof issue.path !== 'string') problems.push('an issue has no path');
        problems.push(...messageProblems(issue.message, `issue "${String(issue.path)}"`));
      }
  }
  return problems;
}

/** Everything wrong with a refusal: status, content type, body shape; empty when it is right. */
export async function refusalProblems(
  res: Response,
  expectation: Expectation,
): Promise<{ problems: string[]; text: string }> {
  const problems: string[] = [];
  const text = await res.text();
  if (res.status >= 500) problems.push(`a ${res.status} for bad input`);
  else if (res.status === 429) problems.push('429: a rate limit answered instead of validation');
  else if (!expectation.statuses.includes(res.status))
    problems.push(`status ${res.status}, expected ${expectation.statuses.join(' or ')}`);
  if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) {
    problems.push(`Content-Type ${res.headers.get('Content-Type')}, not JSON`);
  }
  if (STACK_TRACE.test(text)) problems.push('the body shows a stack trace');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problems: [...problems, 'the body is not JSON'], text };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problems: [...problems, 'the body is not an object'], text };
  problems.push(...bodyProblems(body as Record<string, unknown>, res.status, expectation));
  return { problems, text };
}

/** A short, printable picture of a request body for a failure message. */
export function preview(body: unknown) {
  const text =
    typeof body === 'string' ? body : body instanceof Uint8Array ? `<${body.length} bytes>` : JSON.stringify(body);
  return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text);
}
