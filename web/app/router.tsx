import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { PublicLayout } from './layouts/public-layout';
import { ErrorPage } from './routes/error-page';
import { HomePage } from './routes/home';

// Every screen of SPEC.md section 2. The ones later work builds show 'Coming Soon!!!' until then.
const comingSoon = [
  'products/:id',
  'allproduct',
  'login',
  'signup',
  'blogs',
  'coming-soon',
  'dashboard',
  'dashboard/allseller',
  'dashboard/allbuyer',
  'dashboard/myorders',
  'dashboard/mywishlist',
  'dashboard/myproducts',
  'dashboard/mybuyers',
  'dashboard/addproduct',
  'dashboard/payment/:id',
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    children: [{ index: true, element: <HomePage /> }, ...comingSoon.map((path) => ({ path, element: <ComingSoon /> }))],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
