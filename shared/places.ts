/**
 * Bangladesh's 8 divisions and 64 districts (for the Bangladesh market), written once: the schema,
 * the API's filters, migration 0007's matching of old free-text locations and the SPA's pickers
 * read them here. Ids are the English names in lower case with hyphens; `aka` lists other spellings
 * people write (older English names), used to recognise a district in free text.
 */

export const divisions = [
  { id: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { id: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const;

export type DivisionId = (typeof divisions)[number]['id'];

interface District {
  id: string;
  division: DivisionId;
  en: string;
  bn: string;
  aka?: readonly string[];
}

export const districts = [
  { id: 'barguna', division: 'barishal', en: 'Barguna', bn: 'বরগুনা' },
  { id: 'barishal', division: 'barishal', en: 'Barishal', bn: 'বরিশাল', aka: ['Barisal'] },
  { id: 'bhola', division: 'barishal', en: 'Bhola', bn: 'ভোলা' },
  { id: 'jhalokathi', division: 'barishal', en: 'Jhalokathi', bn: 'ঝালকাঠি', aka: ['Jhalakathi'] },
  { id: 'patuakhali', division: 'barishal', en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { id: 'pirojpur', division: 'barishal', en: 'Pirojpur', bn: 'পিরোজপুর' },
  { id: 'bandarban', division: 'chattogram', en: 'Bandarban', bn: 'বান্দরবান' },
  { id: 'brahmanbaria', division: 'chattogram', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { id: 'chandpur', division: 'chattogram', en: 'Chandpur', bn: 'চাঁদপুর' },
  { id: 'chattogram', division: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম', aka: ['Chittagong', 'Ctg'] },
  { id: 'cumilla', division: 'chattogram', en: 'Cumilla', bn: 'কুমিল্লা', aka: ['Comilla'] },
  { id: 'coxs-bazar', division: 'chattogram', en: "Cox's Bazar", bn: 'কক্সবাজার', aka: ['Coxs Bazar', 'Cox Bazar'] },
  { id: 'feni', division: 'chattogram', en: 'Feni', bn: 'ফেনী' },
  { id: 'khagrachhari', division: 'chattogram', en: 'Khagrachhari', bn: 'খাগড়াছড়ি', aka: ['Khagrachari'] },
  { id: 'lakshmipur', division: 'chattogram', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর', aka: ['Laxmipur'] },
  { id: 'noakhali', division: 'chattogram', en: 'Noakhali', bn: 'নোয়াখালী' },
  { id: 'rangamati', division: 'chattogram', en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  { id: 'dhaka', division: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'faridpur', division: 'dhaka', en: 'Faridpur', bn: 'ফরিদপুর' },
  { id: 'gazipur', division: 'dhaka', en: 'Gazipur', bn: 'গাজীপুর' },
  { id: 'gopalganj', division: 'dhaka', en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { id: 'kishoreganj', division: 'dhaka', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { id: 'madaripur', division: 'dhaka', en: 'Madaripur', bn: 'মাদারীপুর' },
  { id: 'manikganj', division: 'dhaka', en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { id: 'munshiganj', division: 'dhaka', en: 'Munshiganj', bn: 'মুন্সিগঞ্জ' },
  { id: 'narayanganj', division: 'dhaka', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { id: 'narsingdi', division: 'dhaka', en: 'Narsingdi', bn: 'নরসিংদী' },
  { id: 'rajbari', division: 'dhaka', en: 'Rajbari', bn: 'রাজবাড়ী' },
  { id: 'shariatpur', division: 'dhaka', en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { id: 'tangail', division: 'dhaka', en: 'Tangail', bn: 'টাঙ্গাইল' },
  { id: 'bagerhat', division: 'khulna', en: 'Bagerhat', bn: 'বাগেরহাট' },
  { id: 'chuadanga', division: 'khulna', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { id: 'jashore', division: 'khulna', en: 'Jashore', bn: 'যশোর', aka: ['Jessore'] },
  { id: 'jhenaidah', division: 'khulna', en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { id: 'khulna', division: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'kushtia', division: 'khulna', en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { id: 'magura', division: 'khulna', en: 'Magura', bn: 'মাগুরা' },
  { id: 'meherpur', division: 'khulna', en: 'Meherpur', bn: 'মেহেরপুর' },
  { id: 'narail', division: 'khulna', en: 'Narail', bn: 'নড়াইল' },
  { id: 'satkhira', division: 'khulna', en: 'Satkhira', bn: 'সাতক্ষীরা' },
  { id: 'jamalpur', division: 'mymensingh', en: 'Jamalpur', bn: 'জামালপুর' },
  { id: 'mymensingh', division: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'netrokona', division: 'mymensingh', en: 'Netrokona', bn: 'নেত্রকোনা', aka: ['Netrakona'] },
  { id: 'sherpur', division: 'mymensingh', en: 'Sherpur', bn: 'শেরপুর' },
  { id: 'bogura', division: 'rajshahi', en: 'Bogura', bn: 'বগুড়া', aka: ['Bogra'] },
  {
    id: 'chapainawabganj',
    division: 'rajshahi',
    en: 'Chapainawabganj',
    bn: 'চাঁপাইনবাবগঞ্জ',
    aka: ['Chapai Nawabganj', 'Nawabganj'],
  },
  { id: 'joypurhat', division: 'rajshahi', en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { id: 'naogaon', division: 'rajshahi', en: 'Naogaon', bn: 'নওগাঁ' },
  { id: 'natore', division: 'rajshahi', en: 'Natore', bn: 'নাটোর' },
  { id: 'pabna', division: 'rajshahi', en: 'Pabna', bn: 'পাবনা' },
  { id: 'rajshahi', division: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'sirajganj', division: 'rajshahi', en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  { id: 'dinajpur', division: 'rangpur', en: 'Dinajpur', bn: 'দিনাজপুর' },
  { id: 'gaibandha', division: 'rangpur', en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { id: 'kurigram', division: 'rangpur', en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { id: 'lalmonirhat', division: 'rangpur', en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { id: 'nilphamari', division: 'rangpur', en: 'Nilphamari', bn: 'নীলফামারী' },
  { id: 'panchagarh', division: 'rangpur', en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { id: 'rangpur', division: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'thakurgaon', division: 'rangpur', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  { id: 'habiganj', division: 'sylhet', en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { id: 'moulvibazar', division: 'sylhet', en: 'Moulvibazar', bn: 'মৌলভীবাজার', aka: ['Maulvibazar'] },
  { id: 'sunamganj', division: 'sylhet', en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { id: 'sylhet', division: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const satisfies readonly District[];

export type DistrictId = (typeof districts)[number]['id'];
export const districtIds = districts.map((d) => d.id) as [DistrictId, ...DistrictId[]];
export const divisionIds = divisions.map((d) => d.id) as [DivisionId, ...DivisionId[]];

const byId = new Map<string, (typeof districts)[number]>(districts.map((d) => [d.id, d]));

export function districtOf(id: string) {
  return byId.get(id) ?? null;
}

/** Every way a district's name is written: its English and Bangla names and other spellings. */
export function districtNames(district: (typeof districts)[number]): string[] {
  return [district.en, district.bn, ...('aka' in district ? district.aka : [])];
}

const WORD = /[\p{L}\p{M}\p{N}']+/gu;
const words = (text: string) => (text.toLowerCase().match(WORD) ?? []).join(' ');

/** Each district's names as `words` writes them, made once: a list page matches a location per card. */
let spellings: { id: DistrictId; words: string }[] | undefined;
const districtSpellings = () =>
  (spellings ??= districts.flatMap((district) =>
    districtNames(district).map((name) => ({ id: district.id, words: ` ${words(name)} ` })),
  ));

/**
 * The district a free-text location names, or null: of the district names that appear in it as
 * whole words, the one that appears last ("Mirpur 10, Dhaka" → dhaka; "Agrabad, Chittagong" →
 * chattogram), as people write the area first. Migration 0007 reads old locations the same way.
 */
export function districtInText(text: string): DistrictId | null {
  const haystack = ` ${words(text)} `;
  let found: { id: DistrictId; at: number } | null = null;
  for (const { id, words: name } of districtSpellings()) {
    const at = haystack.indexOf(name);
    if (at >= 0 && (!found || at > found.at)) found = { id, at };
  }
  return found?.id ?? null;
}
