ALTER TABLE `products` ADD `district` text;--> statement-breakpoint
ALTER TABLE `products` ADD `division` text;--> statement-breakpoint
CREATE INDEX `products_listed_district_idx` ON `products` (`district`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_division_idx` ON `products` (`division`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
-- Locations written before districts existed: the district whose name appears in the text (the
-- one named last, as people write the area first), as worker/places.ts's districtInText reads it;
-- a location naming none keeps a null district and stays as it was typed.
WITH names(district, name) AS (VALUES
  ('barguna', ' barguna '),
  ('barguna', ' বরগুনা '),
  ('barishal', ' barishal '),
  ('barishal', ' বরিশাল '),
  ('barishal', ' barisal '),
  ('bhola', ' bhola '),
  ('bhola', ' ভোলা '),
  ('jhalokathi', ' jhalokathi '),
  ('jhalokathi', ' ঝালকাঠি '),
  ('jhalokathi', ' jhalakathi '),
  ('patuakhali', ' patuakhali '),
  ('patuakhali', ' পটুয়াখালী '),
  ('pirojpur', ' pirojpur '),
  ('pirojpur', ' পিরোজপুর '),
  ('bandarban', ' bandarban '),
  ('bandarban', ' বান্দরবান '),
  ('brahmanbaria', ' brahmanbaria '),
  ('brahmanbaria', ' ব্রাহ্মণবাড়িয়া '),
  ('chandpur', ' chandpur '),
  ('chandpur', ' চাঁদপুর '),
  ('chattogram', ' chattogram '),
  ('chattogram', ' চট্টগ্রাম '),
  ('chattogram', ' chittagong '),
  ('chattogram', ' ctg '),
  ('cumilla', ' cumilla '),
  ('cumilla', ' কুমিল্লা '),
  ('cumilla', ' comilla '),
  ('coxs-bazar', ' cox''s bazar '),
  ('coxs-bazar', ' কক্সবাজার '),
  ('coxs-bazar', ' coxs bazar '),
  ('coxs-bazar', ' cox bazar '),
  ('feni', ' feni '),
  ('feni', ' ফেনী '),
  ('khagrachhari', ' khagrachhari '),
  ('khagrachhari', ' খাগড়াছড়ি '),
  ('khagrachhari', ' khagrachari '),
  ('lakshmipur', ' lakshmipur '),
  ('lakshmipur', ' লক্ষ্মীপুর '),
  ('lakshmipur', ' laxmipur '),
  ('noakhali', ' noakhali '),
  ('noakhali', ' নোয়াখালী '),
  ('rangamati', ' rangamati '),
  ('rangamati', ' রাঙ্গামাটি '),
  ('dhaka', ' dhaka '),
  ('dhaka', ' ঢাকা '),
  ('faridpur', ' faridpur '),
  ('faridpur', ' ফরিদপুর '),
  ('gazipur', ' gazipur '),
  ('gazipur', ' গাজীপুর '),
  ('gopalganj', ' gopalganj '),
  ('gopalganj', ' গোপালগঞ্জ '),
  ('kishoreganj', ' kishoreganj '),
  ('kishoreganj', ' কিশোরগঞ্জ '),
  ('madaripur', ' madaripur '),
  ('madaripur', ' মাদারীপুর '),
  ('manikganj', ' manikganj '),
  ('manikganj', ' মানিকগঞ্জ '),
  ('munshiganj', ' munshiganj '),
  ('munshiganj', ' মুন্সিগঞ্জ '),
  ('narayanganj', ' narayanganj '),
  ('narayanganj', ' নারায়ণগঞ্জ '),
  ('narsingdi', ' narsingdi '),
  ('narsingdi', ' নরসিংদী '),
  ('rajbari', ' rajbari '),
  ('rajbari', ' রাজবাড়ী '),
  ('shariatpur', ' shariatpur '),
  ('shariatpur', ' শরীয়তপুর '),
  ('tangail', ' tangail '),
  ('tangail', ' টাঙ্গাইল '),
  ('bagerhat', ' bagerhat '),
  ('bagerhat', ' বাগেরহাট '),
  ('chuadanga', ' chuadanga '),
  ('chuadanga', ' চুয়াডাঙ্গা '),
  ('jashore', ' jashore '),
  ('jashore', ' যশোর '),
  ('jashore', ' jessore '),
  ('jhenaidah', ' jhenaidah '),
  ('jhenaidah', ' ঝিনাইদহ '),
  ('khulna', ' khulna '),
  ('khulna', ' খুলনা '),
  ('kushtia', ' kushtia '),
  ('kushtia', ' কুষ্টিয়া '),
  ('magura', ' magura '),
  ('magura', ' মাগুরা '),
  ('meherpur', ' meherpur '),
  ('meherpur', ' মেহেরপুর '),
  ('narail', ' narail '),
  ('narail', ' নড়াইল '),
  ('satkhira', ' satkhira '),
  ('satkhira', ' সাতক্ষীরা '),
  ('jamalpur', ' jamalpur '),
  ('jamalpur', ' জামালপুর '),
  ('mymensingh', ' mymensingh '),
  ('mymensingh', ' ময়মনসিংহ '),
  ('netrokona', ' netrokona '),
  ('netrokona', ' নেত্রকোনা '),
  ('netrokona', ' netrakona '),
  ('sherpur', ' sherpur '),
  ('sherpur', ' শেরপুর '),
  ('bogura', ' bogura '),
  ('bogura', ' বগুড়া '),
  ('bogura', ' bogra '),
  ('chapainawabganj', ' chapainawabganj '),
  ('chapainawabganj', ' চাঁপাইনবাবগঞ্জ '),
  ('chapainawabganj', ' chapai nawabganj '),
  ('chapainawabganj', ' nawabganj '),
  ('joypurhat', ' joypurhat '),
  ('joypurhat', ' জয়পুরহাট '),
  ('naogaon', ' naogaon '),
  ('naogaon', ' নওগাঁ '),
  ('natore', ' natore '),
  ('natore', ' নাটোর '),
  ('pabna', ' pabna '),
  ('pabna', ' পাবনা '),
  ('rajshahi', ' rajshahi '),
  ('rajshahi', ' রাজশাহী '),
  ('sirajganj', ' sirajganj '),
  ('sirajganj', ' সিরাজগঞ্জ '),
  ('dinajpur', ' dinajpur '),
  ('dinajpur', ' দিনাজপুর '),
  ('gaibandha', ' gaibandha '),
  ('gaibandha', ' গাইবান্ধা '),
  ('kurigram', ' kurigram '),
  ('kurigram', ' কুড়িগ্রাম '),
  ('lalmonirhat', ' lalmonirhat '),
  ('lalmonirhat', ' লালমনিরহাট '),
  ('nilphamari', ' nilphamari '),
  ('nilphamari', ' নীলফামারী '),
  ('panchagarh', ' panchagarh '),
  ('panchagarh', ' পঞ্চগড় '),
  ('rangpur', ' rangpur '),
  ('rangpur', ' রংপুর '),
  ('thakurgaon', ' thakurgaon '),
  ('thakurgaon', ' ঠাকুরগাঁও '),
  ('habiganj', ' habiganj '),
  ('habiganj', ' হবিগঞ্জ '),
  ('moulvibazar', ' moulvibazar '),
  ('moulvibazar', ' মৌলভীবাজার '),
  ('moulvibazar', ' maulvibazar '),
  ('sunamganj', ' sunamganj '),
  ('sunamganj', ' সুনামগঞ্জ '),
  ('sylhet', ' sylhet '),
  ('sylhet', ' সিলেট ')
)
UPDATE products SET district = (
  SELECT names.district FROM names
  WHERE instr((' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(location), ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' '), ';', ' '), ':', ' '), '।', ' '), '
', ' ') || ' '), names.name) > 0
  ORDER BY instr((' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(location), ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' '), ';', ' '), ':', ' '), '।', ' '), '
', ' ') || ' '), names.name) DESC
  LIMIT 1
)
WHERE district IS NULL;--> statement-breakpoint
UPDATE products SET division = CASE district
  WHEN 'barguna' THEN 'barishal'
  WHEN 'barishal' THEN 'barishal'
  WHEN 'bhola' THEN 'barishal'
  WHEN 'jhalokathi' THEN 'barishal'
  WHEN 'patuakhali' THEN 'barishal'
  WHEN 'pirojpur' THEN 'barishal'
  WHEN 'bandarban' THEN 'chattogram'
  WHEN 'brahmanbaria' THEN 'chattogram'
  WHEN 'chandpur' THEN 'chattogram'
  WHEN 'chattogram' THEN 'chattogram'
  WHEN 'cumilla' THEN 'chattogram'
  WHEN 'coxs-bazar' THEN 'chattogram'
  WHEN 'feni' THEN 'chattogram'
  WHEN 'khagrachhari' THEN 'chattogram'
  WHEN 'lakshmipur' THEN 'chattogram'
  WHEN 'noakhali' THEN 'chattogram'
  WHEN 'rangamati' THEN 'chattogram'
  WHEN 'dhaka' THEN 'dhaka'
  WHEN 'faridpur' THEN 'dhaka'
  WHEN 'gazipur' THEN 'dhaka'
  WHEN 'gopalganj' THEN 'dhaka'
  WHEN 'kishoreganj' THEN 'dhaka'
  WHEN 'madaripur' THEN 'dhaka'
  WHEN 'manikganj' THEN 'dhaka'
  WHEN 'munshiganj' THEN 'dhaka'
  WHEN 'narayanganj' THEN 'dhaka'
  WHEN 'narsingdi' THEN 'dhaka'
  WHEN 'rajbari' THEN 'dhaka'
  WHEN 'shariatpur' THEN 'dhaka'
  WHEN 'tangail' THEN 'dhaka'
  WHEN 'bagerhat' THEN 'khulna'
  WHEN 'chuadanga' THEN 'khulna'
  WHEN 'jashore' THEN 'khulna'
  WHEN 'jhenaidah' THEN 'khulna'
  WHEN 'khulna' THEN 'khulna'
  WHEN 'kushtia' THEN 'khulna'
  WHEN 'magura' THEN 'khulna'
  WHEN 'meherpur' THEN 'khulna'
  WHEN 'narail' THEN 'khulna'
  WHEN 'satkhira' THEN 'khulna'
  WHEN 'jamalpur' THEN 'mymensingh'
  WHEN 'mymensingh' THEN 'mymensingh'
  WHEN 'netrokona' THEN 'mymensingh'
  WHEN 'sherpur' THEN 'mymensingh'
  WHEN 'bogura' THEN 'rajshahi'
  WHEN 'chapainawabganj' THEN 'rajshahi'
  WHEN 'joypurhat' THEN 'rajshahi'
  WHEN 'naogaon' THEN 'rajshahi'
  WHEN 'natore' THEN 'rajshahi'
  WHEN 'pabna' THEN 'rajshahi'
  WHEN 'rajshahi' THEN 'rajshahi'
  WHEN 'sirajganj' THEN 'rajshahi'
  WHEN 'dinajpur' THEN 'rangpur'
  WHEN 'gaibandha' THEN 'rangpur'
  WHEN 'kurigram' THEN 'rangpur'
  WHEN 'lalmonirhat' THEN 'rangpur'
  WHEN 'nilphamari' THEN 'rangpur'
  WHEN 'panchagarh' THEN 'rangpur'
  WHEN 'rangpur' THEN 'rangpur'
  WHEN 'thakurgaon' THEN 'rangpur'
  WHEN 'habiganj' THEN 'sylhet'
  WHEN 'moulvibazar' THEN 'sylhet'
  WHEN 'sunamganj' THEN 'sylhet'
  WHEN 'sylhet' THEN 'sylhet'
END
WHERE district IS NOT NULL;
