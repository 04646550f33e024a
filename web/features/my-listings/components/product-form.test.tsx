import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSettings } from '@/lib/settings';
import { renderWithRouter } from '@/test/render';
import { ProductForm } from './product-form';

const categories = [{ _id: 'split-ac', name: 'Split AC' }];

function setup(seller = { name: 'Rahim Uddin', email: 'seller1@thanda.test' }) {
  const onSave = vi.fn(async () => {});
  renderWithRouter(<ProductForm seller={seller} categories={categories} submitLabel="Add Product" onSave={onSave} />);
  return { onSave, submit: () => userEvent.click(screen.getByRole('button', { name: 'Add Product' })) };
}

/** The deployment's settings as the API answers them, here with Thanda's fee at `feePercent`. */
async function withFee(feePercent: number) {
  vi.stubGlobal('fetch', async () => Response.json({ currency: 'bdt', social: {}, feePercent }));
  await loadSettings();
  vi.unstubAllGlobals();
}

afterEach(() => withFee(0));

describe('ProductForm (Add A Product)', () => {
  it("says what the seller gets of the price paid online, after Thanda's fee, as they type it", async () => {
    await withFee(5);
    setup();
    expect(screen.queryByText(/you get/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price (৳)'), '12345');
    expect(
      screen.getByText(/Thanda holds the money until the buyer confirms the AC cools, then you get ৳11,727\.75/),
    ).toHaveTextContent("(Thanda's fee is 5%)");
  });

  it("shows SPEC's required messages for every empty field", async () => {
    const { submit, onSave } = setup();
    await submit();
    for (const message of [
      'Product Name is Required',
      'phone is Required',
      'Photo is Required',
      'Description is Required',
      'filed is Required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Price is Required')).toHaveLength(2);
    // The district places the listing; the area beside it is optional, as its label says.
    expect(screen.getByLabelText('Location (optional)')).not.toBeRequired();
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves without the optional location, once for a double tap', async () => {
    const onSave = vi.fn(async () => {});
    renderWithRouter(
      <ProductForm
        seller={{ name: 'Rahim Uddin', email: 'seller1@thanda.test' }}
        categories={categories}
        initial={{
          name: 'Gree 1.5 Ton Split AC',
          originalPrice: 60000,
          price: 36000,
          purchaseYear: 2022,
          phone: '01711234567',
          condition: 'good',
          about: 'Cools well, serviced last summer.',
          img: '/api/images/p1.webp',
        }}
        submitLabel="Save changes"
        onSave={onSave}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'dhaka');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'gazipur');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'split-ac');
    expect(screen.getByLabelText('Location (optional)')).toHaveValue('');
    const save = screen.getByRole('button', { name: 'Save changes' });
    // The first tap makes the button busy before the second lands (react-hook-form's isSubmitting).
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ district: 'gazipur', img: '/api/images/p1.webp' }));
    expect(onSave).toHaveBeenCalledWith(expect.not.objectContaining({ location: expect.anything() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('asks for the division and district, and lists only the districts of the division picked', async () => {
    const { submit } = setup();
    expect(screen.getByLabelText('District')).toBeDisabled();
    await submit();
    expect(await screen.findByText('Choose a division.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Division'), 'chattogram');
    const districts = [...(screen.getByLabelText('District') as HTMLSelectElement).options].map((o) => o.value);
    expect(districts).toHaveLength(12);
    expect(districts).toContain('coxs-bazar');
    expect(districts).not.toContain('dhaka');

    // With a district picked, the area is optional.
    await userEvent.selectOptions(screen.getByLabelText('District'), 'coxs-bazar');
    await submit();
    expect(await screen.findByText('Product Name is Required')).toBeInTheDocument();
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument();
  });

  it('asks for the read-only seller fields when they are missing', async () => {
    const { submit } = setup({ name: '', email: '' });
    await submit();
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(
      screen.getByText('Description is Required', {
        selector: '#' + screen.getByLabelText("Seller's e-mail").id + '-error',
      }),
    ).toBeInTheDocument();
  });

  it('prefills seller name, e-mail and the publish date and time as 22/11/2026, 15:30, read-only', () => {
    setup();
    expect(screen.getByLabelText('Seller Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Seller Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText("Seller's e-mail")).toHaveValue('seller1@thanda.test');
    expect((screen.getByLabelText('Publish Date') as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
    );
    expect(screen.getByLabelText('Condition')).toHaveValue('good');
  });

  it('refuses prices and years that are out of range, with clear messages', async () => {
    const { submit } = setup();
    await userEvent.type(screen.getByLabelText('Price (৳)'), '-5');
    await userEvent.type(screen.getByLabelText('Year of purchase'), '2999');
    await submit();
    expect(await screen.findByText('A price cannot be negative.')).toBeInTheDocument();
    expect(screen.getByText('The year of purchase cannot be in the future.')).toBeInTheDocument();
  });

  it('cannot be saved while publishing is blocked, and says why', async () => {
    const onSave = vi.fn(async () => {});
    renderWithRouter(
      <ProductForm
        seller={{ name: 'New Seller', email: 'new@example.test' }}
        categories={categories}
        submitLabel="Add Product"
        blockedReason="Verify your e-mail address before you publish."
        onSave={onSave}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Add Product' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Verify your e-mail address before you publish.');
    await userEvent.click(submit);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('ProductForm specifications', () => {
  it('takes no capacity for an air cooler', async () => {
    setup();
    await userEvent.selectOptions(screen.getByLabelText('Capacity'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'air-cooler');
    expect(screen.getByLabelText('Capacity')).toBeDisabled();
    expect(screen.getByLabelText('Capacity')).toHaveValue('');
  });
});
