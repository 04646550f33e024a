import type { Condition } from '@shared/domain';
import type { AcBrand, AcType } from '@shared/unit-specs';
import { FairPricePanel } from './fair-price-panel';
import { RoomFitPanel } from './room-fit-panel';
import { RunningCostPanel } from './running-cost-panel';

/** What the advice reads of a listing. */
export interface AdvisedUnit {
  _id: string;
  type: AcType | null;
  tons: number | null;
  inverter: boolean | null;
  brand: AcBrand | null;
  purchaseYear: number;
  condition: Condition;
  price: number;
  paid: boolean;
}

/**
 * Help judging the unit on its listing page: whether the price is fair, whether it suits the
 * buyer's room, and what it adds to their bill. A sold unit keeps only its size line.
 */
export function ListingAdvice({ unit }: { unit: AdvisedUnit }) {
  const spec = {
    type: unit.type,
    tons: unit.tons,
    inverter: unit.inverter,
    year: unit.purchaseYear,
    condition: unit.condition,
    brand: unit.brand,
    exclude: unit._id,
  };
  return (
    <div className="flex flex-col gap-4">
      {!unit.paid && <FairPricePanel spec={spec} price={unit.price} />}
      {unit.tons !== null && <RoomFitPanel tons={unit.tons} />}
      {unit.tons !== null && !unit.paid && <RunningCostPanel tons={unit.tons} inverter={unit.inverter} />}
    </div>
  );
}
