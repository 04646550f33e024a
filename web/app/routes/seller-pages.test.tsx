import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderRoutes, stubApi } from '@/test/render';
import type { AuthContextValue, AuthUser } from '@/features/auth/auth-context';
import { AddProductPage, EditProductPage } from './seller-pages';

const seller: AuthUser = {
  uid: 'seller-uid',
  email: 'new.seller@example.test',
  displayName: 'New Seller',
  emailVerified: false,
};
const listing = {
  _id: 'p1',
  name: 'Gree 1.5 ton split',
  price: 410,
  originalPrice: 800,
  purchaseYear: 2022,
  phone: '01711-998877',
  location: 'Uttara, Dhaka',
  categoryId: 'split-ac',
  condition: 'good',
  about: 'Cools a big room fast.',
  img: '/api/images/unit.png',
};

function renderPage(
  path: string,
  user: AuthUser,
  answers: Record<string, () => Response> = {},
  overrides: Partial<AuthContextValue> = {},
) {
  const api = stubApi({
    '/api/categories': () => Response.json([{ _id: 'split-ac', name: 'Split AC' }]),
    '/api/product/mine': () => Response.json([listing]),
    '/emulator/v1/projects/demo-thanda/oobCodes': () => Response.json({ oobCodes: [] }),
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const auth = fakeAuth({ status: 'signed-in', user, ...overrides });
  renderRoutes(
    [
      { path: '/dashboard/addproduct', element: <AddProductPage /> },
      { path: '/dashboard/editproduct/:id', element: <EditProductPage /> },
      { path: '/dashboard/myproducts', element: <p>My Products</p> },
    ],
    path,
    auth,
  );
  return { auth, calls: api.calls, bodies: api.bodies };
}

afterEach(() => vi.unstubAllGlobals());

/** Saves the edit form. happy-dom does not take the select's preset value, so it is chosen again. */
async function saveChanges() {
  await userEvent.selectOptions(await screen.findByLabelText('Category'), 'split-ac');
  await userEvent.selectOptions(screen.getByLabelText('Division'), 'dhaka');
  await userEvent.selectOptions(screen.getByLabelText('District'), 'dhaka');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('the seller screens and e-mail verification', () => {
  it("shows a listing's name as its seller wrote it, tag-like text included", async () => {
    const name = 'Gree <b>1.5 ton</b> split <new/>';
    renderPage(
      '/dashboard/editproduct/p1',
      { ...seller, emailVerified: true },
      {
        '/api/product/mine': () => Response.json([{ ...listing, name }]),
      },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`Edit ${name}`);
    expect(screen.getByLabelText('Product Name')).toHaveValue(name);
  });

  it('shows an unverified seller the notice on Add A Product and keeps Add Product disabled', async () => {
    renderPage('/dashboard/addproduct', seller);
    expect(screen.getByRole('region', { name: 'Verify your e-mail address to publish' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeDisabled();
  });

  it('shows a verified seller no notice', async () => {
    renderPage('/dashboard/addproduct', { ...seller, emailVerified: true });
    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address to publish' })).not.toBeInTheDocument();
  });

  it('asks whether the price is negotiable: unticked for a new listing, as it is for an edit, and saves the change', async () => {
    renderPage('/dashboard/addproduct', { ...seller, emailVerified: true });
    expect(await screen.findByRole('checkbox', { name: 'Price is negotiable' })).not.toBeChecked();
    cleanup();

    const { bodies } = renderPage(
      '/dashboard/editproduct/p1',
      { ...seller, emailVerified: true },
      {
        '/api/product/mine': () => Response.json([{ ...listing, negotiable: true }]),
        '/api/product/p1': () => Response.json({ acknowledged: true, modifiedCount: 1 }),
      },
    );
    const negotiable = await screen.findByRole('checkbox', { name: 'Price is negotiable' });
    expect(negotiable).toBeChecked();
    await userEvent.click(negotiable);
    await saveChanges();
    expect(await screen.findByText('My Products')).toBeInTheDocument();
    expect(bodies.find((sent) => sent.path === '/api/product/p1')?.body).toMatchObject({ negotiable: false });
  });

  it('renews the tokens and saves again when the server had not heard of the verification yet', async () => {
    let patches = 0;
    const confirmEmailVerified = vi.fn(async () => true);
    const { calls } = renderPage(
      '/dashboard/editproduct/p1',
      { ...seller, emailVerified: true },
      {
        '/api/product/p1': () =>
          ++patches === 1
            ? Response.json(
                {
                  message: 'Verify your e-mail address before you publish or edit listings.',
                  reason: 'email-unverified',
                },
                { status: 403 },
              )
            : Response.json({ acknowledged: true, modifiedCount: 1 }),
      },
      { confirmEmailVerified },
    );
    await saveChanges();
    expect(await screen.findByText('My Products')).toBeInTheDocument();
    expect(confirmEmailVerified).toHaveBeenCalledTimes(1);
    expect(calls.filter((path) => path === '/api/product/p1')).toHaveLength(2);
  });

  it('shows the server’s words when the e-mail is still not verified', async () => {
    const message = 'Verify your e-mail address before you publish or edit listings.';
    const confirmEmailVerified = vi.fn(async () => false);
    renderPage(
      '/dashboard/editproduct/p1',
      { ...seller, emailVerified: true },
      { '/api/product/p1': () => Response.json({ message, reason: 'email-unverified' }, { status: 403 }) },
      { confirmEmailVerified },
    );
    await saveChanges();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
