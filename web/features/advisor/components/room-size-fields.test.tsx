import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { messages as listingBn } from '@/locales/listing/bn.po';
import { renderWithRouter } from '@/test/render';
import { recommendedTons, type Room } from '@shared/advisor/room-size';
import { RoomSizeForm } from './room-size-fields';

const renderForm = (room?: Room) => {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  renderWithRouter(<RoomSizeForm room={room} onApply={onApply} onCancel={onCancel} />);
  return { onApply, onCancel };
};

const typeRoom = async (length: string, width: string) => {
  await userEvent.type(screen.getByLabelText('Length (feet)'), length);
  await userEvent.type(screen.getByLabelText('Width (feet)'), width);
};

const result = () => screen.getByRole('status');
const apply = () => screen.getByRole('button', { name: 'Show ACs that fit' });
const room = { lengthFt: 12, widthFt: 14, topFloor: false, westSun: false, people: 2 };

describe('RoomSizeForm', () => {
  it('asks for the room with labelled fields, two people to start with', () => {
    renderForm();
    expect(screen.getByLabelText('Length (feet)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Width (feet)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Length (feet)')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Top floor (under the roof)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A west wall gets the afternoon sun' })).not.toBeChecked();
    expect(screen.getByLabelText('Number of people')).toHaveValue('2');
    expect(result()).toHaveTextContent('');
  });

  it('says the size a 12 × 14 ft room needs as it is typed, and more under the roof', async () => {
    const { onApply } = renderForm();
    await typeRoom('12', '14');
    expect(result()).toHaveTextContent('Your room needs about 1.5 ton');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Top floor (under the roof)' }));
    const underTheRoof = recommendedTons({ ...room, topFloor: true });
    expect(underTheRoof).not.toBe(1.5);
    expect(result()).toHaveTextContent(`Your room needs about ${underTheRoof} ton`);

    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith({ ...room, topFloor: true });
  });

  it('counts the people beyond two and the afternoon sun', async () => {
    const { onApply } = renderForm();
    await typeRoom('14', '14');
    await userEvent.click(screen.getByRole('checkbox', { name: 'A west wall gets the afternoon sun' }));
    await userEvent.clear(screen.getByLabelText('Number of people'));
    await userEvent.type(screen.getByLabelText('Number of people'), '5');
    const described = { lengthFt: 14, widthFt: 14, topFloor: false, westSun: true, people: 5 };
    expect(result()).toHaveTextContent(`Your room needs about ${recommendedTons(described)} ton`);
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(described);
  });

  it('says a room too large for one unit needs two, and does not apply it', async () => {
    const { onApply } = renderForm();
    await typeRoom('40', '30');
    expect(recommendedTons({ ...room, lengthFt: 40, widthFt: 30 })).toBeNull();
    expect(result()).toHaveTextContent('More than 5 tons: this room needs two units');
    expect(apply()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Width (feet)'), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows what is wrong with the sizes and applies nothing', async () => {
    const { onApply } = renderForm();
    await typeRoom('0', 'ten');
    expect(result()).toHaveTextContent('');
    await userEvent.click(apply());
    expect(await screen.findByText('A room’s length is from 1 to 100 feet.')).toBeInTheDocument();
    expect(screen.getByText('Enter the width of the room in feet, like 10.')).toBeInTheDocument();
    expect(screen.getByLabelText('Length (feet)')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('opens on the room described before, and cancels', async () => {
    const { onCancel } = renderForm({ ...room, westSun: true, people: 3 });
    expect(screen.getByLabelText('Length (feet)')).toHaveValue('12');
    expect(screen.getByLabelText('Width (feet)')).toHaveValue('14');
    expect(screen.getByRole('checkbox', { name: 'A west wall gets the afternoon sun' })).toBeChecked();
    expect(screen.getByLabelText('Number of people')).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('reads Bangla digits and answers in them on a Bangla page', async () => {
    // The fields' texts are in the listing page's catalog, which /allproduct loads with them.
    i18n.load('bn', listingBn);
    i18n.activate('bn');
    const { onApply } = renderForm();
    await userEvent.type(screen.getByLabelText('দৈর্ঘ্য (ফুট)'), '১২');
    await userEvent.type(screen.getByLabelText('প্রস্থ (ফুট)'), '১৪');
    expect(result()).toHaveTextContent('আপনার ঘরে প্রায় ১.৫ টনের এসি লাগবে');
    // Whatever the button is called in Bangla.
    await userEvent.click(document.querySelector('button[type=submit]')!);
    expect(onApply).toHaveBeenCalledWith(room);
  });
});
