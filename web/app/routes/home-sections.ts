/**
 * '/''s sections below its first screen, in one chunk that home.tsx loads after the first paint
 * (their texts are the `home` catalog's).
 */
export { MaintenanceTips } from '@/features/home/components/maintenance-tips';
export { ServicesGallery } from '@/features/home/components/services-gallery';
export { WhyChooseUs } from '@/features/home/components/why-choose-us';
