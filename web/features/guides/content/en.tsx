/**
 * The guides in English. Figures are not written here: each comes from shared/advisor (through
 * ../guide.ts) when the guide is shown, in the reader's digits, so next year's tariff or a changed
 * rule of thumb changes the text too. ./bn.tsx says the same in Bangla.
 */
import { TARIFF_EFFECTIVE, VAT_RATE } from '@shared/advisor/electricity-tariff';
import {
  PEOPLE_INCLUDED,
  roomAreaMax,
  SQ_FT_PER_EXTRA_PERSON,
  TOP_FLOOR_EXTRA,
  WEST_SUN_EXTRA,
} from '@shared/advisor/room-size';
import {
  AVERAGE_LOAD,
  DAYS_PER_MONTH,
  INVERTER_SEASONAL_EER,
  KW_PER_TON,
  NON_INVERTER_EER,
} from '@shared/advisor/running-cost';
import { PROTECT_HOURS } from '@shared/domain';
import { Link } from '@/lib/router';
import {
  bandTons,
  BIGGER_HOUSEHOLD_KWH,
  BTU_PER_TON,
  guideLinkClass,
  INVERTER_EXAMPLE,
  inverterComparison,
  slabRanges,
  SQ_FT_PER_TON_ABOVE_2,
  tonnageExamples,
  US_BTU_PER_SQ_FT,
  type Guides,
} from '../guide';

const percent = (share: number) => share * 100;

export const guides: Guides = [
  {
    slug: 'how-to-buy-a-used-ac',
    title: 'How to buy a used AC',
    summary:
      'What to check before you pay, how to meet the seller safely, and how Thanda Protect holds your money until the AC cools.',
    sections: [
      {
        heading: 'Before you go',
        blocks: [
          {
            paragraph:
              'Ask the seller in the chat on Thanda for the brand, the model, the size in tons, whether it is an inverter, the year it was bought and when it was last serviced. Ask for photos of the name plates on the indoor and the outdoor unit. A seller who will not say is a reason to look at the next listing.',
          },
          {
            paragraph:
              'Agree who takes it down and who puts it up. Moving a split AC needs a technician, copper pipe and often a gas top-up: settle who arranges it, and who pays, before you meet.',
          },
        ],
      },
      {
        heading: 'What to check',
        blocks: [
          {
            list: [
              <>
                <strong>Cooling.</strong> Run it for at least 15 minutes. The air from the vents should be 8 to 12 °C
                colder than the room; a cheap thermometer held in the vent settles it.
              </>,
              <>
                <strong>Gas.</strong> Ask when it was last refilled: an AC that needs gas every season leaks somewhere.
                Oily marks on the pipe joints of the outdoor unit are another sign. The name plate says which gas it
                takes; R22 units are old, and their gas is getting scarce and dear.
              </>,
              <>
                <strong>Compressor noise.</strong> Stand by the outdoor unit. A steady hum is normal; knocking,
                rattling, grinding or a loud clank as it starts is not. Nor is a compressor that stops and starts every
                minute or two, or an outdoor fan that does not turn.
              </>,
              <>
                <strong>Serial plate.</strong> The plates on both units give the model, the capacity, the gas and the
                serial number. They should match each other and the listing. Walk away from a plate that has been
                scratched off, or indoor and outdoor units of different brands or models.
              </>,
              <>
                <strong>Age.</strong> Ask the year it was bought and compare it with the plate (many brands put the year
                of making in the serial number). An older AC uses more electricity and its parts are harder to find:
                weigh its age against the price.
              </>,
              <>
                <strong>Warranty.</strong> Many brands give the compressor a longer warranty than the rest. Ask for the
                warranty card and whether it passes to a new owner; the listing may say how many months are left.
              </>,
              <>
                <strong>Papers.</strong> A receipt or warranty card in the seller’s name shows the AC is theirs to sell.
                Be wary of a low price with no papers and no answer to where the AC came from.
              </>,
              <>
                <strong>The rest.</strong> The remote, the modes, the swing, and the drain: water should leave through
                its pipe, not drip inside the room.
              </>,
            ],
          },
        ],
      },
      {
        heading: 'Meet safely',
        blocks: [
          {
            list: [
              'Meet in daylight, where the AC is installed or in a busy place, and take someone with you.',
              'Keep the talk in the chat on Thanda, so there is a record if something goes wrong.',
              'Do not carry the whole price in cash to a first meeting.',
            ],
          },
        ],
      },
      {
        heading: 'Pay through Thanda Protect',
        blocks: [
          {
            paragraph: (f) => (
              <>
                When you pay online through Thanda, Thanda holds the money: the seller is not paid yet. Meet, check that
                the AC is installed and cooling, then confirm “Received, installed and cooling” in{' '}
                <Link to="/dashboard/myorders" className={guideLinkClass}>
                  My Orders
                </Link>
                , and the money goes to the seller. If you neither confirm nor report a problem, it goes to the seller{' '}
                {f.number(PROTECT_HOURS)} hours after they hand the unit over.
              </>
            ),
          },
          {
            paragraph: (f) =>
              `Something wrong? Report a problem in My Orders before you confirm, at the latest ${f.number(PROTECT_HOURS)} hours after the hand-over. An admin looks at both sides and can refund you in full or in part. Money you give the seller in cash or by bKash at the meet-up is not protected.`,
          },
        ],
      },
      {
        heading: 'Take a technician if you can',
        blocks: [
          {
            paragraph:
              'If you are not sure what you are looking at, take a technician you trust. They can read the gas pressure, listen to the compressor and look at the coils, and their fee is small next to the price of a compressor.',
          },
        ],
      },
    ],
  },
  {
    slug: 'choosing-the-tonnage',
    title: 'Choosing the tonnage',
    summary:
      'How big an AC your room needs, by the rules shops in Bangladesh go by, and why the American rule gets it wrong here.',
    sections: [
      {
        heading: 'Tons by floor area',
        blocks: [
          {
            paragraph: (f) =>
              `An AC’s size is given in tons: one ton is ${f.number(BTU_PER_TON)} BTU of cooling an hour. In Bangladesh, shops, technicians and the press size it by the room’s floor area:`,
          },
          {
            list: bandTons.map(
              (tons) => (f) => `${f.number(tons)} ton: a room of up to ${f.number(roomAreaMax[tons])} sq ft`,
            ),
          },
          {
            paragraph: (f) => `Above 2 tons, each ton more cools about ${f.number(SQ_FT_PER_TON_ABOVE_2)} sq ft more.`,
          },
        ],
      },
      {
        heading: 'Measure, then add for the sun',
        blocks: [
          {
            paragraph: (f) => {
              const { bedroom } = tonnageExamples();
              return `Multiply the length by the width, in feet. A ${f.number(bedroom.lengthFt)} × ${f.number(bedroom.widthFt)} ft bedroom is ${f.number(bedroom.area)} sq ft, so it needs a ${f.number(bedroom.tons)} ton AC.`;
            },
          },
          {
            list: [
              (f) => {
                const { bedroomTopFloor } = tonnageExamples();
                return `Top floor: a room under the roof takes the sun through its ceiling, so count it ${f.number(percent(TOP_FLOOR_EXTRA))}% bigger. The same bedroom on the top floor counts as ${f.number(bedroomTopFloor.effectiveArea)} sq ft and needs ${f.number(bedroomTopFloor.tons)} tons.`;
              },
              (f) => {
                const { room, roomWestSun } = tonnageExamples();
                return `A west wall in the afternoon sun: add ${f.number(percent(WEST_SUN_EXTRA))}%. A ${f.number(room.lengthFt)} × ${f.number(room.widthFt)} ft room (${f.number(room.area)} sq ft) needs ${f.number(room.tons)} tons; with a sunny west wall it counts as ${f.number(roomWestSun.effectiveArea)} sq ft and needs ${f.number(roomWestSun.tons)}.`;
              },
              (f) =>
                `People: the figures count on ${f.number(PEOPLE_INCLUDED)} people in the room. Add about ${f.number(SQ_FT_PER_EXTRA_PERSON)} sq ft for each one more.`,
            ],
          },
          {
            paragraph:
              'Bigger is not better. An AC too big for its room cools the air in minutes and stops before it has dried it, leaving the room cold and clammy; it also costs more to buy and to run.',
          },
        ],
      },
      {
        heading: 'Why not 20 BTU per square foot',
        blocks: [
          {
            paragraph: (f) => {
              const { bedroom, usSqFtPerTon, usTimesOurs, usBedroomBtu, usBedroomTons } = tonnageExamples();
              return `Many websites give the American rule of ${f.number(US_BTU_PER_SQ_FT)} BTU per sq ft. By it, one ton would cool ${f.number(usSqFtPerTon)} sq ft, more than ${f.number(usTimesOurs)} times the ${f.number(roomAreaMax[1])} sq ft it cools here, and the ${f.number(bedroom.area)} sq ft bedroom would need ${f.number(usBedroomBtu)} BTU: ${f.number(usBedroomTons)} of a ton.`;
            },
          },
          {
            paragraph:
              'That rule is for insulated houses in a milder climate. A room in Dhaka has brick walls and a concrete roof that soak up the sun all day and give the heat back all evening, windows of single glass, and hot, humid air: much of an AC’s work here is drying the air. Sized by the American rule, an AC runs flat out all afternoon and the room never cools.',
          },
        ],
      },
      {
        heading: 'Let All Products do the sum',
        blocks: [
          {
            paragraph: (f) => {
              const { bedroom } = tonnageExamples();
              return (
                <>
                  On All Products, the “Fits my room” filter asks for the room’s length and width, whether it is on the
                  top floor or has a west wall in the sun, and how many people use it, and shows only the ACs of the
                  size it needs:{' '}
                  <Link to={`/allproduct?room=${bedroom.lengthFt}x${bedroom.widthFt}`} className={guideLinkClass}>
                    ACs for a {f.number(bedroom.lengthFt)} × {f.number(bedroom.widthFt)} ft room
                  </Link>
                  . Each listing’s page says which rooms its AC suits, too.
                </>
              );
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'inverter-or-not',
    title: 'Inverter or not?',
    summary:
      'What an inverter saves on the electricity bill, worked out on the government’s slabs, and when it is worth its higher price.',
    sections: [
      {
        heading: 'The difference',
        blocks: [
          {
            paragraph:
              'A non-inverter AC runs its compressor at full speed and switches it off and on to hold the temperature. An inverter AC slows its compressor down once the room is cool and keeps it running gently. It costs more to buy, new or used, and saves electricity in every hour it runs.',
          },
        ],
      },
      {
        heading: 'What it saves: an example',
        blocks: [
          {
            paragraph: (f) =>
              `Take a ${f.number(INVERTER_EXAMPLE.tons)} ton AC running ${f.number(INVERTER_EXAMPLE.hoursPerDay)} hours a day, in a home that uses ${f.number(INVERTER_EXAMPLE.householdKwh)} units (kWh) a month without it:`,
          },
          {
            list: [
              (f) => {
                const { fixedSpeed } = inverterComparison();
                return `Non-inverter: about ${f.number(fixedSpeed.kwh)} units a month, which add about ${f.taka(fixedSpeed.extraTaka)} to the bill.`;
              },
              (f) => {
                const { inverter } = inverterComparison();
                return `Inverter: about ${f.number(inverter.kwh)} units, which add about ${f.taka(inverter.extraTaka)}.`;
              },
            ],
          },
          {
            paragraph: (f) => {
              const { fixedSpeed, inverter, saved } = inverterComparison();
              return `So about ${f.taka(fixedSpeed.extraTaka)} vs ${f.taka(inverter.extraTaka)} more a month: the inverter saves about ${f.taka(saved)} in each month it runs like this.`;
            },
          },
          {
            paragraph: (f) => {
              const { fixedSpeed, inverter } = inverterComparison(BIGGER_HOUSEHOLD_KWH);
              return `The same two cost more in a home that already uses more, as their units land in dearer slabs: on top of ${f.number(BIGGER_HOUSEHOLD_KWH)} units, about ${f.taka(fixedSpeed.extraTaka)} and ${f.taka(inverter.extraTaka)} a month.`;
            },
          },
          {
            paragraph:
              'A listing’s page works this out for its own AC, with your hours and your home’s units. On All Products you can also show inverter ACs only.',
          },
        ],
      },
      {
        heading: 'How the bill is counted',
        blocks: [
          {
            paragraph: (f) =>
              `Homes pay for electricity in slabs (the BERC residential tariff from ${f.month(TARIFF_EFFECTIVE)}): each unit at the rate of the slab it falls in, plus ${f.number(percent(VAT_RATE))}% VAT.`,
          },
          {
            list: slabRanges().map(
              (slab) => (f) =>
                slab.lastKwh === null
                  ? `Over ${f.number(slab.aboveKwh)} units: ${f.rate(slab.takaPerKwh)} a unit`
                  : `${f.number(slab.firstKwh)}–${f.number(slab.lastKwh)} units: ${f.rate(slab.takaPerKwh)} a unit`,
            ),
          },
          {
            paragraph:
              'An AC’s units come on top of what the fridge, the fans and the lights already use, so they are charged at the higher rates. That is why an AC costs more than its units at the first slab’s rate.',
          },
        ],
      },
      {
        heading: 'What the estimate assumes',
        blocks: [
          {
            list: [
              (f) => `One ton is ${f.number(KW_PER_TON)} kW of cooling.`,
              (f) =>
                `While it is on, the AC works at ${f.number(percent(AVERAGE_LOAD))}% of its capacity on average, once the room has cooled.`,
              (f) =>
                `A non-inverter gives ${f.number(NON_INVERTER_EER)} units of cooling for each unit of electricity; an inverter ${f.number(INVERTER_SEASONAL_EER)} over a summer.`,
              (f) => `A month is ${f.number(DAYS_PER_MONTH)} days.`,
            ],
          },
          {
            paragraph:
              'The demand charge and meter rent are left out: every bill has them however much the AC runs, and we could not confirm their current figures from BERC itself. So your whole bill is higher; these figures estimate what the AC adds to it. The room, the weather, the AC’s age and the temperature you set all change them.',
          },
        ],
      },
      {
        heading: 'So which one?',
        blocks: [
          {
            list: [
              'Many hours a day for most of the year (a bedroom every night, a shop, an office): an inverter pays back its higher price soonest.',
              'A few hours on the hottest days: a non-inverter in good condition may cost less in all.',
              'A used inverter: its control board is the dear part to repair, so check that it starts and cools at once, and ask what has been repaired.',
              'Either way, set 25 °C: each degree lower costs about 6% more electricity.',
            ],
          },
          {
            paragraph: (
              <Link to="/allproduct?inverter=yes" className={guideLinkClass}>
                Inverter ACs on Thanda
              </Link>
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'maintenance-before-summer',
    title: 'Maintenance before summer',
    summary: 'Four habits that keep an AC cooling, and its bill down, through a Dhaka summer.',
    sections: [
      {
        heading: 'Clean the filters every two weeks',
        blocks: [
          {
            paragraph:
              'Dhaka dust clogs a filter fast, and a clogged filter chokes the air: the AC cools slower and uses more power. Every two weeks in summer, switch the AC off, lift the front panel, slide the filters out, wash them in plain water (a soft brush for caked dust), let them dry in the shade and slide them back. No hot water: it can warp them.',
          },
        ],
      },
      {
        heading: 'Set 25 °C, not 16 °C',
        blocks: [
          {
            paragraph:
              'A room does not cool faster at 16 °C: the AC runs flat out either way, and at 16 it simply never stops. Each degree lower costs about 6% more electricity. At 25 °C with a ceiling fan on low, the room feels cool and the bill stays down.',
          },
        ],
      },
      {
        heading: 'Protect it from voltage swings',
        blocks: [
          {
            paragraph:
              'In many areas the voltage sags in the evening and jumps when power comes back after load-shedding. A compressor that starts on low voltage overheats and wears out. A voltage stabiliser of the right size for the AC evens the supply out. After a power cut, wait a few minutes before switching the AC on again.',
          },
        ],
      },
      {
        heading: 'Service before the summer',
        blocks: [
          {
            paragraph:
              'Book a service in March, before the heat and before everyone else: in April technicians are booked for weeks. A proper service:',
          },
          {
            list: [
              'checks the gas pressure, and looks for a leak before topping the gas up;',
              'washes the indoor and outdoor coils;',
              'clears the drain line, so water does not drip into the room;',
              'checks the outdoor fan and the wiring.',
            ],
          },
          { paragraph: 'Keep the front of the outdoor unit clear of boxes and plants.' },
        ],
      },
      {
        heading: 'Call a technician now if',
        blocks: [
          {
            list: [
              'water drips from the indoor unit;',
              'ice forms on the pipes or the coil;',
              'the air is still not cold after 15 minutes;',
              'it smells of burning or trips the breaker: switch it off at once.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'avoiding-scams',
    title: 'How to avoid scams',
    summary: 'The tricks played on AC buyers and sellers in Bangladesh, and the few rules that beat them.',
    sections: [
      {
        heading: 'Never pay an advance outside Thanda',
        blocks: [
          {
            paragraph:
              'The commonest trick: an AC far below the going price, and a seller who wants an advance by bKash or Nagad “to hold it” before you have seen it. Once it is sent, the seller stops answering. Pay only through Thanda, which holds the money until the AC cools, or in person once you have seen it cooling.',
          },
        ],
      },
      {
        heading: '“Send money now”',
        blocks: [
          {
            paragraph:
              '“Another buyer is on the way: send the money now or lose it.” Hurry is how scams work, and money sent with bKash’s Send Money cannot be taken back. A real seller can wait until you have seen the AC.',
          },
          {
            paragraph:
              'Never tell anyone your bKash PIN or a code sent to your phone. Thanda, bKash and banks never ask for them.',
          },
        ],
      },
      {
        heading: 'Fake payment messages',
        blocks: [
          {
            paragraph: (
              <>
                Sellers: a “buyer” shows or forwards an SMS saying the money is sent, or you get one that looks as if it
                came from bKash, and then they say too much went and ask for the difference back. Check your balance in
                the bKash app or by dialling *247#, never by the message. A payment through Thanda shows on the sale in{' '}
                <Link to="/dashboard/mybuyers" className={guideLinkClass}>
                  My Buyers
                </Link>
                .
              </>
            ),
          },
        ],
      },
      {
        heading: 'Meet in daylight, and see it cool before you pay',
        blocks: [
          {
            list: [
              'Meet in daylight, where the AC is installed or in a busy place. Take someone with you, and tell someone else where you are going.',
              'Pay only once you have watched the AC run and cool for at least 15 minutes.',
              'Be wary of a seller who will only meet somewhere far away or after dark, or who sends someone else with the AC and no papers.',
            ],
          },
        ],
      },
      {
        heading: 'Talk in the chat on Thanda',
        blocks: [
          {
            paragraph:
              'Message the seller from the listing’s page. A chat on Thanda is a record: if something goes wrong, an admin can read a conversation you report. Someone who insists on moving to WhatsApp at once, or sends a link to pay somewhere else, is a warning.',
          },
        ],
      },
      {
        heading: 'Report it',
        blocks: [
          {
            paragraph: (
              <>
                On a listing’s page, choose “Report this listing” or “Report this seller”; in a chat, report the
                conversation from its menu. An admin looks at every report and can hide the listing or suspend the
                account, and you see what was decided in{' '}
                <Link to="/dashboard/reports" className={guideLinkClass}>
                  My reports
                </Link>
                .
              </>
            ),
          },
        ],
      },
    ],
  },
];
