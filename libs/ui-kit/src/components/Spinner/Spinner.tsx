import { large, spinner } from './Spinner.css';

/** Decorative: the caller announces the busy state (aria-busy or a status label). */
export function Spinner({ size = 'inline' }: { size?: 'inline' | 'large' }) {
  return <span aria-hidden="true" className={size === 'large' ? `${spinner} ${large}` : spinner} />;
}
