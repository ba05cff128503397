import { useLocation } from 'react-router';

/** A page module for routing tests: shows where it was rendered. */
export function EchoPage() {
  return <p>echo {useLocation().pathname}</p>;
}
