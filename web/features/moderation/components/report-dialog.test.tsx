import { fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import { ReportDialog } from './report-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('ReportDialog', () => {
  it('sends one report for a double tap on "Send report" and closes with thanks', async () => {
    const api = stubApi({
      '/api/reports': () => Response.json({ acknowledged: true, insertedId: 'r1' }, { status: 201 }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    const onClose = vi.fn();
    renderWithRouter(
      <>
        <ReportDialog targetType="listing" targetId="p1" open onClose={onClose} />
        <Toaster />
      </>,
    );
    const send = screen.getByRole('button', { name: 'Send report' });
    // Both taps land before React re-renders the button as disabled.
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText(/Thank you. An admin will look at it/)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/reports' },
    ]);
    expect(api.bodies).toEqual([
      { path: '/api/reports', body: { targetType: 'listing', targetId: 'p1', reason: 'scam' } },
    ]);
  });
});
