/**
 * '/''s sections below its first screen, in one chunk that home-below.tsx loads as the visitor heads for them
 * (their texts are the `home` catalog's).
 */
export { MaintenanceTips } from '@/features/home/components/maintenance-tips';
export { ServicesGallery } from '@/features/home/components/services-gallery';
export { WhyChooseUs } from '@/features/home/components/why-choose-us';
