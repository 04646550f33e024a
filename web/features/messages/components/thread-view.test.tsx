import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { ThreadView } from './thread-view';

/** The conversation's socket: records what the page sends and plays the server's part. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readonly sent: { type: string; clientId?: string; text?: string }[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  close() {
    this.dispatchEvent(new Event('close'));
  }
  receive(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

const thread = {
  _id: 't1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton',
  productImg: '/api/images/a.webp',
  productAvailable: true,
  status: 'open',
  side: 'buyer',
  buyer: { _id: 'b1', name: 'Karim' },
  seller: { _id: 's1', name: 'Rahim' },
  lastSeq: 1,
  buyerReadSeq: 1,
  sellerReadSeq: 0,
  blocked: false,
  blockedByMe: false,
  messages: [
    {
      _id: 'm1',
      seq: 1,
      senderId: 'b1',
      text: 'Is it still available?',
      clientId: 'c1',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    },
  ],
  hasOlder: false,
};

/** A long message: more lines than the box shows at once. */
const longText = Array.from({ length: 12 }, (_, line) => `Line ${line + 1} about the compressor and the remote.`).join(
  '\n',
);

/** happy-dom lays nothing out: a textarea's content is as tall as its lines, 24 px each, plus padding. */
function measureByLines(textarea: HTMLTextAreaElement) {
  Object.defineProperty(textarea, 'scrollHeight', {
    configurable: true,
    get: () => textarea.value.split('\n').length * 24 + 16,
  });
}

async function openThread() {
  vi.stubGlobal('fetch', stubApi({ '/api/conversations/t1': () => Response.json(thread) }).fetchStub);
  renderWithRouter(<ThreadView id="t1" reportDialog={() => null} />);
  const box = await screen.findByLabelText('Message');
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.all[0]!;
  socket.dispatchEvent(new Event('open'));
  socket.receive({ type: 'ready' });
  await screen.findByText('Connected');
  return { box: box as HTMLTextAreaElement, socket };
}

const sendButton = () => screen.getByRole('button', { name: 'Send' });

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.setItem('accessToken', 'token-123');
});
afterEach(() => vi.unstubAllGlobals());

describe('the thread on a phone', () => {
  it('fills the screen under the navbar, the messages scrolling between its header and the composer', async () => {
    await openThread();
    const frame = screen.getByRole('heading', { name: 'Rahim' }).closest('section')!;
    // Fixed under the navbar's 4rem and 1px border down to the bottom edge; a card in the column from md up.
    expect(frame).toHaveClass('fixed', 'inset-x-0', 'top-[4.0625rem]', 'bottom-0', 'flex', 'flex-col');
    expect(frame).toHaveClass('md:static', 'md:h-[calc(100dvh-8rem)]');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list).toHaveClass('min-h-0', 'flex-1', 'overflow-y-auto', 'overscroll-contain');
    expect(sendButton().closest('form')).toHaveClass('shrink-0');
  });

  it('keeps Send beside the box and enabled while a long message grows to a few lines, then scrolls', async () => {
    const { box } = await openThread();
    measureByLines(box);
    expect(sendButton()).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Is the remote included?\nAnd the stand?\nAnd the pipes?' } });
    // Sized to its three lines; past max-h-32 it scrolls instead of pushing Send away.
    expect(box.style.height).toBe(`${3 * 24 + 16}px`);
    expect(box).toHaveClass('max-h-32', 'overflow-y-auto', 'resize-none', 'text-base');
    fireEvent.change(box, { target: { value: longText } });
    expect(sendButton()).toBeEnabled();
    // One row that never wraps: the box may shrink, Send may not.
    const form = sendButton().closest('form')!;
    expect(form).toHaveClass('flex', 'items-end');
    expect(form).not.toHaveClass('flex-wrap');
    expect(box.closest('label')).toHaveClass('min-w-0', 'flex-1');
    expect(sendButton()).toHaveClass('shrink-0');
    expect(form.lastElementChild).toBe(sendButton());
  });

  it('sends with Send without taking the focus from the box, which empties and shrinks back', async () => {
    const { box, socket } = await openThread();
    measureByLines(box);
    await userEvent.click(box);
    await userEvent.paste(longText);
    expect(box.style.height).toBe(`${12 * 24 + 16}px`);
    // A pressed Send does not take the focus, so a phone's keyboard stays open.
    expect(fireEvent.mouseDown(sendButton())).toBe(false);
    await userEvent.click(sendButton());
    const sent = socket.sent.find((event) => event.type === 'send');
    expect(sent).toMatchObject({ text: longText, clientId: expect.any(String) });
    expect(box).toHaveValue('');
    expect(box.style.height).toBe('40px');
    expect(box).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Sending…')).toBeInTheDocument();
    // Acknowledged: stored, with its number.
    socket.receive({
      type: 'ack',
      clientId: sent!.clientId,
      message: {
        _id: 'm2',
        seq: 2,
        senderId: 'b1',
        text: longText,
        clientId: sent!.clientId,
        createdAt: new Date().toISOString(),
      },
    });
    await vi.waitFor(() => expect(within(list).queryByText('Sending…')).not.toBeInTheDocument());
  });

  it('Enter sends and Shift+Enter starts a new line', async () => {
    const { box, socket } = await openThread();
    await userEvent.type(box, 'Friday?{Shift>}{Enter}{/Shift}4 pm');
    expect(box).toHaveValue('Friday?\n4 pm');
    await userEvent.type(box, '{Enter}');
    expect(socket.sent.filter((event) => event.type === 'send')).toEqual([
      expect.objectContaining({ text: 'Friday?\n4 pm' }),
    ]);
  });
});

describe('the on-screen keyboard', () => {
  const original = { viewport: window.visualViewport, innerHeight: window.innerHeight };

  /** Safari on iOS: the keyboard shrinks only the visual viewport, and may scroll it down. */
  class FakeVisualViewport extends EventTarget {
    height = 844;
    offsetTop = 0;
    scale = 1;
    open(keyboard: number, scrolled = 0) {
      this.height = 844 - keyboard;
      this.offsetTop = scrolled;
      this.dispatchEvent(new Event('resize'));
    }
  }

  afterEach(() => {
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: original.viewport });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: original.innerHeight });
  });

  it('lifts the thread above a keyboard that covers the page, and lowers it when it closes', async () => {
    const viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    await openThread();
    const frame = screen.getByRole('heading', { name: 'Rahim' }).closest('section')!;
    expect(frame.style.bottom).toBe('');
    viewport.open(336);
    await vi.waitFor(() => expect(frame.style.bottom).toBe('336px'));
    // Scrolled down by 100 px, the visible bottom is 100 px lower in the page.
    viewport.open(336, 100);
    await vi.waitFor(() => expect(frame.style.bottom).toBe('236px'));
    expect(sendButton()).toBeInTheDocument();
    viewport.open(0);
    await vi.waitFor(() => expect(frame.style.bottom).toBe(''));
  });

  it('does not move for a pinch-zoom, which also shrinks the visual viewport', async () => {
    const viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    await openThread();
    const frame = screen.getByRole('heading', { name: 'Rahim' }).closest('section')!;
    viewport.scale = 2;
    viewport.open(422);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frame.style.bottom).toBe('');
  });
});
