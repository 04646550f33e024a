import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { Outlet } from '@/lib/router';
import { renderRoutes, stubApi } from '@/test/render';
import { ReportForm } from './report-form';

// Making a photo smaller needs a canvas, which the test's DOM has not: the photo goes as it is.
vi.mock('@/lib/shrink-photo', () => ({ shrinkPhoto: async (file: File) => file }));

const REPORT = '/api/inspections/i1/report';

/** The imgbb-shaped upload, answered at once; records where each photo was sent. */
let uploadedTo: string[] = [];
class FakeUpload {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseText = '';
  private path = '';
  open(_method: string, path: string) {
    this.path = path;
  }
  setRequestHeader() {}
  send() {
    uploadedTo.push(this.path);
    this.responseText = JSON.stringify({ success: true, data: { url: `/api/images/plate-${uploadedTo.length}.webp` } });
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  uploadedTo = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

function show() {
  const stub = stubApi({ [REPORT]: () => Response.json({ state: 'done', verdict: 'passed', published: true }) });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: 'dashboard/technician/:id', element: <ReportForm inspectionId="i1" /> },
          { path: 'dashboard/technician', element: <h1>My visits</h1> },
        ],
      },
    ],
    '/dashboard/technician/i1',
  );
  return stub;
}

const answer = (question: string, choice: 'Yes' | 'No') =>
  userEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }));

/** Fills every reading, check, the serial number and one photo; the verdict and notes are the test's. */
async function fillChecklist() {
  await userEvent.type(screen.getByLabelText('Temperature drop across the indoor unit (°C)'), '১২.৫');
  await userEvent.type(screen.getByLabelText('Refrigerant pressure (psi)'), '140');
  await userEvent.type(screen.getByLabelText('Compressor current (A)'), '6.2');
  await userEvent.type(screen.getByLabelText('Rated current from the plate (A)'), '7');
  await answer('Does it run quietly?', 'Yes');
  await answer('Did you find a leak?', 'No');
  await answer('Does the remote work?', 'Yes');
  await answer('Does the display work?', 'No');
  await userEvent.type(screen.getByLabelText('Serial number'), 'GR-12345');
  const plate = new File(['plate'], 'plate.jpg', { type: 'image/jpeg' });
  await userEvent.upload(screen.getByLabelText(/Take or choose photos/), plate);
  expect(await screen.findByRole('img', { name: 'Photo 1: the serial plate' })).toBeInTheDocument();
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the report' }));

describe('ReportForm', () => {
  it('asks for every reading, every check, a photo and the verdict before sending anything', async () => {
    const { requests } = show();
    await save();
    expect(
      await screen.findByText('Enter the temperature drop across the indoor unit, 0 to 30 °C.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the refrigerant pressure, 0 to 700 psi.')).toBeInTheDocument();
    expect(screen.getByText('Say whether it runs quietly.')).toBeInTheDocument();
    expect(screen.getByText('Say whether you found a leak.')).toBeInTheDocument();
    expect(screen.getByText('Say whether the remote works.')).toBeInTheDocument();
    expect(screen.getByText('Say whether the display works.')).toBeInTheDocument();
    expect(screen.getByText('Enter the serial number from the plate.')).toBeInTheDocument();
    expect(screen.getByText('Add a photo of the serial plate.')).toBeInTheDocument();
    expect(screen.getByText('Choose passed, passed with notes or failed.')).toBeInTheDocument();
    // A No is an answer: neither button is chosen for the technician.
    const quiet = screen.getByRole('group', { name: 'Does it run quietly?' });
    expect(within(quiet).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(quiet).getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('asks for notes unless the unit passed', async () => {
    const { requests } = show();
    await fillChecklist();
    await userEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    await save();
    expect(await screen.findByText('Write what you found: the buyer reads these notes.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Passed' }));
    expect(screen.getByLabelText('Notes (optional)')).toBeInTheDocument();
    await save();
    await vi.waitFor(() => expect(requests).toContainEqual({ method: 'PUT', path: REPORT }));
  });

  it('sends the checklist as numbers and answers, with the photo uploaded for this visit, then goes back to the visits', async () => {
    const { bodies } = show();
    await fillChecklist();
    expect(uploadedTo).toEqual(['/api/inspections/i1/photos']);
    await userEvent.click(screen.getByRole('radio', { name: 'Passed with notes' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'The outdoor fan is noisy at start-up.');
    await save();
    await vi.waitFor(() =>
      expect(bodies).toContainEqual({
        path: REPORT,
        body: {
          coolingDropC: 12.5,
          pressurePsi: 140,
          compressorAmps: 6.2,
          ratedAmps: 7,
          noiseOk: true,
          leaksFound: false,
          remoteOk: true,
          displayOk: false,
          serialNumber: 'GR-12345',
          photos: ['/api/images/plate-1.webp'],
          verdict: 'passed-with-notes',
          notes: 'The outdoor fan is noisy at start-up.',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'My visits' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/technician');
    expect(await screen.findByText('Report saved. Thank you!')).toBeInTheDocument();
  });

  it('shows a refusal of a field under that field, and stays on the form', async () => {
    const { fetchStub } = stubApi({
      [REPORT]: () =>
        Response.json(
          {
            reason: 'invalid-input',
            message: 'Check the form.',
            issues: [{ path: 'serialNumber', message: 'A serial number is at most 64 characters.' }],
          },
          { status: 400 },
        ),
    });
    show();
    vi.stubGlobal('fetch', fetchStub);
    await fillChecklist();
    await userEvent.click(screen.getByRole('radio', { name: 'Passed' }));
    await save();
    expect(await screen.findByText('A serial number is at most 64 characters.')).toHaveAttribute(
      'id',
      screen.getByLabelText('Serial number').getAttribute('aria-describedby'),
    );
    expect(window.location.pathname).toBe('/dashboard/technician/i1');
  });
});
