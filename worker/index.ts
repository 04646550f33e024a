import { app } from './app';

export type { AppType } from './app';
export default app;
