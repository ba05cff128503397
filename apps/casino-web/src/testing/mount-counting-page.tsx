import { useEffect, useState } from 'react';

/** How many times MountCountingPage mounted since the last reset: a page that remounts loses what was typed. */
export const pageMounts = { count: 0 };

/** A page module for routing tests with a field a member could be typing into. */
export function MountCountingPage() {
  const [value, setValue] = useState('');
  useEffect(() => {
    pageMounts.count += 1;
  }, []);
  return (
    <label>
      Note
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}
