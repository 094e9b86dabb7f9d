import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A page that is only a door to another: replaces itself in the history, so Back skips it. */
export function Redirect({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}
