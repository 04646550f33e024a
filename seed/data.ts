/**
 * The local demo marketplace: categories, demo accounts and listings. Local only: these accounts
 * and their shared password exist in the Auth emulator, never in a real project.
 */
import type { Condition, Role } from '../worker/db/schema';
import type { ReportReason } from '../shared/domain';
import type { InspectionReport } from '../shared/schemas/inspections';
import { acBrands, type AcBrand, type AcType } from '../shared/unit-specs';
import type { ApplianceKind } from './artwork';

export const DEMO_PASSWORD = 'thanda-demo';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  verified?: boolean;
  /** An admin made this account a Thanda technician, beside its role: it records inspection reports. */
  technician?: boolean;
}

/**
 * The Firebase uid of a demo account, the same in every local emulator and database: an emulator
 * that lost its saved accounts creates them again under the same uids, so they still sign in.
 */
export const demoUid = (email: string) => `demo-${email.split('@')[0]}`;

export const demoAccounts: DemoAccount[] = [
  { email: 'admin@thanda.test', name: 'Thanda Admin', role: 'admin' },
  { email: 'seller1@thanda.test', name: 'Rahim Uddin', role: 'seller', verified: true },
  { email: 'seller2@thanda.test', name: 'Nusrat Jahan', role: 'seller' },
  { email: 'seller3@thanda.test', name: 'Tanvir Hasan', role: 'seller' },
  { email: 'buyer1@thanda.test', name: 'Farhana Akter', role: 'buyer' },
  { email: 'buyer2@thanda.test', name: 'Sabbir Ahmed', role: 'buyer' },
  { email: 'technician@thanda.test', name: 'Jamal Mia', role: 'buyer', technician: true },
];

export interface DemoCategory {
  id: string;
  name: string;
  kind: ApplianceKind;
  about: string;
  /** The name and description on Bangla screens (as migration 0018 writes them). */
  nameBn: string;
  aboutBn: string;
}

export const demoCategories: DemoCategory[] = [
  {
    id: 'split-ac',
    name: 'Split AC',
    kind: 'split',
    about: 'Quiet wall-mounted units for bedrooms and living rooms, from 1 to 2.5 ton.',
    nameBn: 'স্প্লিট এসি',
    aboutBn: 'শোবার ঘর ও বসার ঘরের জন্য নিঃশব্দ, দেয়ালে লাগানো ইউনিট, ১ থেকে ২.৫ টন।',
  },
  {
    id: 'window-ac',
    name: 'Window AC',
    kind: 'window',
    about: 'One-box units that fit a window frame: simple to install and easy to service.',
    nameBn: 'উইন্ডো এসি',
    aboutBn: 'জানালার ফ্রেমে বসে এমন এক বাক্সের ইউনিট: লাগানো সহজ, সার্ভিস করাও সহজ।',
  },
  {
    id: 'portable-ac',
    name: 'Portable AC',
    kind: 'portable',
    about: 'Units on wheels for rented flats and offices where drilling walls is not an option.',
    nameBn: 'পোর্টেবল এসি',
    aboutBn: 'চাকার ওপর চলা ইউনিট, ভাড়া ফ্ল্যাট ও অফিসের জন্য, যেখানে দেয়াল ফুটো করা যায় না।',
  },
  {
    id: 'cassette-ac',
    name: 'Cassette & Ceiling AC',
    kind: 'cassette',
    about: 'Ceiling units that cool shops, restaurants and open-plan offices evenly.',
    nameBn: 'ক্যাসেট ও সিলিং এসি',
    aboutBn: 'দোকান, রেস্তোরাঁ ও খোলা অফিস সমানভাবে ঠান্ডা রাখে এমন সিলিং ইউনিট।',
  },
  {
    id: 'air-cooler',
    name: 'Air Cooler',
    kind: 'cooler',
    about: 'Evaporative coolers that use little power and run on an IPS during load-shedding.',
    nameBn: 'এয়ার কুলার',
    aboutBn: 'অল্প বিদ্যুতে চলা বাষ্পীভবন কুলার, লোডশেডিংয়ের সময় আইপিএসেও চলে।',
  },
];

export interface DemoProduct {
  slug: string;
  categoryId: string;
  seller: string;
  name: string;
  /** In Taka, what used units sell for here: ৳10k–60k for an AC, a few thousand for a cooler. */
  price: number;
  originalPrice: number;
  purchaseYear: number;
  condition: Condition;
  location: string;
  phone: string;
  about: string;
  variant: number;
  advertise?: boolean;
  /** 'paid': bought through Thanda by buyer1; 'marked': the seller sold it elsewhere. */
  sold?: 'paid' | 'marked';
  /** buyer1's review of the seller after a 'paid' sale, and the seller's reply (trust and safety). */
  review?: { rating: number; text: string; reply?: string };
  /** How long ago it was posted, in hours. */
  age: number;
}

const s1 = 'seller1@thanda.test';
const s2 = 'seller2@thanda.test';
const s3 = 'seller3@thanda.test';

export const demoProducts: DemoProduct[] = [
  {
    slug: 'gree-1-5-split',
    categoryId: 'split-ac',
    seller: s1,
    name: 'Gree 1.5 Ton Inverter Split AC',
    price: 38_000,
    originalPrice: 72_000,
    purchaseYear: 2022,
    condition: 'excellent',
    location: 'Mirpur 10, Dhaka',
    phone: '01711-234567',
    about: 'Cools a 180 sq ft bedroom in minutes. Serviced last month, gas full, remote and stand included.',
    variant: 0,
    advertise: true,
    age: 2,
  },
  {
    slug: 'walton-1-split',
    categoryId: 'split-ac',
    seller: s2,
    name: 'Walton 1 Ton Split AC',
    price: 21_000,
    originalPrice: 43_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Agrabad, Chattogram',
    phone: '01819-445566',
    about: 'Reliable non-inverter unit. Minor scratch on the cover, cooling is strong.',
    variant: 1,
    // Posted five days ago, before its inspection (demoInspection).
    age: 120,
  },
  {
    slug: 'lg-2-dual-inverter',
    categoryId: 'split-ac',
    seller: s1,
    name: 'LG 2 Ton Dual Inverter Split AC',
    price: 58_000,
    originalPrice: 105_000,
    purchaseYear: 2023,
    condition: 'excellent',
    location: 'Gulshan 2, Dhaka',
    phone: '01711-234567',
    about: 'Moving abroad, selling a barely used unit for a large drawing room. Warranty card available.',
    variant: 4,
    advertise: true,
    age: 8,
  },
  {
    slug: 'samsung-1-5-windfree',
    categoryId: 'split-ac',
    seller: s3,
    name: 'Samsung 1.5 Ton WindFree Split AC',
    price: 42_000,
    originalPrice: 85_000,
    purchaseYear: 2022,
    condition: 'good',
    location: 'Zindabazar, Sylhet',
    phone: '01552-909090',
    about: 'Draft-free cooling, Wi-Fi control works. Indoor and outdoor units with 10 ft pipe.',
    variant: 3,
    age: 12,
  },
  {
    slug: 'general-2-split',
    categoryId: 'split-ac',
    seller: s2,
    name: 'General 2 Ton Split AC',
    price: 48_000,
    originalPrice: 110_000,
    purchaseYear: 2019,
    condition: 'fair',
    location: 'GEC Circle, Chattogram',
    phone: '01819-445566',
    about: 'Japanese compressor still going strong. Body has yellowed, cooling is excellent.',
    variant: 2,
    sold: 'paid',
    review: {
      rating: 5,
      text: 'Exactly as described. Nusrat apa helped load it into the pickup.',
      reply: 'Thank you! Enjoy the cool summer.',
    },
    age: 20,
  },
  {
    slug: 'midea-1-split',
    categoryId: 'split-ac',
    seller: s3,
    name: 'Midea 1 Ton Split AC',
    price: 18_000,
    originalPrice: 40_000,
    purchaseYear: 2020,
    condition: 'good',
    location: 'Shaheb Bazar, Rajshahi',
    phone: '01552-909090',
    about: 'Ideal for a small study room. Low power use, recently cleaned.',
    variant: 5,
    age: 26,
  },
  {
    slug: 'haier-1-5-split',
    categoryId: 'split-ac',
    seller: s1,
    name: 'Haier 1.5 Ton Turbo Split AC',
    price: 30_000,
    originalPrice: 64_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Uttara Sector 7, Dhaka',
    phone: '01711-234567',
    about: 'Turbo mode cools fast after load-shedding. Outdoor fan replaced in 2024.',
    variant: 1,
    advertise: true,
    age: 30,
  },
  {
    slug: 'daikin-1-5-split',
    categoryId: 'split-ac',
    seller: s2,
    name: 'Daikin 1.5 Ton Split AC',
    price: 45_000,
    originalPrice: 92_000,
    purchaseYear: 2022,
    condition: 'excellent',
    location: 'Dhanmondi 27, Dhaka',
    phone: '01819-445566',
    about: 'Very quiet, used in a guest room only. Original box and manual.',
    variant: 0,
    sold: 'marked',
    age: 40,
  },

  {
    slug: 'walton-1-5-window',
    categoryId: 'window-ac',
    seller: s2,
    name: 'Walton 1.5 Ton Window AC',
    price: 23_000,
    originalPrice: 46_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Mohammadpur, Dhaka',
    phone: '01819-445566',
    about: 'Fits a standard window frame. Grille cleaned, cools a 150 sq ft room.',
    variant: 2,
    age: 3,
  },
  {
    slug: 'general-1-5-window',
    categoryId: 'window-ac',
    seller: s1,
    name: 'General 1.5 Ton Window AC',
    price: 26_000,
    originalPrice: 65_000,
    purchaseYear: 2018,
    condition: 'fair',
    location: 'Tongi, Gazipur',
    phone: '01711-234567',
    about: 'Old but tough. A little noisy, cooling is still very good.',
    variant: 4,
    advertise: true,
    age: 15,
  },
  {
    slug: 'lg-1-window',
    categoryId: 'window-ac',
    seller: s3,
    name: 'LG 1 Ton Window AC',
    price: 17_000,
    originalPrice: 39_000,
    purchaseYear: 2020,
    condition: 'good',
    location: 'Kandirpar, Cumilla',
    phone: '01552-909090',
    about: 'Perfect for a shop or small office. Thermostat and remote work.',
    variant: 0,
    age: 22,
  },
  {
    slug: 'carrier-2-window',
    categoryId: 'window-ac',
    seller: s2,
    name: 'Carrier 2 Ton Window AC',
    price: 32_000,
    originalPrice: 76_000,
    purchaseYear: 2019,
    condition: 'good',
    location: 'Sonadanga, Khulna',
    phone: '01819-445566',
    about: 'Heavy-duty unit for a large room. Compressor serviced in March.',
    variant: 3,
    age: 34,
  },
  {
    slug: 'singer-1-window',
    categoryId: 'window-ac',
    seller: s3,
    name: 'Singer 1 Ton Window AC',
    price: 15_000,
    originalPrice: 36_000,
    purchaseYear: 2019,
    condition: 'fair',
    location: 'Chashara, Narayanganj',
    phone: '01552-909090',
    about: 'Works well, front panel has a crack. Priced for a quick sale.',
    variant: 5,
    age: 50,
  },

  {
    slug: 'midea-1-portable',
    categoryId: 'portable-ac',
    seller: s1,
    name: 'Midea 1 Ton Portable AC',
    price: 28_000,
    originalPrice: 52_000,
    purchaseYear: 2023,
    condition: 'excellent',
    location: 'Bashundhara R/A, Dhaka',
    phone: '01711-234567',
    about: 'No installation needed: roll it in, fit the window hose, switch on.',
    variant: 1,
    advertise: true,
    age: 6,
  },
  {
    slug: 'gree-1-portable',
    categoryId: 'portable-ac',
    seller: s2,
    name: 'Gree 1 Ton Portable AC',
    price: 24_000,
    originalPrice: 48_000,
    purchaseYear: 2022,
    condition: 'good',
    location: 'Banani, Dhaka',
    phone: '01819-445566',
    about: 'Used in a rented flat for one summer. Hose kit and remote included.',
    variant: 0,
    age: 18,
  },
  {
    slug: 'vision-0-75-portable',
    categoryId: 'portable-ac',
    seller: s3,
    name: 'Vision 0.75 Ton Portable AC',
    price: 16_000,
    originalPrice: 33_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Zindabazar, Sylhet',
    phone: '01552-909090',
    about: 'Compact unit for a single room or a home office desk.',
    variant: 2,
    sold: 'paid',
    review: { rating: 4, text: 'Cools well. The remote was missing a battery cover.' },
    age: 44,
  },
  {
    slug: 'tcl-1-portable',
    categoryId: 'portable-ac',
    seller: s1,
    name: 'TCL 1 Ton Portable AC',
    price: 20_000,
    originalPrice: 45_000,
    purchaseYear: 2021,
    condition: 'fair',
    location: 'Mirpur 1, Dhaka',
    phone: '01711-234567',
    about: 'Wheels replaced, cooling fine. Water tank drains manually.',
    variant: 4,
    age: 60,
  },

  {
    slug: 'daikin-3-cassette',
    categoryId: 'cassette-ac',
    seller: s1,
    name: 'Daikin 3 Ton Cassette AC',
    price: 55_000,
    originalPrice: 165_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Motijheel, Dhaka',
    phone: '01711-234567',
    about: 'Four-way airflow for an office floor. Removed during renovation, complete with panel.',
    variant: 3,
    advertise: true,
    age: 10,
  },
  {
    slug: 'gree-4-ceiling',
    categoryId: 'cassette-ac',
    seller: s3,
    name: 'Gree 4 Ton Ceiling AC',
    price: 60_000,
    originalPrice: 190_000,
    purchaseYear: 2020,
    condition: 'good',
    location: 'Agrabad, Chattogram',
    phone: '01552-909090',
    about: 'Ceiling-suspended unit from a restaurant. Cools 600 sq ft evenly.',
    variant: 1,
    age: 28,
  },
  {
    slug: 'lg-2-5-cassette',
    categoryId: 'cassette-ac',
    seller: s2,
    name: 'LG 2.5 Ton Cassette AC',
    price: 52_000,
    originalPrice: 135_000,
    purchaseYear: 2022,
    condition: 'excellent',
    location: 'Gulshan 1, Dhaka',
    phone: '01819-445566',
    about: 'Showroom unit, used for eight months. All remotes and the grille panel included.',
    variant: 0,
    age: 36,
  },
  {
    slug: 'midea-3-cassette',
    categoryId: 'cassette-ac',
    seller: s3,
    name: 'Midea 3 Ton Cassette AC',
    price: 40_000,
    originalPrice: 140_000,
    purchaseYear: 2019,
    condition: 'fair',
    location: 'Sonadanga, Khulna',
    phone: '01552-909090',
    about: 'Working unit from a clinic. Panel slightly discoloured.',
    variant: 5,
    age: 70,
  },

  {
    slug: 'jamuna-air-cooler',
    categoryId: 'air-cooler',
    seller: s2,
    name: 'Jamuna 40 L Air Cooler',
    price: 6_500,
    originalPrice: 14_000,
    purchaseYear: 2022,
    condition: 'good',
    location: 'Mymensingh Sadar',
    phone: '01819-445566',
    about: 'Runs on an IPS during load-shedding. Honeycomb pads replaced this spring.',
    variant: 2,
    age: 4,
  },
  {
    slug: 'walton-air-cooler',
    categoryId: 'air-cooler',
    seller: s1,
    name: 'Walton 35 L Room Air Cooler',
    price: 5_500,
    originalPrice: 12_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Tongi, Gazipur',
    phone: '01711-234567',
    about: 'Three fan speeds, swing and ice chamber. Great for a bedroom.',
    variant: 1,
    advertise: true,
    age: 14,
  },
  {
    slug: 'symphony-air-cooler',
    categoryId: 'air-cooler',
    seller: s3,
    name: 'Symphony 55 L Desert Cooler',
    price: 9_000,
    originalPrice: 18_000,
    purchaseYear: 2023,
    condition: 'excellent',
    location: 'Shaheb Bazar, Rajshahi',
    phone: '01552-909090',
    about: 'Powerful throw for verandas and shops. Used for two months.',
    variant: 0,
    age: 24,
  },
  {
    slug: 'vision-air-cooler',
    categoryId: 'air-cooler',
    seller: s2,
    name: 'Vision 25 L Personal Air Cooler',
    price: 4_000,
    originalPrice: 8_500,
    purchaseYear: 2020,
    condition: 'fair',
    location: 'Kandirpar, Cumilla',
    phone: '01819-445566',
    about: 'Small and light. Water tank has a hairline crack, sealed, no leaks.',
    variant: 4,
    age: 48,
  },
  {
    slug: 'singer-air-cooler',
    categoryId: 'air-cooler',
    seller: s1,
    name: 'Singer 30 L Air Cooler',
    price: 5_000,
    originalPrice: 11_000,
    purchaseYear: 2021,
    condition: 'good',
    location: 'Dhanmondi 15, Dhaka',
    phone: '01711-234567',
    about: 'Remote control, timer and three modes. Cleaned and ready to use.',
    variant: 5,
    age: 80,
  },
];

/** The buyer who bought the 'paid' demo products through Thanda. */
export const demoBuyerOfSoldProducts = 'buyer1@thanda.test';

export interface DemoConversation {
  slug: string;
  buyer: string;
  /** Oldest first; `from` is the side that wrote it, `minutesAgo` when. */
  messages: { from: 'buyer' | 'seller'; text: string; minutesAgo: number }[];
  /** Whether the buyer has read the seller's newest messages. */
  buyerRead: boolean;
}

/** Conversations between the demo buyers and sellers (conversations); the seller has read all of them. */
export const demoConversations: DemoConversation[] = [
  {
    slug: 'gree-1-5-split',
    buyer: 'buyer1@thanda.test',
    buyerRead: false,
    messages: [
      { from: 'buyer', text: 'Assalamu alaikum. Is the Gree still available?', minutesAgo: 95 },
      { from: 'seller', text: 'Walaikum assalam. Yes, it is. It was serviced last month.', minutesAgo: 80 },
      { from: 'buyer', text: 'Can I see it on Friday after Jummah?', minutesAgo: 62 },
      { from: 'seller', text: 'Friday at 4 pm works. Mirpur 10, near the roundabout.', minutesAgo: 20 },
    ],
  },
  {
    slug: 'walton-1-split',
    buyer: 'buyer1@thanda.test',
    buyerRead: true,
    messages: [
      { from: 'buyer', text: 'Last price for the Walton?', minutesAgo: 1500 },
      { from: 'seller', text: 'I can do 20,000 if you pick it up this week.', minutesAgo: 1440 },
    ],
  },
  {
    slug: 'haier-1-5-split',
    buyer: 'buyer2@thanda.test',
    buyerRead: true,
    messages: [{ from: 'buyer', text: 'Does it come with the outdoor stand and the pipe?', minutesAgo: 300 }],
  },
];

/** Open reports waiting in the admins' moderation queue (trust and safety), so it shows what it does. */
export const demoReports: { slug: string; reporter: string; reason: ReportReason; note: string }[] = [
  {
    slug: 'walton-1-split',
    reporter: 'buyer2@thanda.test',
    reason: 'scam',
    note: 'Asked me to send a bKash advance before I could see the unit.',
  },
  {
    slug: 'walton-1-split',
    reporter: 'buyer1@thanda.test',
    reason: 'misleading',
    note: 'The photo is not the unit I was shown.',
  },
];

/**
 * A seller's verification request waiting in the queue (trust and safety). Its number stands for
 * the one the seller would have confirmed by a texted code; the demo account does not hold it.
 */
export const demoVerificationRequests: { seller: string; phone: string; note: string }[] = [
  {
    seller: 'seller3@thanda.test',
    phone: '+8801711000003',
    note: 'I repair and resell ACs from my shop in Mirpur 10 since 2019.',
  },
];

/**
 * The times sellers offer for an inspection (Inspected by Thanda): days after the seed's day, at
 * these hours in Bangladesh (UTC+6), so they are still ahead for days after it runs.
 */
export const demoInspectionSlots: { slug: string; days: number[]; hours: number[] }[] = [
  { slug: 'gree-1-5-split', days: [1, 2, 3], hours: [10, 16] },
  { slug: 'lg-2-dual-inverter', days: [2, 3, 5], hours: [10, 16] },
  { slug: 'haier-1-5-split', days: [1, 4, 5], hours: [10, 16] },
];

/**
 * One inspection done and passed (Inspected by Thanda): buyer2 asked for it, paid the fee, the seller
 * confirmed the time and an admin sent the demo technician, who recorded this report `daysAgo` days
 * ago. The listing shows its badge; its photo is the serial plate (seed/artwork.ts).
 */
export const demoInspection: {
  slug: string;
  requester: string;
  /** The requester's number, kept with the inspection for the seller and the admins. */
  requesterPhone: string;
  technician: string;
  daysAgo: number;
  report: Omit<InspectionReport, 'photos'>;
} = {
  slug: 'walton-1-split',
  requester: 'buyer2@thanda.test',
  requesterPhone: '01678-223344',
  technician: 'technician@thanda.test',
  daysAgo: 3,
  report: {
    coolingDropC: 11.5,
    pressurePsi: 118,
    compressorAmps: 6.1,
    ratedAmps: 7.0,
    noiseOk: true,
    leaksFound: false,
    remoteOk: true,
    displayOk: true,
    serialNumber: 'WSN12C2104H08213',
    verdict: 'passed',
    notes: '',
  },
};

const typeOfCategory: Record<string, (name: string) => AcType> = {
  'split-ac': () => 'split',
  'window-ac': () => 'window',
  'portable-ac': () => 'portable',
  'cassette-ac': (name) => (/cassette/i.test(name) ? 'cassette' : 'ceiling-floor'),
  'air-cooler': () => 'air-cooler',
};

/**
 * A demo listing's specifications, read from its name as a seller would fill them in: the brand it
 * starts with (else Other), its tons, its category's type, inverter when the name says so, and
 * the rest of a five-year compressor warranty (what most brands sold here give) when some is left.
 */
export function demoSpecs(
  p: Pick<DemoProduct, 'name' | 'categoryId' | 'purchaseYear'>,
  year = new Date().getFullYear(),
) {
  const word = p.name.split(' ')[0]!.toLowerCase();
  const brand = (acBrands as readonly string[]).includes(word) ? (word as AcBrand) : 'other';
  const type = typeOfCategory[p.categoryId]?.(p.name) ?? null;
  const tons = type === 'air-cooler' ? null : Number(/([\d.]+) Ton/.exec(p.name)?.[1] ?? NaN);
  const warrantyLeft = (p.purchaseYear + 5 - year) * 12;
  return {
    brand,
    acType: type,
    tons: tons !== null && Number.isFinite(tons) ? tons : null,
    inverter: type === 'air-cooler' ? null : /inverter|windfree/i.test(p.name),
    warrantyMonths: warrantyLeft > 0 ? warrantyLeft : null,
  };
}
