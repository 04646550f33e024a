-- Categories carry their name and description in Bangla (docs/decisions/008-languages.md); the
-- marketplace's five categories get theirs here. Another category shows its English ones until
-- it has them.
ALTER TABLE `categories` ADD `name_bn` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `about_bn` text;--> statement-breakpoint
UPDATE `categories` SET `name_bn` = 'স্প্লিট এসি', `about_bn` = 'শোবার ঘর ও বসার ঘরের জন্য নিঃশব্দ, দেয়ালে লাগানো ইউনিট, ১ থেকে ২.৫ টন।' WHERE `id` = 'split-ac';--> statement-breakpoint
UPDATE `categories` SET `name_bn` = 'উইন্ডো এসি', `about_bn` = 'জানালার ফ্রেমে বসে এমন এক বাক্সের ইউনিট: লাগানো সহজ, সার্ভিস করাও সহজ।' WHERE `id` = 'window-ac';--> statement-breakpoint
UPDATE `categories` SET `name_bn` = 'পোর্টেবল এসি', `about_bn` = 'চাকার ওপর চলা ইউনিট, ভাড়া ফ্ল্যাট ও অফিসের জন্য, যেখানে দেয়াল ফুটো করা যায় না।' WHERE `id` = 'portable-ac';--> statement-breakpoint
UPDATE `categories` SET `name_bn` = 'ক্যাসেট ও সিলিং এসি', `about_bn` = 'দোকান, রেস্তোরাঁ ও খোলা অফিস সমানভাবে ঠান্ডা রাখে এমন সিলিং ইউনিট।' WHERE `id` = 'cassette-ac';--> statement-breakpoint
UPDATE `categories` SET `name_bn` = 'এয়ার কুলার', `about_bn` = 'অল্প বিদ্যুতে চলা বাষ্পীভবন কুলার, লোডশেডিংয়ের সময় আইপিএসেও চলে।' WHERE `id` = 'air-cooler';
