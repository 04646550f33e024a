import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteTitles } from '@shared/domain';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';

describe('ErrorPage', () => {
  it("shows the status text of an unknown route and a 'Back to homepage' link", async () => {
    renderRoutes([{ path: '/', element: <p>home</p> }], '/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('404 Not Found · Thanda');
  });

  it("is titled in Bangla as the Worker titles a missing listing's page", async () => {
    i18n.activate('bn');
    renderRoutes([{ path: '/', element: <p>home</p> }], '/no/such/page');
    expect(await screen.findByRole('heading', { name: '৪০৪ পাওয়া যায়নি' })).toBeInTheDocument();
    expect(document.title).toBe(siteTitles.bn.notFound);
  });

  it('shows the message of an error thrown while rendering', async () => {
    function Broken(): React.ReactNode {
      throw new Error('The product list could not be read.');
    }
    renderRoutes([{ path: '/', element: <Broken /> }]);
    expect(await screen.findByText('The product list could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toBeInTheDocument();
  });

  it('keeps the navigation bar so the visitor can move on', async () => {
    renderRoutes([{ path: '/', element: <p>home</p> }], '/missing');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
