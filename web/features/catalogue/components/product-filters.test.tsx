import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { recommendedTons, type Room } from '@shared/advisor/room-size';
import { ProductFilterForm, type RoomFormProps } from './product-filters';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderForm = (filters = {}, room: { room?: Room | null; roomForm?: React.ComponentType<RoomFormProps> } = {}) => {
  const { fetchStub } = stubApi({
    '/api/categories': () => Response.json([{ _id: 'split-ac', name: 'Split AC', img: '/a.webp', about: '' }]),
  });
  vi.stubGlobal('fetch', fetchStub);
  const onChange = vi.fn();
  renderWithRouter(<ProductFilterForm filters={filters} onChange={onChange} {...room} />);
  return onChange;
};

const room: Room = { lengthFt: 12, widthFt: 14, topFloor: false, westSun: false, people: 2 };
const topFloorRoom: Room = { ...room, topFloor: true, people: 3 };

/**
 * The page supplies the advisor's room fields (web/features/advisor, which a feature may not
 * import); here a stand-in that describes one room, and shows the room it opened on.
 */
const roomForm = ({ room: before, onApply, onCancel }: RoomFormProps) => (
  <div>
    <p>Room before: {before ? `${before.lengthFt}x${before.widthFt}` : 'none'}</p>
    <button type="button" onClick={() => onApply(topFloorRoom)}>
      Apply the top-floor room
    </button>
    <button type="button" onClick={onCancel}>
      Cancel the room
    </button>
  </div>
);

describe('ProductFilterForm', () => {
  it('shows the filters from the address and sends what the visitor picked', async () => {
    const onChange = renderForm({ brand: 'gree', tons: '1.5', sort: 'price-asc' });
    expect(screen.getByLabelText('Brand')).toHaveValue('gree');
    expect(screen.getByLabelText('Capacity')).toHaveValue('1.5');
    expect(screen.getByLabelText('Inverter')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
    await screen.findByRole('option', { name: 'Split AC' });

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'split-ac' } });
    fireEvent.change(screen.getByLabelText('Inverter'), { target: { value: 'yes' } });
    fireEvent.submit(screen.getByRole('search'));

    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'split-ac', brand: 'gree', tons: '1.5', inverter: 'yes', type: '' }),
    );
  });

  it('shows only inspected listings when "Inspected only" is ticked, and all of them once it is not', () => {
    const onChange = renderForm({ inspected: 'yes' });
    const inspected = screen.getByRole('checkbox', { name: 'Inspected only' });
    expect(inspected).toBeChecked();
    fireEvent.submit(screen.getByRole('search'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ inspected: 'yes' }));

    fireEvent.click(inspected);
    fireEvent.submit(screen.getByRole('search'));
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('inspected');
  });

  it('offers the districts of the division picked, and forgets a district of another', () => {
    const onChange = renderForm({ division: 'dhaka', district: 'gazipur' });
    const districts = () => screen.getByLabelText('District');
    expect(districts()).toHaveValue('gazipur');
    expect(within(districts()).queryByRole('option', { name: 'Chattogram' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'chattogram' } });
    expect(districts()).toHaveValue('');
    expect(within(districts()).getByRole('option', { name: 'Chattogram' })).toBeInTheDocument();
    expect(within(districts()).queryByRole('option', { name: 'Gazipur' })).toBeNull();

    fireEvent.submit(screen.getByRole('search'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ division: 'chattogram', district: '' }));
  });

  describe('Fits my room', () => {
    it('opens the room fields, and applying a room sets the capacity it needs and keeps the room', async () => {
      const onChange = renderForm({ brand: 'gree', tons: '3' }, { roomForm });
      expect(screen.queryByText(/Fits my room:/)).toBeNull();
      fireEvent.change(screen.getByLabelText('Inverter'), { target: { value: 'yes' } });
      fireEvent.click(screen.getByRole('button', { name: 'Fits my room' }));

      const dialog = await screen.findByRole('dialog', { name: 'Fits my room' });
      expect(within(dialog).getByText('Room before: none')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the top-floor room' }));

      expect(onChange).toHaveBeenCalledTimes(1);
      const applied = onChange.mock.calls[0]![0] as Record<string, string>;
      // The fields as they stand (the inverter picked but not yet sent too), the capacity the room needs.
      expect(applied).toMatchObject({
        brand: 'gree',
        inverter: 'yes',
        tons: String(recommendedTons(topFloorRoom)),
        room: '12x14',
        top: '1',
        people: '3',
      });
      expect(applied).not.toHaveProperty('west');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('cancels without changing anything', async () => {
      const onChange = renderForm({}, { roomForm });
      fireEvent.click(screen.getByRole('button', { name: 'Fits my room' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel the room' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
    });

    it("shows the address's room with the capacity it needs, and clearing it removes both", async () => {
      const tons = String(recommendedTons(room));
      expect(tons).toBe('1.5');
      const onChange = renderForm({ brand: 'gree', tons }, { room, roomForm });
      expect(screen.getByText('Fits my room: 12 × 14 ft → 1.5 ton')).toBeInTheDocument();
      expect(screen.getByLabelText('Capacity')).toHaveValue('1.5');

      fireEvent.click(screen.getByRole('button', { name: 'Fits my room' }));
      expect(await screen.findByText('Room before: 12x14')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the room' }));

      fireEvent.click(screen.getByRole('button', { name: 'Clear my room' }));
      expect(onChange).toHaveBeenCalledTimes(1);
      const cleared = onChange.mock.calls[0]![0] as Record<string, string>;
      expect(cleared).toMatchObject({ brand: 'gree', tons: '' });
      for (const key of ['room', 'top', 'west', 'people']) expect(cleared).not.toHaveProperty(key);
    });

    it('keeps the room through a search while the capacity is its own, and lets it go for another', () => {
      const onChange = renderForm({ tons: String(recommendedTons(topFloorRoom)) }, { room: topFloorRoom, roomForm });
      fireEvent.submit(screen.getByRole('search'));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ room: '12x14', top: '1', people: '3' }));

      fireEvent.change(screen.getByLabelText('Capacity'), { target: { value: '1' } });
      fireEvent.submit(screen.getByRole('search'));
      const next = onChange.mock.lastCall![0] as Record<string, string>;
      expect(next.tons).toBe('1');
      for (const key of ['room', 'top', 'west', 'people']) expect(next).not.toHaveProperty(key);
    });

    it('keeps the room in sight on a phone, with the other filters folded away', () => {
      renderForm({ tons: '1.5' }, { room, roomForm });
      expect(document.getElementById('product-filter-fields')).toHaveClass('hidden');
      const chip = screen.getByText('Fits my room: 12 × 14 ft → 1.5 ton');
      expect(document.getElementById('product-filter-fields')?.contains(chip)).toBe(false);
      expect(screen.getByRole('button', { name: 'Fits my room' }).closest('.hidden')).toBeNull();
    });

    it('offers no room to describe without the fields, and writes the room in Bangla digits', () => {
      i18n.activate('bn');
      renderForm({ tons: '1.5' }, { room: { ...room, lengthFt: 12.5 } });
      expect(screen.queryByRole('button', { name: 'Fits my room' })).toBeNull();
      expect(screen.getByText('আমার ঘরের মাপে: ১২.৫ × ১৪ ফুট → ১.৫ টন')).toBeInTheDocument();
    });
  });
});
