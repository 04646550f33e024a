import { useState } from 'react';
import { Navigate, useNavigate } from '@/lib/router';
import { useRole } from '@/features/auth/api/get-role';
import { StartSelling } from '@/features/selling/components/start-selling';

/**
 * /sell, where "Post an ad" leads anyone not yet known as a seller (issue 64). Its guard sends a
 * visitor to log in and back here. A buyer starts selling in one step; a seller goes straight to Add
 * A Product, and an admin, who does not sell, to the dashboard.
 */
export function SellPage() {
  const navigate = useNavigate();
  const { role } = useRole();
  // The role this page opened with (its guard waited for it): starting to sell changes the role,
  // and the buyer's page stays until its toast has said so and it moves on itself.
  const [openedAs] = useState(role);
  if (openedAs === 'seller') return <Navigate to="/dashboard/addproduct" replace />;
  if (openedAs !== 'buyer') return <Navigate to="/dashboard" replace />;
  return <StartSelling onStarted={() => navigate('/dashboard/addproduct', { replace: true })} />;
}
