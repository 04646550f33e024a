import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { residentialSlabs, TARIFF_EFFECTIVE, VAT_RATE } from '@shared/advisor/electricity-tariff';
import {
  AVERAGE_LOAD,
  DAYS_PER_MONTH,
  DEFAULT_HOUSEHOLD_KWH,
  DEFAULT_HOURS_PER_DAY,
  HOURS_PER_DAY_MAX,
  HOUSEHOLD_KWH_MAX,
  INVERTER_SEASONAL_EER,
  KW_PER_TON,
  NON_INVERTER_EER,
  runningCost,
} from '@shared/advisor/running-cost';
import { formatDate, formatNumber, formatTaka } from '@/lib/format';
import { AdvisorNumberInput, numberWithin } from './number-input';

interface Props {
  tons: number;
  /** Null when the seller did not say: both kinds are shown alike. */
  inverter: boolean | null;
}

const roundTaka = (taka: number) => Math.round(taka);

/**
 * What the AC adds to the buyer's monthly bill, for their hours and their household's units, with
 * the inverter and fixed-speed kinds side by side and the calculation explained.
 */
export function RunningCostPanel({ tons, inverter }: Props) {
  const { t } = useLingui();
  const [hoursText, setHoursText] = useState(String(DEFAULT_HOURS_PER_DAY));
  const [householdText, setHouseholdText] = useState(String(DEFAULT_HOUSEHOLD_KWH));
  const hoursPerDay = numberWithin(hoursText, 0, HOURS_PER_DAY_MAX);
  const householdKwh = numberWithin(householdText, 0, HOUSEHOLD_KWH_MAX);
  const costs =
    hoursPerDay === null || householdKwh === null
      ? null
      : ([true, false] as const).map((kind) => ({
          inverter: kind,
          ...runningCost({ tons, inverter: kind, hoursPerDay, householdKwh }),
        }));
  const own = costs?.find((cost) => cost.inverter === inverter);
  const ownText = own ? formatTaka(roundTaka(own.extraTaka)) : '';
  const hoursMax = formatNumber(HOURS_PER_DAY_MAX);
  const householdMax = formatNumber(HOUSEHOLD_KWH_MAX);

  return (
    <section aria-labelledby="running-cost-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="running-cost-title" className="text-lg font-bold text-slate-800">
        <Trans>What it adds to your electricity bill</Trans>
      </h2>
      {own && (
        <p className="mt-2 text-2xl font-bold text-brand-800" data-testid="running-cost">
          <Trans>About {ownText} more a month</Trans>
        </p>
      )}
      <div className="mt-3 grid items-end gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
        <AdvisorNumberInput
          label={t`Hours a day it runs`}
          unit={t`hours`}
          value={hoursText}
          onChange={setHoursText}
          error={hoursPerDay === null ? t`Enter hours from 0 to ${hoursMax}.` : undefined}
        />
        <AdvisorNumberInput
          label={t`Units your home uses a month without it`}
          unit={t`kWh`}
          value={householdText}
          onChange={setHouseholdText}
          error={householdKwh === null ? t`Enter units from 0 to ${householdMax}.` : undefined}
        />
      </div>
      {costs && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Inverter and non-inverter side by side</Trans>
          </caption>
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">
                  <Trans>Kind</Trans>
                </span>
              </th>
              <th scope="col" className="py-1 font-medium">
                <Trans>Units a month</Trans>
              </th>
              <th scope="col" className="py-1 font-medium">
                <Trans>Added to the bill</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.map((cost) => (
              <tr
                key={String(cost.inverter)}
                className={cost.inverter === inverter ? 'font-semibold text-slate-900' : 'text-slate-700'}
              >
                <th scope="row" className="py-1 font-inherit">
                  {cost.inverter ? <Trans>Inverter</Trans> : <Trans>Non-inverter</Trans>}
                  {cost.inverter === inverter && (
                    <span className="ml-1 text-xs text-brand-700">
                      (<Trans>this one</Trans>)
                    </span>
                  )}
                </th>
                <td className="py-1">
                  <Units kwh={cost.kwh} />
                </td>
                <td className="py-1">{formatTaka(roundTaka(cost.extraTaka))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CalculationNote tons={tons} />
    </section>
  );
}

function Units({ kwh }: { kwh: number }) {
  const units = formatNumber(Math.round(kwh));
  return <Trans>{units} kWh</Trans>;
}

/** How the estimate is made, with each assumption named, and what it leaves out. */
function CalculationNote({ tons }: { tons: number }) {
  const { t } = useLingui();
  const tonsText = formatNumber(tons);
  const kwPerTon = formatNumber(KW_PER_TON);
  const load = formatNumber(AVERAGE_LOAD * 100);
  const fixedEer = formatNumber(NON_INVERTER_EER);
  const inverterEer = formatNumber(INVERTER_SEASONAL_EER);
  const days = formatNumber(DAYS_PER_MONTH);
  const vat = formatNumber(VAT_RATE * 100);
  const effective = formatDate(TARIFF_EFFECTIVE);
  const slabs = residentialSlabs.map((slab, i) => {
    const from = i === 0 ? 0 : residentialSlabs[i - 1]!.upToKwh;
    const lower = formatNumber(from + 1);
    const upper = formatNumber(slab.upToKwh);
    const above = formatNumber(from);
    const rate = formatTaka(slab.takaPerKwh);
    return Number.isFinite(slab.upToKwh)
      ? t`${lower}–${upper} kWh: ${rate} a unit`
      : t`over ${above} kWh: ${rate} a unit`;
  });
  return (
    <details className="mt-3 text-sm text-slate-600">
      <summary className="cursor-pointer py-1 font-medium text-brand-700">
        <Trans>How this estimate is made</Trans>
      </summary>
      <p className="mt-2">
        <Trans>
          An estimate, not a promise: a real bill depends on the room, the weather and the unit. A {tonsText} ton AC
          cools with {kwPerTon} kW for each ton. We assume it works at {load}% of that on average while on, and that it
          gives {fixedEer} units of cooling for each unit of electricity without an inverter, {inverterEer} with one. A
          month is {days} days.
        </Trans>
      </p>
      <p className="mt-2">
        <Trans>
          Its units are added on top of your home's, each slab at its own rate, at the residential rates the energy
          regulator (BERC) set from {effective}, plus {vat}% VAT:
        </Trans>
      </p>
      <ul className="ml-5 mt-1 list-disc">
        {slabs.map((slab) => (
          <li key={slab}>{slab}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Trans>
          The demand charge and meter rent are left out, as we could not confirm their current figures from BERC itself.
        </Trans>
      </p>
    </details>
  );
}
