/**
 * Brands as a seller or a buyer picks them, "Other" last. Apart from ac-specs.ts, which every card
 * loads, so the home page does not download the list.
 */
import { t } from '@lingui/core/macro';
import { brandName } from '@shared/domain';
import { acBrands, type AcBrand } from '@shared/unit-specs';

export const brandLabel = (brand: AcBrand) => (brand === 'other' ? t`Other brand` : brandName(brand));

export const brandOptions = () => acBrands.map((brand) => ({ value: brand, label: brandLabel(brand) }));
