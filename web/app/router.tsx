import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { RequireRole } from '../features/auth/components/require-role';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { AllBuyersPage, AllSellersPage } from './routes/admin-pages';
import { LoginPage, SignupPage } from './routes/auth-pages';
import { BlogsPage } from './routes/blogs';
import { MyBuyersPage, MyOrdersPage, MyWishlistPage, PaymentPage } from './routes/buyer-pages';
import { AllProductsPage, CategoryProductsPage, SellerProductsPage } from './routes/catalogue-pages';
import { DashboardHome } from './routes/dashboard-home';
import { ErrorPage } from './routes/error-page';
import { AddProductPage, EditProductPage, MyProductsPage } from './routes/seller-pages';
import { HomePage } from './routes/home';

const soon = (paths: string[]) => paths.map((path) => ({ path, element: <ComingSoon /> }));

// Every screen of SPEC.md section 2. Screens later work builds show 'Coming Soon!!!' until then.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'products/:id', element: <CategoryProductsPage /> },
      { path: 'products/:categoryId/seller/:sellerEmail', element: <SellerProductsPage /> },
      { path: 'allproduct', element: <AllProductsPage /> },
      { path: 'blogs', element: <BlogsPage /> },
      ...soon(['coming-soon']),
      {
        path: 'dashboard',
        element: <RequireRole />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardHome /> },
              {
                // SPEC.md: anyone but an admin is sent to /login from the admin screens.
                element: <RequireRole roles={['admin']} otherwise="/login" />,
                children: [
                  { path: 'allseller', element: <AllSellersPage /> },
                  { path: 'allbuyer', element: <AllBuyersPage /> },
                ],
              },
              {
                element: <RequireRole roles={['seller']} />,
                children: [
                  { path: 'myproducts', element: <MyProductsPage /> },
                  { path: 'addproduct', element: <AddProductPage /> },
                  { path: 'editproduct/:id', element: <EditProductPage /> },
                  { path: 'mybuyers', element: <MyBuyersPage /> },
                ],
              },
              {
                element: <RequireRole roles={['buyer']} />,
                children: [
                  { path: 'myorders', element: <MyOrdersPage /> },
                  { path: 'mywishlist', element: <MyWishlistPage /> },
                  { path: 'payment/:id', element: <PaymentPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
