export { inspectionRoutes } from './inspection-routes';
export { inspectionJobs } from './inspection-sweep';
