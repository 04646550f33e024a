import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHOTOS_MAX } from '@shared/domain';
import { i18n } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { PhotoPicker, storedPhoto } from './photo-picker';

const picker = (count: number) => (
  <PhotoPicker
    id="photos"
    photos={Array.from({ length: count }, (_, index) => storedPhoto(`/api/images/p${index}.webp`))}
    onChange={() => {}}
    progress={{}}
    disabled={false}
    invalid={false}
  />
);

describe('PhotoPicker', () => {
  it('says how many photos fit, and how many more', () => {
    const { unmount } = renderWithRouter(picker(2));
    expect(screen.getByText('Up to 8 photos; the first is the cover. 6 more can be added.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 2 of the listing' })).toBeInTheDocument();
    unmount();

    renderWithRouter(picker(PHOTOS_MAX));
    expect(screen.getByText('This listing has 8 photos, the most it can show.')).toBeInTheDocument();
  });

  it("counts and numbers the photos in the reader's digits", () => {
    i18n.activate('bn');
    renderWithRouter(picker(2));
    expect(screen.getByText('সর্বোচ্চ ৮টি ছবি; প্রথমটি প্রচ্ছদ। আরও ৬টি যোগ করা যাবে।')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'বিজ্ঞাপনের ২ নম্বর চিত্র' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '২ নম্বর চিত্র সরান' })).toBeInTheDocument();
  });
});
